/// Code blocks and tables scroll sideways when they are wider than the page (the default theme
/// gives them `overflow-x: auto`). A region that scrolls must take keyboard focus, or a reader
/// without a mouse cannot read its end: cmark's `<pre>` and `<table>` get `tabindex="0"`, as the
/// highlighted code blocks of `Highlighter` do.
enum ScrollableBlocks {
    /// `html`, as cmark wrote it, with every `<pre>` and `<table>` start tag focusable. A byte
    /// scan: `replacingOccurrences` goes through NSString on Linux, and cost more than cmark.
    static func focusable(_ html: String) -> String {
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while let found = bytes.firstOffset(of: opening, in: index..<bytes.count) {
            guard let (tag, focusable) = tags.first(where: { bytes.hasPrefix($0.tag, at: found) }) else {
                index = found + 1
                continue
            }
            if result.isEmpty { result.reserveCapacity(bytes.count + 64) }
            result += bytes[copied..<found]
            result += focusable
            copied = found + tag.count
            index = copied
        }
        guard copied > 0 else { return html }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    private static let opening = Array("<".utf8)
    private static let tags = ["pre", "table"].map { (tag: Array("<\($0)>".utf8), focusable: Array("<\($0) tabindex=\"0\">".utf8)) }
}
