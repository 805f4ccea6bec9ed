/// A page that will be written.
struct PublishedPage: Sendable {
    let page: Page
    let path: String
    let content: RenderedMarkdown
    /// Its title and front-matter summary as readers see them (`ShownText`).
    let title: String
    let summary: String?
}

extension PublishedPage: Equatable {
    /// Whether both are made from the same revision of the same file into the same HTML, at the same place.
    static func == (lhs: PublishedPage, rhs: PublishedPage) -> Bool {
        !lhs.page.revision.isEmpty && lhs.page.revision == rhs.page.revision && lhs.path == rhs.path && lhs.content == rhs.content
            && lhs.title == rhs.title && lhs.summary == rhs.summary
    }
}
