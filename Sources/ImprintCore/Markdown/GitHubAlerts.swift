import CCmarkGFM
import Foundation

/// GitHub's alerts: a blockquote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (in any case) becomes a callout with a title, in GitHub's markup:
///
///     <div class="markdown-alert markdown-alert-note" role="note">
///     <p class="markdown-alert-title">Note</p>
///     <p>The rest of the quote.</p>
///     </div>
enum GitHubAlerts {
    static let kinds = ["note", "tip", "important", "warning", "caution"]

    /// Turns the alerts of `document` into callouts. Its text nodes must be consolidated.
    static func apply(in document: OpaquePointer) {
        for quote in CmarkTree.nodes(of: document, where: { cmark_node_get_type($0) == CMARK_NODE_BLOCK_QUOTE }) {
            guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                  let marker = cmark_node_first_child(paragraph), let kind = kind(of: marker)
            else { continue }
            // The marker must be alone on its line, and the alert must say something.
            let next = cmark_node_next(marker)
            guard next == nil || [CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK].contains(cmark_node_get_type(next)) else { continue }
            guard next.flatMap(cmark_node_next) != nil || cmark_node_next(paragraph) != nil else { continue }
            [marker, next].compactMap { $0 }.forEach(CmarkTree.remove)
            if cmark_node_first_child(paragraph) == nil { CmarkTree.remove(paragraph) }
            let title = kind.prefix(1).uppercased() + kind.dropFirst()
            CmarkTree.insertHTML("<div class=\"markdown-alert markdown-alert-\(kind)\" role=\"note\">\n<p class=\"markdown-alert-title\">\(title)</p>\n", before: quote)
            while let child = cmark_node_first_child(quote) {
                cmark_node_insert_before(quote, child)
            }
            CmarkTree.replace(quote, withHTML: "</div>\n")
        }
    }

    /// The kind of alert a text node such as `[!NOTE]` starts, lowercased.
    private static func kind(of node: OpaquePointer) -> String? {
        guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node) else { return nil }
        // Most quotes start with words: settled by their first bytes, before any string is made.
        var start = literal
        while start.pointee == CChar(UInt8(ascii: " ")) || start.pointee == CChar(UInt8(ascii: "\t")) { start += 1 }
        // A non-ASCII first byte may be a Unicode space, which the trimming below takes.
        guard UInt8(bitPattern: start.pointee) >= 0x80 || start.pointee == CChar(UInt8(ascii: "[")) && start[1] == CChar(UInt8(ascii: "!")) else { return nil }
        let text = String(cString: literal).trimmingCharacters(in: .whitespaces).lowercased()
        guard text.hasPrefix("[!"), text.hasSuffix("]") else { return nil }
        let kind = String(text.dropFirst(2).dropLast())
        return kinds.contains(kind) ? kind : nil
    }
}
