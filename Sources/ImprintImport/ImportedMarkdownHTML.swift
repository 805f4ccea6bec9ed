import Foundation
import ImprintCore

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
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var removals: [Removal] = []
        // From the last to the first, so that HTML written again in fewer lines moves none still to come.
        for raw in MarkdownRenderer.rawHTML(in: markdown).reversed() {
            let (cleaned, removed) = cleanedWithShortcodes(raw.html)
            guard cleaned != raw.html, replace(raw, with: cleaned, in: &lines) else { continue }
            removals.insert(contentsOf: removed.map { Removal(line: raw.line, removal: $0) }, at: 0)
        }
        let links = cleaningLinks(lines.joined(separator: "\n"))
        return (links.markdown, removals + links.removals)
    }
}

private extension ImportedMarkdownHTML {
    /// A link's destination in Markdown (`](…)`, parentheses inside one level deep), and a
    /// reference definition's (`[id]: …`).
    nonisolated(unsafe) static let destination = /(\]\(\s*)(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))+)/
    nonisolated(unsafe) static let definition = /^( {0,3}\[[^\]]+\]:[ \t]*)(<[^>\n]*>|\S+)/
    /// An autolink (`<javascript:alert(1)>`): a scheme, a colon, no space or angle bracket.
    nonisolated(unsafe) static let autolink = /<[A-Za-z][A-Za-z0-9+.\-]{1,31}:[^\s<>]*>/

    /// Markdown links and images whose address would run script (`[x](javascript:…)`, however
    /// written) lead to `#` instead, and such an autolink (`<javascript:…>`) shows as text: cmark
    /// finds them, entities and escapes decoded, and each destination on a line that holds one
    /// is read by cmark again, alone, to be sure it is one.
    static func cleaningLinks(_ markdown: String) -> (markdown: String, removals: [Removal]) {
        guard MarkdownRenderer.linkDestinations(in: markdown).contains(where: { ScriptURL.runs($0.url) }) else { return (markdown, []) }
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        var removals: [Removal] = []
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line -> String in
            guard !code.contains(index + 1) else { return String(line) }
            let replace = { (probe: String, written: String, harmless: String) -> String in
                guard let url = MarkdownRenderer.linkDestinations(in: probe).first?.url, ScriptURL.runs(url) else { return written }
                removals.append(Removal(line: index + 1, removal: HTMLSanitizer.Removal(element: "a", attribute: "href", value: url)))
                return harmless
            }
            return String(line)
                .replacing(destination) { replace("[x](\($0.output.2))", String($0.output.0), $0.output.1 + "#") }
                .replacing(definition) { replace("[x]: \($0.output.2)\n\n[x]", String($0.output.0), $0.output.1 + "#") }
                .replacing(autolink) { replace(String($0.output), String($0.output), "\\" + $0.output.dropLast() + "\\>") }
        }
        return (lines.joined(separator: "\n"), removals)
    }

    static func cleanedWithShortcodes(_ html: String) -> (String, [HTMLSanitizer.Removal]) {
        let (cleaned, removals) = HTMLSanitizer.cleanRaw(html, preparing: EmbedShortcode.marked)
        return (EmbedShortcode.unmarked(cleaned), removals)
    }

    /// Puts `cleaned` where `raw` is in `lines`: on its line, or on its lines after the quote and
    /// list markers that stand before each (cmark's text of a block leaves them out). Whether it
    /// found it there.
    static func replace(_ raw: (line: Int, html: String), with cleaned: String, in lines: inout [String]) -> Bool {
        let parts = (raw.html.hasSuffix("\n") ? String(raw.html.dropLast()) : raw.html).split(separator: "\n", omittingEmptySubsequences: false)
        let first = raw.line - 1, last = first + parts.count - 1
        guard first >= 0, last < lines.count else { return false }
        let text = cleaned.hasSuffix("\n") ? String(cleaned.dropLast()) : cleaned
        guard parts.count > 1 else {
            guard let range = lines[first].range(of: parts[0]) else { return false }
            lines[first].replaceSubrange(range, with: text)
            return true
        }
        // Its first line ends the text's line, its middle lines end theirs, and its last starts its own after the markers.
        guard lines[first].hasSuffix(parts[0]), (first + 1..<last).allSatisfy({ lines[$0].hasSuffix(parts[$0 - first]) }),
              let end = lines[last].range(of: parts[parts.count - 1])
        else { return false }
        let markers = lines[last][..<end.lowerBound]
        let written = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 ? String($0.element) : String(markers + $0.element) }
        let replacement = String(lines[first].dropLast(parts[0].count)) + written.joined(separator: "\n") + String(lines[last][end.upperBound...])
        lines.replaceSubrange(first...last, with: [replacement])
        return true
    }
}
