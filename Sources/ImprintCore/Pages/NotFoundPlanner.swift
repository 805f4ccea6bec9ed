import Mustache

/// `/404.html`, which hosts serve for missing paths.
struct NotFoundPlanner: Planner {
    /// It shows what every page shows, and the title and body of `content/pages/404.md` when the
    /// site has one.
    struct Data: PageData {
        let text: PublishedPage?

        var template: String { "404" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let page = GeneratedPageView(kind: "404", title: text?.title ?? "Page not found", path: path, base: views.base, description: nil)
            return views.layout(template, path: path, page: page.templateValue, [("content", text.map { .string($0.content.html) } ?? .null)])
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        let text = site.text(of: .notFound)
        return [.page(GeneratedPageText.notFound.path, Data(text: text), source: text?.page.sourcePath ?? "404 page", sitemap: nil)]
    }
}
