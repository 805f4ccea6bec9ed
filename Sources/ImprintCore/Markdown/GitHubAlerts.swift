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
    static func apply(in document: CmarkNode) {
        for quote in document.nodes(where: { $0.kind == .blockQuote }) {
            guard let paragraph = quote.firstChild, paragraph.kind == .paragraph, let marker = paragraph.firstChild,
                  let kind = kind(of: marker)
            else { continue }
            // The marker must be alone on its line, and the alert must say something.
            let next = marker.next
            guard next == nil || [.softBreak, .lineBreak].contains(next?.kind) else { continue }
            guard next?.next != nil || paragraph.next != nil else { continue }
            marker.remove()
            next?.remove()
            if paragraph.firstChild == nil { paragraph.remove() }
            let title = kind.prefix(1).uppercased() + kind.dropFirst()
            quote.insertHTMLBlock(
                before: "<div class=\"markdown-alert markdown-alert-\(kind)\" role=\"note\">\n<p class=\"markdown-alert-title\">\(title)</p>\n")
            while let child = quote.firstChild {
                child.move(before: quote)
            }
            quote.replace(withHTMLBlock: "</div>\n")
        }
    }

    /// The kind of alert a text node such as `[!NOTE]` starts, lowercased.
    private static func kind(of node: CmarkNode) -> String? {
        guard node.kind == .text else { return nil }
        // Most quotes start with words: settled by their first bytes, before any string is made.
        let mayBeMarker = node.withLiteralBytes { bytes in
            let (space, tab, open, bang) = (UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "["), UInt8(ascii: "!"))
            guard let start = bytes.firstIndex(where: { $0 != space && $0 != tab }) else { return false }
            // A non-ASCII first byte may be a Unicode space, which the trimming below takes.
            return bytes[start] >= 0x80 || bytes[start] == open && start + 1 < bytes.count && bytes[start + 1] == bang
        }
        guard mayBeMarker == true, let literal = node.literal else { return nil }
        let text = literal.trimmingCharacters(in: .whitespaces).lowercased()
        guard text.hasPrefix("[!"), text.hasSuffix("]") else { return nil }
        let kind = String(text.dropFirst(2).dropLast())
        return kinds.contains(kind) ? kind : nil
    }
}
