import Mustache

/// One page of a paginated list of posts: the home page's and each tag's.
struct PostListPage: PageData {
    let template: String
    let kind: String
    let title: String
    let description: String?
    let feeds: [FeedLink]
    /// The tag whose posts these are, with its post count, on tag pages.
    let tag: TagCount?
    let posts: ArraySlice<PublishedPost>
    let pagination: Pagination
    let number: Int

    func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
        let page = GeneratedPageView(kind: kind, title: title, path: path, base: views.base, description: description, feeds: feeds)
        let tagValue = tag.map { [("tag", TagView(slug: $0.slug, shared: views.shared, count: $0.count).templateValue)] } ?? []
        return views.layout(template, path: path, page: page.templateValue, tagValue + [
            ("posts", views.list(posts)), ("pagination", PaginationView(pagination: pagination, number: number, base: views.base).templateValue),
        ])
    }

    /// The pages of `posts`, split by `posts_per_page`: `firstPath`, then `firstPath/page/2/`…
    static func jobs(
        _ template: String, firstPath: String, posts: [PublishedPost], title: String, kind: String, description: String?,
        feeds: [FeedLink] = [], tag: TagCount? = nil, source: String, perPage: Int
    ) -> [PageJob] {
        let pagination = Pagination(firstPath: firstPath, itemCount: posts.count, perPage: perPage)
        return (1...pagination.pageCount).map { number in
            let onPage = posts[pagination.range(ofPage: number)]
            let data = PostListPage(
                template: template, kind: kind, title: number == 1 ? title : "\(title) – page \(number)", description: description,
                feeds: feeds, tag: tag, posts: onPage, pagination: pagination, number: number)
            return .page(pagination.path(ofPage: number), data, source: source, sitemap: listEntry(onPage))
        }
    }

    /// The sitemap entry of a list page: it changes when its newest post does.
    static func listEntry(_ posts: some Collection<PublishedPost>) -> OutputFile.SitemapEntry {
        OutputFile.SitemapEntry(lastModified: posts.map(\.lastModified).max())
    }
}
