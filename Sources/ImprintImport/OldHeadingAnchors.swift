import ImprintCore

/// Keeps the ids another generator gave a page's headings where Imprint gives them others, so
/// that a link to `/post/#old-id` still lands on its heading: an empty anchor, `<a id="old-id"></a>`,
/// at the start of the heading's text, which changes neither its text nor Imprint's id for it.
/// An old id that is another heading's id in Imprint, or an earlier heading's old id, gets no
/// anchor: the page has it already; nor does a heading with an id of its author's
/// (`## Notes {#notes}`), which both generators give it. The old ids come from each generator's
/// own function (Hugo's Goldmark, Jekyll's kramdown or redcarpet); this is where they are placed.
enum OldHeadingAnchors {
    /// A heading of the page, as an old generator's id function reads it.
    struct Heading {
        /// Its text without markup, as Imprint renders it.
        let text: String
        /// Its line as written, without the markers before it (indentation, quote and list
        /// markers, `#`s) and the closing `#`s after it.
        let source: String
        /// Whether it names its own id (`{#notes}`), which it keeps, so it gets no anchor.
        let hasOwnID: Bool
    }

    /// `markdown` with those anchors; `oldIDs` gives the old generator's ids of the headings, all
    /// of a page at once, in order (an empty id for one it gave none). Nothing changes when the
    /// headings cannot be paired with their lines.
    static func add(to markdown: String, oldIDs: ([Heading]) -> [String]) -> String {
        let headings = MarkdownRenderer(smartPunctuation: false, highlightsCode: false).render(markdown).headings
        let lines = MarkdownRenderer.headingLines(of: markdown)
        var text = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !headings.isEmpty, lines.count == headings.count, lines.allSatisfy({ (1...text.count).contains($0) }) else { return markdown }
        let read = zip(headings, lines).map { heading, number in
            let line = text[number - 1]
            let start = line.prefixMatch(of: markers).map { line.index(line.startIndex, offsetBy: $0.output.count) } ?? line.startIndex
            return (start, Heading(text: heading.text, source: String(line[start...]).replacing(closing, with: ""),
                                   hasOwnID: line.firstMatch(of: ownID) != nil))
        }
        let old = oldIDs(read.map(\.1))
        var taken = Set(headings.map(\.id))
        for (index, heading) in headings.enumerated() where old[index] != heading.id && !read[index].1.hasOwnID && !old[index].isEmpty {
            guard taken.insert(old[index]).inserted else { continue }
            text[lines[index] - 1].insert(contentsOf: "<a id=\"\(XMLText.escape(old[index]))\"></a>", at: read[index].0)
        }
        return text.joined(separator: "\n")
    }

    /// What stands before a heading's text on its line: indentation, quote and list markers, and
    /// an ATX heading's `#`s.
    private nonisolated(unsafe) static let markers = /[ \t]*(?:(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+)[ \t]*)*(?:#{1,6}(?:[ \t]+|$))?/

    /// An ATX heading's closing `#`s, and the spaces at the end of its line.
    private nonisolated(unsafe) static let closing = /(?:[ \t]+#+)?[ \t]*$/

    /// An id of the author's at the end of a heading's line.
    private nonisolated(unsafe) static let ownID = /\{#[^}\s]+[^}]*\}\s*$/
}
