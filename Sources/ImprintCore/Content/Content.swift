/// Everything in `content/` besides `site.yml` and assets.
package struct Content: Sendable {
    package var posts: [Post]
    package var pages: [Page]
    package var projects: [Project]
}

extension Content {
    /// The same content without the text of its posts' bodies (their first lines kept), for a
    /// build that holds them apart until it renders them (`PostTexts`) and reads them no more:
    /// at 100,000 posts, 440 MB less held while the pages are made. Pages and projects, a few,
    /// keep theirs.
    var droppingPostBodies: Content {
        Content(posts: posts.map(\.droppingBodyText), pages: pages, projects: projects)
    }
}
