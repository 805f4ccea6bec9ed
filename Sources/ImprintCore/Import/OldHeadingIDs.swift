import Foundation

/// The heading ids a Jekyll site's Markdown gave its pages, kept where Imprint's differ, so that
/// links to `/post/#old-id` still land: kramdown's (ASCII letters, digits and dashes, without
/// leading digits: `## 1. Why` was `why`, `## 你好` was `section`) and redcarpet's with
/// `with_toc_data`. Each becomes an empty `<a id="old-id"></a>` at the start of its heading,
/// which keeps Imprint's own id.
enum OldHeadingIDs {
    enum Style: Equatable {
        /// kramdown's `auto_ids`, each after `auto_id_prefix`.
        case kramdown(prefix: String)
        /// redcarpet's `with_toc_data`.
        case redcarpet
    }

    /// `markdown` with an anchor for each ATX heading whose old id is not Imprint's. Nothing
    /// changes when the headings Imprint finds are not those lines (a heading in a quote, or
    /// underlined), since the ids could not be paired.
    static func keep(in markdown: String, style: Style) -> String {
        guard markdown.contains("#") else { return markdown }
        let headings = MarkdownRenderer(smartPunctuation: false).render(markdown).headings
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let found = lines.indices.compactMap { index in
            code.contains(index + 1) ? nil : lines[index].wholeMatch(of: atxHeading).map { (index, String($0.output.2)) }
        }
        guard !headings.isEmpty, found.count == headings.count else { return markdown }
        var taken = Set(headings.map(\.id)), used: [String: Int] = [:]
        for ((index, source), heading) in zip(found, headings) {
            // A heading with its own `{#id}` had that id on the old site too; classes are no text.
            guard source.firstMatch(of: /\{#[^}]*\}\s*$/) == nil else { continue }
            let source = source.replacing(/\s*\{\.[^}]*\}\s*$/, with: "")
            let old: String
            switch style {
            case .kramdown(let prefix):
                let base = kramdownID(source)
                let count = used[base]
                used[base] = (count ?? -1) + 1
                old = prefix + (count.map { "\(base)-\($0 + 1)" } ?? base)
            case .redcarpet:
                old = redcarpetID(heading.text)
            }
            guard !old.isEmpty, taken.insert(old).inserted else { continue }
            let anchor = "<a id=\"\(XMLText.escape(old))\"></a>"
            lines[index] = lines[index].replacing(/^( {0,3}#{1,6})[ \t]*/) { "\($0.output.1) \(anchor)" }
        }
        return lines.joined(separator: "\n")
    }
}

private extension OldHeadingIDs {
    nonisolated(unsafe) static let atxHeading = /( {0,3}#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*/

    /// kramdown's `basic_generate_id`, on the heading as written: leading characters that are
    /// not ASCII letters dropped, then all but ASCII letters, digits, spaces and `-`; spaces
    /// become `-`, letters lowercase; nothing left is `section`.
    static func kramdownID(_ text: String) -> String {
        let id = String(text.drop { !($0.isASCII && $0.isLetter) })
            .filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == " " || $0 == "-") }
            .replacingOccurrences(of: " ", with: "-").lowercased()
        return id.isEmpty ? "section" : id
    }

    /// redcarpet's `rndr_header_anchor`: each run of punctuation, spaces and characters beyond
    /// ASCII is one `-` (none at the start or end), the rest lowercase. Empty when nothing is left
    /// (redcarpet hashed the text then, which is not kept).
    static func redcarpetID(_ text: String) -> String {
        let stripped = Set(" -&+$,/:;=?@\"#{}|^~[]`\\*()%.!'<>")
        var id = "", pendingDash = false
        for character in text {
            if !character.isASCII || stripped.contains(character) {
                pendingDash = !id.isEmpty
            } else {
                if pendingDash { id += "-" }
                pendingDash = false
                id += character.lowercased()
            }
        }
        return id
    }
}
