import Foundation
import ImprintCore
import Mustache

/// A Ghost body in Lexical (Ghost 5 and later): JSON of a tree of nodes (paragraphs, headings,
/// lists, quotes, links, text with its format bits) and cards; rendered to the HTML Ghost showed.
enum GhostLexical {
    /// The HTML of the document `json`, and the names of the nodes it does not know.
    static func html(_ json: String) -> (html: String, unknown: [String]) {
        guard let document = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any],
              let root = document["root"] as? [String: Any]
        else { return ("", []) }
        var unknown: [String] = []
        let html = children(root, unknown: &unknown, separator: "\n")
        return (html, unknown)
    }
}

private extension GhostLexical {
    /// Text formats, by their bits: bold, italic, strikethrough, underline, code, subscript, superscript.
    static let formats = [(1, "strong"), (2, "em"), (4, "s"), (8, "u"), (16, "code"), (32, "sub"), (64, "sup")]

    static func children(_ node: [String: Any], unknown: inout [String], separator: String = "") -> String {
        (node["children"] as? [[String: Any]] ?? []).map { html($0, unknown: &unknown) }.joined(separator: separator)
    }

    static func html(_ node: [String: Any], unknown: inout [String]) -> String {
        let type = node["type"] as? String ?? ""
        switch type {
        case "paragraph":
            return "<p>\(children(node, unknown: &unknown))</p>"
        case "heading", "extended-heading":
            let tag = (node["tag"] as? String).flatMap { $0.wholeMatch(of: /h[1-6]/) != nil ? $0 : nil } ?? "h2"
            return "<\(tag)>\(children(node, unknown: &unknown))</\(tag)>"
        case "quote", "extended-quote", "aside":
            return "<blockquote><p>\(children(node, unknown: &unknown))</p></blockquote>"
        case "list":
            let tag = node["listType"] as? String == "number" ? "ol" : "ul"
            return "<\(tag)>\(children(node, unknown: &unknown))</\(tag)>"
        case "listitem":
            return "<li>\(children(node, unknown: &unknown))</li>"
        case "link", "autolink":
            return "<a href=\"\(HTMLEscaping.escape(node["url"] as? String ?? ""))\">\(children(node, unknown: &unknown))</a>"
        case "text", "extended-text", "code-highlight", "tab":
            return formatted(node)
        case "linebreak":
            return "<br>"
        case "code" where node["children"] != nil:
            // Lexical's own code block, whose text is its children's; Ghost's code card has `code`.
            let code = (node["children"] as? [[String: Any]] ?? []).map { $0["type"] as? String == "linebreak" ? "\n" : $0["text"] as? String ?? "" }.joined()
            return GhostCards.html("code", ["code": code, "language": node["language"] as? String ?? ""]) ?? ""
        default:
            guard let card = GhostCards.html(type, node) else {
                unknown.append(type)
                return children(node, unknown: &unknown)
            }
            return card
        }
    }

    /// A text node's text, escaped, in the tags of its format bits.
    static func formatted(_ node: [String: Any]) -> String {
        let format = node["format"] as? Int ?? 0
        let tags = formats.filter { format & $0.0 != 0 }.map(\.1)
        let text = HTMLEscaping.escape(node["text"] as? String ?? (node["type"] as? String == "tab" ? "\t" : ""))
        return tags.map { "<\($0)>" }.joined() + text + tags.reversed().map { "</\($0)>" }.joined()
    }
}
