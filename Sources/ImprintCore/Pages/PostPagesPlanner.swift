import Mustache

/// A page for every post, with links to the older and newer post.
struct PostPagesPlanner: Planner {
    struct Data: PageData {
        let post: PublishedPost
        let previous: PublishedPost?
        let next: PublishedPost?

        var template: String { "post" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let previous = previous.map { NeighborView(published: $0, base: views.base) }
            let next = next.map { NeighborView(published: $0, base: views.base) }
            return views.layout(template, path: path, page: views.value(of: post), [
                ("previous", previous.templateValue), ("next", next.templateValue), ("neighbors", .bool(previous != nil || next != nil)),
            ])
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        let posts = site.posts
        return posts.indices.map { index in
            let published = posts[index]
            let data = Data(post: published, previous: index + 1 < posts.count ? posts[index + 1] : nil, next: index > 0 ? posts[index - 1] : nil)
            return .page(published.path, data, source: published.post.sourcePath,
                         sitemap: OutputFile.SitemapEntry(lastModified: published.lastModified))
        }
    }
}
