import ImprintCore

/// The prose of an imported body, for passes that rewrite what it links to: its lines outside
/// code blocks (fenced or indented, as cmark finds them), and in each line what is outside code
/// spans. Code is shown as written, so nothing in it is rewritten.
enum ProseLines {
    /// `markdown` with each line outside code blocks passed through `transform`, with its number from 1.
    static func map(_ markdown: String, _ transform: (_ line: String, _ number: Int) -> String) -> String {
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            code.contains(index + 1) ? String(line) : transform(String(line), index + 1)
        }.joined(separator: "\n")
    }

    /// `line` with each match of `pattern` outside code spans replaced by `replacement(match)`,
    /// or left when it gives nil.
    static func replacing<Output>(
        _ pattern: Regex<Output>, in line: String, with replacement: (Regex<Output>.Match) -> String?
    ) -> String {
        let codeSpans = line.matches(of: /`+[^`]*`+/).map(\.range)
        let replacements = line.matches(of: pattern).filter { match in !codeSpans.contains { $0.contains(match.range.lowerBound) } }
            .compactMap { match in replacement(match).map { (match.range, $0) } }
        var result = line
        for (range, text) in replacements.reversed() { result.replaceSubrange(range, with: text) }
        return result
    }
}
