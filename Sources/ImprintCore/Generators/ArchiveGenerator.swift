import Mustache

/// `/archive/`: every post, grouped by year, newest first.
struct ArchiveGenerator: Generator {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile] {
        var years: [(year: String, posts: [PublishedPost])] = []
        for published in context.site.posts {
            let year = padded(published.post.date.components.year!, 4)
            if years.last?.year == year { years[years.count - 1].posts.append(published) } else { years.append((year, [published])) }
        }
        if let reused = context.reusedPage("/archive/", showing: context.site.posts) { return [reused] }
        let page = GeneratedPageView(kind: "archive", title: "Archive", path: "/archive/", base: context.base, description: context.site.config.description)
        let value = TemplateValue.array(years.map { ArchiveYearView(year: $0.year, posts: context.postList($0.posts)).templateValue })
        return [try context.page(
            "archive", path: "/archive/", page: page.templateValue, values: [("years", value)], source: "archive page",
            sitemap: GeneratorContext.listEntry(context.site.posts))]
    }
}
