import Mustache

/// The home page, paginated: `/`, `/page/2/`, …
struct HomePagesGenerator: Generator {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile] {
        let config = context.site.config
        return try context.paginatedList(
            "home", firstPath: "/", posts: context.site.posts, title: config.title, kind: "home",
            description: config.description, source: "home page")
    }
}
