import Mustache

/// A page for every standalone page.
struct StandalonePagesPlanner: Planner {
    struct Data: PageData {
        let page: PublishedPage

        var template: String { "page" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            views.layout(template, path: path, page: PageView(published: page, config: views.shared.config).templateValue)
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        site.pages.map { published in
            .page(published.path, Data(page: published), source: published.page.sourcePath, sitemap: OutputFile.SitemapEntry(lastModified: nil))
        }
    }
}
