/// Everything in `content/` besides `site.yml` and assets.
struct Content: Sendable {
    var posts: [Post]
    var pages: [Page]
    var projects: [Project]
}
