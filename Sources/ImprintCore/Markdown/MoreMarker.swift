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
    static func markCut(in document: CmarkNode) -> CmarkNode? {
        let markers = document.nodes { node in
            let kind = node.kind
            return (kind == .htmlBlock || kind == .htmlInline) && node.literal.map(holdsMarker) == true
        }
        // A footnote is written at the end of the page, whatever its place: a marker in one is no cut.
        guard let (marker, top) = markers.lazy.map({ ($0, topBlock(of: $0, in: document)) })
            .first(where: { $0.1.kind != .footnoteDefinition }),
              let literal = marker.literal
        else { return nil }
        let stripped = literal.replacingOccurrences(of: pattern, with: "", options: [.regularExpression, .caseInsensitive])
        if marker == top, stripped.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            // A line of its own: the marker is the boundary.
            return marker.replace(withHTMLBlock: cut)
        }
        let isInline = marker.kind == .htmlInline
        if isInline { trimText(around: marker) }
        if isInline, let paragraph = marker.parent, paragraph == top, paragraph.kind == .paragraph, let rest = paragraph.insertParagraphAfter() {
            // Text before it in a paragraph: the paragraph is split there.
            while let next = marker.next { next.move(toEndOf: rest) }
            marker.remove()
            if rest.firstChild == nil { rest.remove() }
            let block = paragraph.insertHTMLBlock(after: cut)
            if paragraph.firstChild == nil { paragraph.remove() }
            return block
        }
        // Inside a larger block: it ends the summary after that block, and goes.
        let block = top.insertHTMLBlock(after: cut)
        if isInline { marker.remove() } else { marker.setLiteral(stripped) }
        return block
    }

    /// Puts `cut` after the body's first block when it is a paragraph, the summary of a body
    /// without a marker, and returns it.
    static func markFirstParagraph(in document: CmarkNode) -> CmarkNode? {
        guard let first = document.firstChild, first.kind == .paragraph else { return nil }
        return first.insertHTMLBlock(after: cut)
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
    private static func topBlock(of node: CmarkNode, in document: CmarkNode) -> CmarkNode {
        var top = node
        while let parent = top.parent, parent != document { top = parent }
        return top
    }

    /// Drops the spaces between an inline marker and the text beside it.
    private static func trimText(around marker: CmarkNode) {
        if let before = marker.previous { changeText(of: before) { String($0.reversed().drop(while: \.isWhitespace).reversed()) } }
        if let after = marker.next { changeText(of: after) { String($0.drop(while: \.isWhitespace)) } }
    }

    private static func changeText(of node: CmarkNode, _ change: (String) -> String) {
        guard node.kind == .text, let literal = node.literal else { return }
        node.setLiteral(change(literal))
    }

    private static func holdsMarker(_ text: String) -> Bool {
        text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
    }
}
