import Mustache

/// `/404.html`, which hosts serve for missing paths.
struct NotFoundGenerator: Generator {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile] {
        if let reused = context.reusedPage("/404.html", showing: []) { return [reused] }
        let page = GeneratedPageView(kind: "404", title: "Page not found", path: "/404.html", base: context.base, description: nil)
        return [try context.page("404", path: "/404.html", page: page.templateValue, source: "404 page", sitemap: nil)]
    }
}
