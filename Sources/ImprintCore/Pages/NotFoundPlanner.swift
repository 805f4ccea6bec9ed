import Mustache

/// `/404.html`, which hosts serve for missing paths.
struct NotFoundPlanner: Planner {
    /// It shows only what every page shows.
    struct Data: PageData {
        var template: String { "404" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let page = GeneratedPageView(kind: "404", title: "Page not found", path: path, base: views.base, description: nil)
            return views.layout(template, path: path, page: page.templateValue)
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        [.page("/404.html", Data(), source: "404 page", sitemap: nil)]
    }
}
