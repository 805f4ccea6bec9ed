/// A template that cannot be compiled or rendered, with where and why.
public struct MustacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        case unclosedTag(opening: String, closing: String)
        case emptyTag
        case invalidDelimiters(String)
        case unclosedSection(String)
        case unexpectedClosingTag(String)
        case mismatchedClosingTag(expected: String, found: String)
        case missingTemplate(String)
        case missingPartial(String)
        case missingParent(String)
        case unresolvedDynamicName(String)
        case recursionLimit(name: String, depth: Int)
    }

    /// The name of the template the problem is in.
    public let templateName: String
    /// The 1-based line of the offending tag.
    public let line: Int
    /// The 1-based column (in characters) of the offending tag.
    public let column: Int
    /// What went wrong.
    public let reason: Reason

    /// Creates an error at a position in a named template.
    public init(templateName: String, line: Int, column: Int, reason: Reason) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// The reason in words, with a hint at the fix.
    public var message: String {
        switch reason {
        case .unclosedTag(let opening, let closing):
            "unclosed tag: `\(opening)` has no matching `\(closing)`"
        case .emptyTag:
            "empty tag: put a name between the delimiters"
        case .invalidDelimiters(let content):
            "invalid delimiter change `\(content)`: give two delimiters without spaces or `=`, "
                + "separated by a space, like `{{=<% %>=}}`"
        case .unclosedSection(let name):
            "section `\(name)` is never closed: add `{{/\(name)}}`"
        case .unexpectedClosingTag(let name):
            "closing tag `{{/\(name)}}` has no open section"
        case .mismatchedClosingTag(let expected, let found):
            "closing tag `{{/\(found)}}` does not match the open section `\(expected)`: close it with `{{/\(expected)}}`"
        case .missingTemplate(let name):
            "no template named `\(name)`"
        case .missingPartial(let name):
            "partial `\(name)` does not exist"
        case .missingParent(let name):
            "parent template `\(name)` does not exist"
        case .unresolvedDynamicName(let name):
            "dynamic name `*\(name)` does not resolve to the name of a template"
        case .recursionLimit(let name, let depth):
            "`\(name)` is nested more than \(depth) levels deep: a partial or parent includes itself without end"
        }
    }

    /// `name:line:column: error: message`, the form compilers use.
    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}
