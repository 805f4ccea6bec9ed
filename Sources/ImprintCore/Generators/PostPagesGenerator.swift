import Mustache

/// A page for every post, with links to the older and newer post.
struct PostPagesGenerator: Generator {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile] {
        let posts = context.site.posts
        return try context.parallel.map(Array(posts.indices)) { index throws(MustacheError) in
            let published = posts[index]
            if let reused = context.reusedPage(published.path, showing: posts[max(index - 1, 0)...min(index + 1, posts.count - 1)]) {
                return reused
            }
            let previous = index + 1 < posts.count ? NeighborView(published: posts[index + 1], base: context.base) : nil
            let next = index > 0 ? NeighborView(published: posts[index - 1], base: context.base) : nil
            let values: [(String, TemplateValue)] = [
                ("previous", previous.templateValue), ("next", next.templateValue), ("neighbors", .bool(previous != nil || next != nil)),
            ]
            return try context.page(
                "post", path: published.path, page: context.value(of: published), values: values, source: published.post.sourcePath,
                sitemap: OutputFile.SitemapEntry(lastModified: published.post.updated ?? published.post.date))
        }
    }
}
