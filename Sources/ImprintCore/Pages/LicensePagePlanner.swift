import Mustache

/// `/license/`: the terms, the credit line with a worked example, and each license's full text.
struct LicensePagePlanner: Planner {
    /// It shows every project's license and the copyright years of their posts.
    struct Data: PageData {
        let projects: [PublishedProject]
        let posts: [PublishedPost]

        var template: String { "license" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let site = views.site
            let page = GeneratedPageView(
                kind: "license", title: "License", path: path, base: views.base,
                description: "How to use and credit the open-source work of \(site.copyrightHolder).")
            return views.layout(template, path: path, page: page.templateValue, [("license", LicenseView(site: site).templateValue)])
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        [.page("/license/", Data(projects: site.projects, posts: site.posts), source: "license page", sitemap: OutputFile.SitemapEntry(lastModified: nil))]
    }
}
