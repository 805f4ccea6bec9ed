/// A content file split into its YAML front matter and its Markdown body.
package struct FrontMatter: Sendable {
    /// The parsed keys.
    package let fields: YAMLNode
    /// The text after the closing `---`.
    package let body: MarkdownBody

    package init(fields: YAMLNode, body: MarkdownBody) {
        self.fields = fields
        self.body = body
    }

    /// Splits `source` at its `---` lines and parses the YAML between them.
    /// YAML positions come back as positions in the whole file.
    package init(_ source: SourceText) throws(ContentError) {
        // Found in the bytes, line by line, without splitting the whole file (its body may be megabytes).
        let text = source.text.utf8
        var lineStart = text.startIndex, lineNumber = 1
        var yamlStart: String.Index?, closing: (start: String.Index, line: Int)?
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let isFence = Self.isFence(text[lineStart..<lineEnd])
            if lineNumber == 1 {
                guard isFence else { break }
                yamlStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
            } else if isFence {
                closing = (lineStart, lineNumber)
                break
            }
            guard lineEnd < text.endIndex else { break }
            lineStart = text.index(after: lineEnd)
            lineNumber += 1
        }
        guard let yamlStart else {
            throw ContentError(.missingFrontMatter, path: source.path, line: 1, column: 1)
        }
        guard let closing else {
            throw ContentError(.unclosedFrontMatter, path: source.path, line: 1, column: 1)
        }
        // The YAML without the line break before the closing fence; the body after the fence's line.
        let yamlEnd = closing.start > yamlStart ? text.index(before: closing.start) : yamlStart
        let yaml = String(source.text[yamlStart..<yamlEnd])
        let fenceEnd = text[closing.start...].firstIndex(of: UInt8(ascii: "\n")).map(text.index(after:)) ?? text.endIndex
        body = MarkdownBody(text: String(source.text[fenceEnd...]), line: closing.line + 1)
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

extension FrontMatter {
    /// Whether a line is `---`, maybe with trailing spaces or tabs.
    private static func isFence(_ line: Substring.UTF8View) -> Bool {
        var line = line
        while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { line.removeLast() }
        return line.elementsEqual("---".utf8)
    }
}

extension Substring {
    package var trimmingTrailingSpaces: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
