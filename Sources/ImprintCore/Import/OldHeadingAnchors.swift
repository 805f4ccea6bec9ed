/// Keeps the ids another generator gave a page's headings where Imprint gives them others, so
/// that a link to `/post/#old-id` still lands on its heading: an empty anchor, `<a id="old-id"></a>`,
/// at the start of the heading's text, which changes neither its text nor Imprint's id for it.
/// An old id that is another heading's id in Imprint gets no anchor: the page has it already;
/// nor does a heading with an id of its author's (`## Notes {#notes}`), which both generators give it.
enum OldHeadingAnchors {
    /// `markdown` with those anchors; `oldIDs` gives the old generator's ids of the headings'
    /// texts (without markup), all of a page at once, in order.
    static func add(to markdown: String, oldIDs: ([String]) -> [String]) -> String {
        let headings = MarkdownRenderer(smartPunctuation: false, highlightsCode: false).render(markdown).headings
        let lines = MarkdownRenderer.headingLines(of: markdown)
        guard !headings.isEmpty, lines.count == headings.count else { return markdown }
        let old = oldIDs(headings.map(\.text)), ids = Set(headings.map(\.id))
        var text = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, heading) in headings.enumerated() where old[index] != heading.id && !ids.contains(old[index]) && lines[index] <= text.count {
            let line = text[lines[index] - 1]
            guard line.firstMatch(of: /\{#[^}\s]+[^}]*\}\s*$/) == nil else { continue }
            let start = line.prefixMatch(of: markers).map { line.index(line.startIndex, offsetBy: $0.output.count) } ?? line.startIndex
            text[lines[index] - 1].insert(contentsOf: "<a id=\"\(XMLText.escape(old[index]))\"></a>", at: start)
        }
        return text.joined(separator: "\n")
    }

    /// What stands before a heading's text on its line: indentation, quote and list markers, and
    /// an ATX heading's `#`s.
    private nonisolated(unsafe) static let markers = /[ \t]*(?:(?:>[ \t]?|[-*+][ \t]+|\d{1,9}[.)][ \t]+)[ \t]*)*(?:#{1,6}(?:[ \t]+|$))?/
}
