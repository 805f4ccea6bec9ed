/// A page that will be written.
public struct PublishedPage: Sendable {
    public let page: Page
    public let path: String
    public let content: RenderedMarkdown
}
