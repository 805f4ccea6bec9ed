/// A page that will be written.
struct PublishedPage: Sendable {
    let page: Page
    let path: String
    let content: RenderedMarkdown
}
