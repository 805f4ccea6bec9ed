/// A project that will have a page at `/projects/<slug>/`.
public struct PublishedProject: Sendable {
    public let project: Project
    public let path: String
    public let content: RenderedMarkdown
}
