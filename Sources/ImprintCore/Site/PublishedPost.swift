/// A post that will be written: its URL path within the site and its rendered body.
/// A class for the reason `Post` is one: every list, tag and feed holds the same posts.
public final class PublishedPost: Sendable {
    public let post: Post
    /// `/2011/10/slug/`: the path within the site, before base_url's path.
    public let path: String
    public let content: RenderedMarkdown

    init(post: Post, path: String, content: RenderedMarkdown) {
        self.post = post
        self.path = path
        self.content = content
    }
}
