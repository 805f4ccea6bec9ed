import Foundation

/// The raw HTML of imported Markdown (a Hugo or Jekyll page's body), cleaned as imported HTML
/// is (`HTMLSanitizer`): a build passes it into the page as written, and it is no more the new
/// site's author's own than an export's HTML. An embed the theme has a shortcode for becomes it.
/// Only the HTML that changes is written again; the rest of the text stays as it was.
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
        return (result, removals)
    }
}

private extension ImportedMarkdownHTML {
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
