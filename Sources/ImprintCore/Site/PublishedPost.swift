/// A post that will be written: its URL path within the site and its rendered body.
/// A class for the reason `Post` is one: every list, tag and feed holds the same posts.
final class PublishedPost: Sendable {
    let post: Post
    /// `/2011/10/slug/`: the path within the site, before base_url's path.
    let path: String
    let content: RenderedMarkdown
    /// Its front matter `image`, where its pages show it, with its size when it is a local image.
    let preview: LeadImage?
    /// The post's last change: `updated`, else its date. Kept apart because every list asks.
    let lastModified: PostDate
    /// Its title and front-matter summary as readers see them (`ShownText`).
    let title: String
    let summary: String?

    init(post: Post, path: String, content: RenderedMarkdown, preview: LeadImage? = nil, shown: ShownText) {
        self.post = post
        self.path = path
        self.content = content
        self.preview = preview
        title = shown.title
        summary = shown.summary
        lastModified = post.updated ?? post.date
    }
}

extension PublishedPost: Equatable {
    /// Whether both are the same version of the same post at the same place: one object, or
    /// made from the same revision of its file (which names its settings too) into the same
    /// HTML (which shortcode templates and the files they show change too). Pages made from
    /// equal posts, under the same site-wide settings, are the same.
    static func == (lhs: PublishedPost, rhs: PublishedPost) -> Bool {
        lhs === rhs || !lhs.post.revision.isEmpty && lhs.post.revision == rhs.post.revision && lhs.path == rhs.path && lhs.content == rhs.content && lhs.preview == rhs.preview
            && lhs.title == rhs.title && lhs.summary == rhs.summary
    }
}

extension PublishedPost {
    /// Whether the post gets a social card (`SocialCard`): the setting is on, and it has no picture of its own.
    func getsSocialCard(_ settings: ImageSettings) -> Bool {
        settings.socialCards && post.image == nil && content.leadImage == nil
    }
}
