/// A template that cannot be compiled or rendered, with where and why.
public struct MustacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        case unclosedTag(opening: String, closing: String)
        /// A tag missing its closing delimiter, which would swallow text up to the next tag's.
        case tagRunsIntoNextTag(tag: String, closing: String, nextLine: Int, nextColumn: Int)
        /// A name with spaces, braces or quotes: Handlebars, Go or Jinja syntax, or a typo.
        case malformedName(tag: String)
        /// `{{ .Title }}`: a Go template's name.
        case leadingDot(tag: String, name: String)
        case emptyTag
        case invalidDelimiters(String)
        case unclosedSection(String)
        case unexpectedClosingTag(String)
        /// `opener` is the tag as written (`{{#posts}}`), opened at `openedLine`:`openedColumn`.
        case mismatchedClosingTag(expected: String, found: String, opener: String, openedLine: Int, openedColumn: Int)
        case missingTemplate(String)
        /// `available` holds the names of the templates there are, nearest to the missing one first.
        case missingPartial(String, available: [String])
        case missingParent(String, available: [String])
        case unresolvedDynamicName(String)
        case recursionLimit(name: String, depth: Int)
        /// The output passed `limit` bytes in the template `name`.
        case outputLimit(name: String, limit: Int)
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
        case .tagRunsIntoNextTag(let tag, let closing, let line, let column):
            "tag `\(tag)` is not closed: it runs into the next tag, at \(line):\(column); end it with `\(closing)`"
        case .malformedName(let tag):
            "`\(tag)` is not a Mustache tag: a name is words joined by dots, without spaces, braces or quotes"
        case .leadingDot(let tag, let name):
            "`\(tag)` is Go template syntax: Mustache names have no leading dot; write `\(name)`"
        case .emptyTag:
            "empty tag: put a name between the delimiters"
        case .invalidDelimiters(let content):
            "invalid delimiter change `\(content)`: give two delimiters without spaces or `=`, "
                + "separated by a space, like `{{=<% %>=}}`"
        case .unclosedSection(let name):
            "section `\(name)` is never closed: add `{{/\(name)}}`"
        case .unexpectedClosingTag(let name):
            "closing tag `{{/\(name)}}` has no open section"
        case .mismatchedClosingTag(let expected, let found, let opener, let line, let column):
            "closing tag `{{/\(found)}}` does not match `\(opener)`, opened at \(line):\(column): close it with `{{/\(expected)}}`"
        case .missingTemplate(let name):
            "no template named `\(name)`"
        case .missingPartial(let name, let available):
            "partial `\(name)` does not exist" + Self.listing(available)
        case .missingParent(let name, let available):
            "parent template `\(name)` does not exist" + Self.listing(available)
        case .unresolvedDynamicName(let name):
            "dynamic name `*\(name)` does not resolve to the name of a template"
        case .recursionLimit(let name, let depth):
            "`\(name)` is nested more than \(depth) levels deep: a partial or parent includes itself without end"
        case .outputLimit(let name, let limit):
            "the page is past \(limit / 1024 / 1024) MB in `\(name)`: partials that include others more than once, "
                + "or sections over long lists inside each other, multiply the output"
        }
    }

    /// The templates there are, the nearest few, for a message about one that is missing.
    private static func listing(_ names: [String]) -> String {
        guard !names.isEmpty else { return ": there are no templates" }
        let shown = names.prefix(8).map { "`\($0)`" }.joined(separator: ", ")
        return "; the templates are, nearest first: " + shown + (names.count > 8 ? ", and \(names.count - 8) more" : "")
    }

    /// `name:line:column: error: message`, the form compilers use.
    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}
