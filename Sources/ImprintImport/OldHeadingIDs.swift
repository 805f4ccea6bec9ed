import Foundation
import ImprintCore

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

    /// `markdown` with an anchor at each heading whose old id is not Imprint's.
    static func keep(in markdown: String, style: Style) -> String {
        OldHeadingAnchors.add(to: markdown) { ids(of: $0, style: style) }
    }
}

private extension OldHeadingIDs {
    /// The old ids of a page's headings, in order. kramdown reads a heading as written, its
    /// classes (`{.note}`) no text, and numbers an id it gave before (`-1`, `-2`); a heading with
    /// its own id takes no number.
    static func ids(of headings: [OldHeadingAnchors.Heading], style: Style) -> [String] {
        var used: [String: Int] = [:]
        return headings.map { heading in
            switch style {
            case .kramdown(let prefix):
                guard !heading.hasOwnID else { return "" }
                let base = kramdownID(heading.source.replacing(/\s*\{\.[^}]*\}\s*$/, with: ""))
                let count = used[base]
                used[base] = (count ?? -1) + 1
                return prefix + (count.map { "\(base)-\($0 + 1)" } ?? base)
            case .redcarpet:
                return redcarpetID(heading.text)
            }
        }
    }

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
