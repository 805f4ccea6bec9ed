/// `## Title {#custom-id .class}`: the attributes Hugo and Zola read at the end of a heading.
/// The braces hold `#id` and `.class` words only; anything else in them is text.
struct HeadingAttributes: Equatable {
    var id: String?
    var classes: [String] = []

    /// The attributes at the end of `heading`'s text, taken out of it; nil when it has none.
    static func take(from heading: CmarkNode) -> HeadingAttributes? {
        guard let last = heading.lastChild, last.kind == .text, last.withLiteralBytes(endsWithBrace) == true, let literal = last.literal
        else { return nil }
        let trimmed = Substring(literal.reversed().drop(while: \.isWhitespace).reversed())
        guard trimmed.last == "}", let open = trimmed.lastIndex(of: "{"),
              let attributes = parse(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        else { return nil }
        let rest = String(String(trimmed[..<open].reversed().drop(while: \.isWhitespace)).reversed())
        if rest.isEmpty, last.previous != nil {
            last.remove()
        } else {
            last.setLiteral(rest)
        }
        return attributes
    }

    /// Whether the text's last byte but spaces is `}`: most headings have no attributes.
    private static func endsWithBrace(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.last { $0 != 0x20 && $0 != 0x09 } == 0x7D
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
