import Foundation

/// The raw HTML of imported Markdown (a Hugo or Jekyll page's body), cleaned as imported HTML
/// is (`HTMLSanitizer`): a build passes it into the page as written, and it is no more the new
/// site's author's own than an export's HTML. An embed the theme has a shortcode for becomes it,
/// and a Markdown link to a script URL leads nowhere. Only what changes is written again; the
/// rest of the text stays as it was.
enum ImportedMarkdownHTML {
    /// One removal, at its line in `markdown` (from 1).
    struct Removal {
        let line: Int
        let removal: HTMLSanitizer.Removal
    }

    static func clean(_ markdown: String) -> (markdown: String, removals: [Removal]) {
        var result = markdown
        var removals: [Removal] = []
        var searchFrom = result.startIndex
        for raw in MarkdownRenderer.rawHTML(in: markdown) {
            let (cleaned, removed) = cleanedWithShortcodes(raw.html)
            guard cleaned != raw.html else { continue }
            // Code before it on its line may show the same text: look from its own line on.
            let lineStart = lineStart(raw.line, in: result)
            guard let range = result.range(of: raw.html, range: max(searchFrom, lineStart)..<result.endIndex)
                ?? result.range(of: raw.html, range: searchFrom..<result.endIndex)
            else { continue }
            removals += removed.map { Removal(line: raw.line, removal: $0) }
            result.replaceSubrange(range, with: cleaned)
            searchFrom = result.index(range.lowerBound, offsetBy: cleaned.count)
        }
        let links = cleaningLinks(result)
        return (links.markdown, removals + links.removals)
    }
}

private extension ImportedMarkdownHTML {
    /// A link's destination in Markdown (`](…)`, parentheses inside one level deep), and a
    /// reference definition's (`[id]: …`).
    nonisolated(unsafe) static let destination = /(\]\(\s*)(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))+)/
    nonisolated(unsafe) static let definition = /^( {0,3}\[[^\]]+\]:[ \t]*)(<[^>\n]*>|\S+)/

    /// Markdown links and images whose address would run script (`[x](javascript:…)`, however
    /// written) lead to `#` instead: cmark finds them, entities and escapes decoded, and each
    /// destination on a line that holds one is read by cmark again, alone, to be sure it is one.
    static func cleaningLinks(_ markdown: String) -> (markdown: String, removals: [Removal]) {
        guard MarkdownRenderer.linkDestinations(in: markdown).contains(where: { ScriptURL.runs($0.url) }) else { return (markdown, []) }
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        var removals: [Removal] = []
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line -> String in
            guard !code.contains(index + 1) else { return String(line) }
            let replace = { (prefix: Substring, written: Substring, probe: String) -> String in
                guard let url = MarkdownRenderer.linkDestinations(in: probe).first?.url, ScriptURL.runs(url) else { return String(prefix + written) }
                removals.append(Removal(line: index + 1, removal: HTMLSanitizer.Removal(element: "a", attribute: "href", value: url)))
                return prefix + "#"
            }
            return String(line).replacing(destination) { replace($0.output.1, $0.output.2, "[x](\($0.output.2))") }
                .replacing(definition) { replace($0.output.1, $0.output.2, "[x]: \($0.output.2)\n\n[x]") }
        }
        return (lines.joined(separator: "\n"), removals)
    }

    static func cleanedWithShortcodes(_ html: String) -> (String, [HTMLSanitizer.Removal]) {
        let (cleaned, removals) = HTMLSanitizer.cleanRaw(html, preparing: EmbedShortcode.marked)
        return (EmbedShortcode.unmarked(cleaned), removals)
    }

    static func lineStart(_ line: Int, in text: String) -> String.Index {
        var index = text.startIndex
        for _ in 1..<max(line, 1) {
            guard let newline = text[index...].firstIndex(of: "\n") else { return text.endIndex }
            index = text.index(after: newline)
        }
        return index
    }
}
