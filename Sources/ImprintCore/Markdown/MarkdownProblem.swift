/// Something in a Markdown body that the build cannot publish as written, at its 1-based line
/// and column in the body.
package struct MarkdownProblem: Sendable, Equatable {
    package let line: Int
    let column: Int
    package let message: String
}

extension MarkdownProblem {
    /// The problem located in the file: `body` is the part of `file` it was found in.
    func diagnostic(file: String, body: MarkdownBody) -> Diagnostic {
        Diagnostic(.error, file: file, line: body.line + line - 1, column: column, message: message)
    }
}
