/// GitHub's emoji shortcodes: `:tada:` becomes 🎉 in text, never in code. A name the table does
/// not know stays as written.
enum Emoji {
    /// Replaces the shortcodes in the text nodes of `document`.
    static func replaceShortcodes(in document: CmarkNode) {
        for node in document.nodes(where: { $0.kind == .text }) {
            guard let literal = node.literal, literal.utf8.contains(UInt8(ascii: ":")), let replaced = replacing(in: literal) else { continue }
            node.setLiteral(replaced)
        }
    }

    /// `text` with each known `:name:` replaced; nil when it has none.
    static func replacing(in text: String) -> String? {
        var result = ""
        var changed = false
        var rest = text[...]
        while let open = rest.firstIndex(of: ":") {
            let afterOpen = rest.index(after: open)
            let name = rest[afterOpen...].prefix(while: isNameCharacter)
            guard name.endIndex < rest.endIndex, rest[name.endIndex] == ":", !name.isEmpty, let emoji = byName[name] else {
                result += rest[..<name.endIndex]
                rest = rest[name.endIndex...]
                continue
            }
            result += rest[..<open] + emoji
            rest = rest[rest.index(after: name.endIndex)...]
            changed = true
        }
        return changed ? result + rest : nil
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLowercase || character.isNumber || character == "_" || character == "+" || character == "-")
    }

    /// The emoji of each name (without colons), read once from `table`.
    private static let byName: [Substring: String] = {
        let words = table.split(whereSeparator: \.isWhitespace)
        return Dictionary(stride(from: 0, to: words.count - 1, by: 2).map { (words[$0], String(words[$0 + 1])) }, uniquingKeysWith: { first, _ in first })
    }()
}
