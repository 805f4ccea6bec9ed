/// The Markdown of a content file, after its front matter.
struct MarkdownBody: Sendable, Equatable {
    let text: String
    /// The 1-based line of the file where it starts, to place what is found in it.
    let line: Int
}
