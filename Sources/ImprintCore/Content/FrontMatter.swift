/// A content file split into its YAML front matter and its Markdown body.
struct FrontMatter: Sendable {
    /// The parsed keys.
    let fields: YAMLNode
    /// The text after the closing `---`.
    let body: MarkdownBody

    /// Splits `source` at its `---` lines and parses the YAML between them.
    /// YAML positions come back as positions in the whole file.
    init(_ source: SourceText) throws(ContentError) {
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingSpaces == "---" else {
            throw ContentError(.missingFrontMatter, path: source.path, line: 1, column: 1)
        }
        guard let closing = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingSpaces == "---" }) else {
            throw ContentError(.unclosedFrontMatter, path: source.path, line: 1, column: 1)
        }
        let yaml = lines[1..<closing].joined(separator: "\n")
        body = MarkdownBody(text: lines[(closing + 1)...].joined(separator: "\n"), line: closing + 2)
        let parsed: YAMLNode?
        do {
            parsed = try YAMLParser.parse(yaml, firstLine: 2)
        } catch {
            throw ContentError(error, path: source.path)
        }
        guard let parsed else {
            throw ContentError(.notAMapping(found: "empty"), path: source.path, line: 2, column: 1)
        }
        guard case .mapping = parsed.kind else {
            throw ContentError(.notAMapping(found: parsed.kindDescription), path: source.path, line: parsed.line, column: parsed.column)
        }
        fields = parsed
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
