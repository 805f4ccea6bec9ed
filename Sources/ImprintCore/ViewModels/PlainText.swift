import Foundation

/// Text for `<meta name="description">` and feed summaries, taken from rendered HTML.
enum PlainText {
    private static let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&nbsp;": " "]

    /// `from(html:)`, or nil when it is empty.
    static func nonEmpty(from html: String) -> String? {
        let text = from(html: html)
        return text.isEmpty ? nil : text
    }

    /// The text of `html` without tags, entities decoded, white space collapsed,
    /// cut at a word boundary near `limit` characters with an ellipsis.
    static func from(html: String, limit: Int = 200) -> String {
        var text = ""
        var inTag = false
        for character in html {
            switch character {
            case "<": inTag = true
            case ">" where inTag: inTag = false; text += " "
            default: if !inTag { text.append(character) }
            }
        }
        for (entity, character) in entities { text = text.replacingOccurrences(of: entity, with: character) }
        let words = text.split(whereSeparator: \.isWhitespace)
        var result = ""
        for word in words {
            if result.count + word.count + 1 > limit { return result + "…" }
            result += result.isEmpty ? String(word) : " " + word
        }
        return result
    }
}
