import Mustache

/// `/tags/`, every tag with its post count and feeds; and `/tags/<slug>/`, each tag's posts,
/// paginated like the home page.
struct TagPagesGenerator: Generator {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile] {
        let site = context.site
        let tags = site.tags.map { TagView(slug: $0.slug, site: site, count: $0.posts.count).templateValue }
        let index = GeneratedPageView(kind: "tags", title: "Tags", path: "/tags/", base: context.base, description: site.config.description)
        var files: [OutputFile] = []
        if let reused = context.reusedPage("/tags/", showing: site.posts) {
            files.append(reused)
        } else {
            files.append(try context.page(
                "tags", path: "/tags/", page: index.templateValue, values: [("tags", .array(tags))], source: "tag index",
                sitemap: GeneratorContext.listEntry(site.posts)))
        }
        for tag in site.tags {
            let folder = "/tags/\(tag.slug)/"
            files += try context.paginatedList(
                "tag", firstPath: folder, posts: tag.posts, title: "Posts tagged “\(tag.name)”", kind: "tag",
                description: "Posts about \(tag.name) on \(site.config.title).",
                feeds: FeedLink.pair(title: "\(site.config.title): \(tag.name)", folder: folder, base: context.base),
                values: [("tag", TagView(slug: tag.slug, site: site, count: tag.posts.count).templateValue)],
                source: "tag \(tag.name)")
        }
        return files
    }
}
