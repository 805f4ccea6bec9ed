import CCmarkGFM
import Foundation

/// Where a body's summary ends: its first `<!--more-->` (or `<!-- more -->`, in any case, as in
/// Hugo and Zola), found in the document tree and moved to the boundary between two top-level
/// blocks, so that the summary is always whole elements. A marker with text before it in a
/// paragraph splits the paragraph; one inside a list, a quote or a raw `<div>` ends the summary
/// after that whole block.
enum MoreMarker {
    /// What the HTML holds, on a line of its own, where the summary ends.
    static let cut = "<!--imprint-summary-end-->\n"

    /// Puts `cut` after the blocks of the summary and returns it; nil when the body has no marker.
    static func markCut(in document: OpaquePointer) -> OpaquePointer? {
        let markers = CmarkTree.nodes(of: document) { node in
            let type = cmark_node_get_type(node)
            return (type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE) && cmark_node_get_literal(node).map { holdsMarker(String(cString: $0)) } == true
        }
        // A footnote is written at the end of the page, whatever its place: a marker in one is no cut.
        guard let (marker, top) = markers.lazy.map({ ($0, topBlock(of: $0, in: document)) })
            .first(where: { cmark_node_get_type($0.1) != CMARK_NODE_FOOTNOTE_DEFINITION })
        else { return nil }
        let literal = String(cString: cmark_node_get_literal(marker))
        let stripped = literal.replacingOccurrences(of: pattern, with: "", options: [.regularExpression, .caseInsensitive])
        if marker == top, stripped.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            // A line of its own: the marker is the boundary.
            return CmarkTree.replace(marker, withHTML: cut)
        }
        if cmark_node_get_type(marker) == CMARK_NODE_HTML_INLINE { trimText(around: marker) }
        if cmark_node_get_type(marker) == CMARK_NODE_HTML_INLINE, let paragraph = cmark_node_parent(marker), paragraph == top,
           cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH, let rest = cmark_node_new(CMARK_NODE_PARAGRAPH) {
            // Text before it in a paragraph: the paragraph is split there.
            while let next = cmark_node_next(marker) { cmark_node_append_child(rest, next) }
            CmarkTree.remove(marker)
            cmark_node_insert_after(paragraph, rest)
            if cmark_node_first_child(rest) == nil { CmarkTree.remove(rest) }
            let block = CmarkTree.insertHTML(cut, after: paragraph)
            if cmark_node_first_child(paragraph) == nil { CmarkTree.remove(paragraph) }
            return block
        }
        // Inside a larger block: it ends the summary after that block, and goes.
        let block = CmarkTree.insertHTML(cut, after: top)
        if cmark_node_get_type(marker) == CMARK_NODE_HTML_INLINE { CmarkTree.remove(marker) } else { cmark_node_set_literal(marker, stripped) }
        return block
    }

    /// Puts `cut` after the body's first block when it is a paragraph, the summary of a body
    /// without a marker, and returns it.
    static func markFirstParagraph(in document: OpaquePointer) -> OpaquePointer? {
        guard let first = cmark_node_first_child(document), cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH else { return nil }
        return CmarkTree.insertHTML(cut, after: first)
    }

    /// The whole HTML without the cut, the summary, and whether anything follows it, of `html`
    /// rendered from a marked document. Bytes are compared: every body has a cut.
    static func split(_ html: String) -> (html: String, summary: String, hasMore: Bool)? {
        let bytes = html.utf8
        guard let offset = cutOffset(in: html) else { return nil }
        let cutStart = bytes.index(bytes.startIndex, offsetBy: offset)
        let before = bytes[..<cutStart], rest = bytes[bytes.index(cutStart, offsetBy: cut.utf8.count)...]
        let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
        let start = before.firstIndex { !isSpace($0) } ?? before.endIndex
        let end = before.lastIndex { !isSpace($0) }.map(bytes.index(after:)) ?? start
        return (String(Substring(before)) + String(Substring(rest)), String(Substring(bytes[start..<max(start, end)])), rest.contains { !isSpace($0) })
    }

    /// `<!--more-->`, `<!-- more -->`, and WordPress's `<!--more Read on-->`.
    private static let pattern = "<!--\\s*more(\\s[^>]*)?-->"

    /// Where `cut` starts in `html`, in bytes: a scan of raw bytes, since every body is searched.
    private static func cutOffset(in html: String) -> Int? {
        var html = html
        let needle = Array(cut.utf8)
        return html.withUTF8 { text -> Int? in
            guard text.count >= needle.count else { return nil }
            for start in 0...(text.count - needle.count) where text[start] == needle[0] {
                if needle.indices.allSatisfy({ text[start + $0] == needle[$0] }) { return start }
            }
            return nil
        }
    }

    /// The top-level block `node` is in.
    private static func topBlock(of node: OpaquePointer, in document: OpaquePointer) -> OpaquePointer {
        var top = node
        while let parent = cmark_node_parent(top), parent != document { top = parent }
        return top
    }

    /// Drops the spaces between an inline marker and the text beside it.
    private static func trimText(around marker: OpaquePointer) {
        if let before = cmark_node_previous(marker) { changeText(of: before) { String($0.reversed().drop(while: \.isWhitespace).reversed()) } }
        if let after = cmark_node_next(marker) { changeText(of: after) { String($0.drop(while: \.isWhitespace)) } }
    }

    private static func changeText(of node: OpaquePointer, _ change: (String) -> String) {
        guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else { return }
        cmark_node_set_literal(node, change(String(cString: literal)))
    }

    private static func holdsMarker(_ text: String) -> Bool {
        text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
    }
}
