import Mustache

/// `/tags/`, every tag with its post count and feeds; and `/tags/<slug>/`, each tag's posts,
/// paginated like the home page.
struct TagPagesPlanner: Planner {
    /// `/tags/`.
    struct Index: PageData {
        /// Each tag's slug and post count, sorted by name (display names are site-wide).
        let tags: [TagCount]

        var template: String { "tags" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let page = GeneratedPageView(kind: "tags", title: "Tags", path: path, base: views.base, description: views.shared.config.description)
            let tags = tags.map { TagView(slug: $0.slug, shared: views.shared, count: $0.count).templateValue }
            return views.layout(template, path: path, page: page.templateValue, [("tags", .array(tags))])
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        let config = site.config
        let index = PageJob.page(
            "/tags/", Index(tags: site.tags.map { TagCount(slug: $0.slug, count: $0.posts.count) }), source: "tag index",
            sitemap: PostListPage.listEntry(site.posts))
        return [index] + site.tags.flatMap { tag in
            let folder = "/tags/\(tag.slug)/"
            return PostListPage.jobs(
                "tag", firstPath: folder, posts: tag.posts, title: "Posts tagged “\(tag.name)”", kind: "tag",
                description: "Posts about \(tag.name) on \(config.title).",
                feeds: FeedLink.pair(title: "\(config.title): \(tag.name)", folder: folder, base: config.baseURL) + FeedLink.custom(for: tag.slug, config),
                tag: TagCount(slug: tag.slug, count: tag.posts.count), source: "tag \(tag.name)", perPage: config.postsPerPage)
        }
    }
}
