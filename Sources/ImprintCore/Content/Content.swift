/// Everything in `content/` besides `site.yml` and assets.
public struct Content: Sendable {
    public var posts: [Post]
    public var pages: [Page]
    public var projects: [Project]
}
