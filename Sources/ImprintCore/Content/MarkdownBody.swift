/// The Markdown of a content file, after its front matter.
package struct MarkdownBody: Sendable, Equatable {
    package let text: String
    /// The 1-based line of the file where it starts, to place what is found in it.
    package let line: Int

    package init(text: String, line: Int) {
        self.text = text
        self.line = line
    }
}
