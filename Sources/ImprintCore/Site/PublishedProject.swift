/// A project that will have a page at `/projects/<slug>/`.
struct PublishedProject: Sendable {
    let project: Project
    let path: String
    let content: RenderedMarkdown
}
