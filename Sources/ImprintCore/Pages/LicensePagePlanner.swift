import Mustache

/// `/license/`: the owner's introduction, the terms, each project's credit line, and each
/// license's full text.
struct LicensePagePlanner: Planner {
    /// It shows `content/pages/license.md`, every project's license and the copyright years of their posts.
    struct Data: PageData {
        let projects: [PublishedProject]
        let intro: PublishedPage?
        let posts: [PublishedPost]

        var template: String { "license" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let shared = views.shared
            let page = GeneratedPageView(
                kind: "license", title: intro?.title ?? "License", path: path, base: views.base,
                description: intro?.summary ?? "How to use and credit the open-source work of \(shared.copyrightHolder).")
            let license = LicenseView(projects: projects, posts: ProjectPosts(posts), shared: shared)
            return views.layout(template, path: path, page: page.templateValue, [
                ("intro", intro.map { .string($0.content.html) } ?? .null), ("license", license.templateValue),
            ])
        }

        /// Posts compared by their dates and projects, all the page shows of them (the copyright
        /// years of each project's work): an edit to a post's text leaves it as it was.
        func isSame(as other: any PageData, showing _: ShownPosts) -> Bool {
            guard let other = other as? Self else { return false }
            return other.projects == projects && other.intro == intro && other.posts.count == posts.count
                && zip(other.posts, posts).allSatisfy { $0 == $1 || $0.isListedTheSame(as: $1) }
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        let intro = site.text(of: .license)
        return [.page(
            GeneratedPageText.license.path, Data(projects: site.projects, intro: intro, posts: site.posts),
            source: intro?.page.sourcePath ?? "license page", sitemap: OutputFile.SitemapEntry(lastModified: nil))]
    }
}
