/// The site as it will be published: what is in it, at which URL, rendered.
/// Generators read this and nothing else of the content.
public struct SiteModel: Sendable {
    public let config: SiteConfig
    /// Published posts, newest first.
    public let posts: [PublishedPost]
    public let pages: [PublishedPage]
    public let projects: [Project]
    /// Tags of published posts, sorted by name.
    public let tags: [Tag]
    /// Each tag's display name by slug.
    public let tagNames: [String: String]

    init(config: SiteConfig, posts: [PublishedPost], pages: [PublishedPage], projects: [Project], tags: [Tag]) {
        self.config = config
        self.posts = posts
        self.pages = pages
        self.projects = projects
        self.tags = tags
        tagNames = Dictionary(uniqueKeysWithValues: tags.map { ($0.slug, $0.name) })
    }

    /// Published posts about the project with `slug`, newest first.
    public func posts(aboutProject slug: String) -> [PublishedPost] {
        posts.filter { $0.post.projects.contains(slug) }
    }

    /// Pages with a `menu` position, in that order.
    public var menu: [PublishedPage] {
        pages.filter { $0.page.menu != nil }.sorted { ($0.page.menu!, $0.page.title) < ($1.page.menu!, $1.page.title) }
    }
}

/// A post that will be written: its URL path within the site and its rendered body.
public struct PublishedPost: Sendable {
    public let post: Post
    /// `/2011/10/slug/`: the path within the site, before base_url's path.
    public let path: String
    public let content: RenderedMarkdown
}

/// A page that will be written.
public struct PublishedPage: Sendable {
    public let page: Page
    public let path: String
    public let content: RenderedMarkdown
}
