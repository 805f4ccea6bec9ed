import CCmarkGFM
import Foundation

/// `## Title {#custom-id .class}`: the attributes Hugo and Zola read at the end of a heading.
/// The braces hold `#id` and `.class` words only; anything else in them is text.
struct HeadingAttributes: Equatable {
    var id: String?
    var classes: [String] = []

    /// The attributes at the end of `heading`'s text, taken out of it; nil when it has none.
    static func take(from heading: OpaquePointer) -> HeadingAttributes? {
        guard let last = cmark_node_last_child(heading), cmark_node_get_type(last) == CMARK_NODE_TEXT,
              let pointer = cmark_node_get_literal(last), endsWithBrace(pointer)
        else { return nil }
        let literal = String(cString: pointer)
        let trimmed = Substring(literal.reversed().drop(while: \.isWhitespace).reversed())
        guard trimmed.last == "}", let open = trimmed.lastIndex(of: "{"),
              let attributes = parse(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        else { return nil }
        let rest = String(String(trimmed[..<open].reversed().drop(while: \.isWhitespace)).reversed())
        if rest.isEmpty, cmark_node_previous(last) != nil {
            CmarkTree.remove(last)
        } else {
            cmark_node_set_literal(last, rest)
        }
        return attributes
    }

    /// Whether the C string's last byte but spaces is `}`: most headings have no attributes.
    private static func endsWithBrace(_ text: UnsafePointer<CChar>) -> Bool {
        var index = strlen(text)
        while index > 0, text[index - 1] == 0x20 || text[index - 1] == 0x09 { index -= 1 }
        return index > 0 && text[index - 1] == 0x7D
    }

    private static func parse(_ text: Substring) -> HeadingAttributes? {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return nil }
        var attributes = HeadingAttributes()
        for word in words {
            let name = String(word.dropFirst())
            guard !name.isEmpty, !name.contains(where: { "{}\"'<>&=".contains($0) }) else { return nil }
            switch word.first {
            case "#" where attributes.id == nil: attributes.id = name
            case ".": attributes.classes.append(name)
            default: return nil
            }
        }
        return attributes
    }
}
