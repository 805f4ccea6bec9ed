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
            var values: [(String, TemplateValue)] = []
            if index + 1 < posts.count { values.append(("previous", link(to: posts[index + 1], context))) }
            if index > 0 { values.append(("next", link(to: posts[index - 1], context))) }
            values.append(("neighbors", .bool(!values.isEmpty)))
            return try context.page(
                "post", path: published.path, page: context.value(of: published), values: values, source: published.post.sourcePath,
                sitemap: OutputFile.SitemapEntry(lastModified: published.post.updated ?? published.post.date))
        }
    }

    private func link(to published: PublishedPost, _ context: GeneratorContext) -> TemplateValue {
        ["title": .string(published.post.title), "url": .string(context.base.link(published.path))]
    }
}
