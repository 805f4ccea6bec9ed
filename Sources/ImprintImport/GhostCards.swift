import Foundation
import ImprintCore
import Mustache

/// Ghost's cards, the blocks of its editor that are not text (an image, code, a Markdown block,
/// an embed), as the HTML Ghost showed for them. Mobiledoc and Lexical bodies hold the same cards
/// with the same fields: a Mobiledoc card's payload, a Lexical node's members.
enum GhostCards {
    /// The HTML of the card `name` with `payload`; nil for one this importer does not know.
    static func html(_ name: String, _ payload: [String: Any]) -> String? {
        let text = { (key: String) in payload[key] as? String ?? "" }
        switch name {
        case "markdown", "card-markdown":
            return MarkdownRenderer(smartPunctuation: false, highlightsCode: false).render(text("markdown")).html
        case "html":
            return text("html")
        case "image":
            return figure(image(payload), caption: text("caption"), link: text("href"))
        case "code", "codeblock":
            let language = text("language").isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(text("language")))\""
            return figure("<pre><code\(language)>\(HTMLEscaping.escape(text("code")))</code></pre>", caption: text("caption"))
        case "embed":
            let embed = text("html").isEmpty ? "<p>\(link(text("url"), text("url")))</p>" : text("html")
            return figure(embed, caption: text("caption"))
        case "bookmark":
            let metadata = payload["metadata"] as? [String: Any] ?? [:]
            let title = metadata["title"] as? String ?? text("url"), description = metadata["description"] as? String ?? ""
            let card = "<p>\(link(text("url"), "<strong>\(HTMLEscaping.escape(title))</strong>"))"
                + (description.isEmpty ? "" : "<br>\(HTMLEscaping.escape(description))") + "</p>"
            return figure(card, caption: text("caption"))
        case "gallery":
            let images = (payload["images"] as? [[String: Any]] ?? []).map(image)
            return figure(images.joined(separator: "\n"), caption: text("caption"))
        case "hr", "horizontalrule":
            return "<hr>"
        case "callout":
            let emoji = text("calloutEmoji").isEmpty ? "" : HTMLEscaping.escape(text("calloutEmoji")) + " "
            return "<blockquote>\(emoji)\(text("calloutText"))</blockquote>"
        case "toggle":
            return "<h4>\(text("heading"))</h4>\n\(text("content"))"
        case "button":
            return "<p>\(link(text("buttonUrl"), HTMLEscaping.escape(text("buttonText"))))</p>"
        case "header":
            return "<h2>\(text("header"))</h2>\n<p>\(text("subheader"))</p>"
        case "video", "audio", "file":
            // A player of a file on the old site: a link to the file, named as Ghost named it.
            let label = text(name == "file" ? "fileName" : "title")
            return "<p>\(link(text("src"), HTMLEscaping.escape(label.isEmpty ? text("src") : label)))</p>"
        case "paywall", "email", "email-cta", "signup":
            // Ghost's markers for members and newsletters, which show nothing on the web page.
            return ""
        default:
            return nil
        }
    }
}

private extension GhostCards {
    static func image(_ payload: [String: Any]) -> String {
        let source = payload["src"] as? String ?? "", alt = payload["alt"] as? String ?? ""
        return "<img src=\"\(HTMLEscaping.escape(source))\" alt=\"\(HTMLEscaping.escape(alt))\">"
    }

    static func link(_ url: String, _ inner: String) -> String {
        "<a href=\"\(HTMLEscaping.escape(url))\">\(inner)</a>"
    }

    /// `inner` in a figure with its caption (which Ghost keeps as HTML), or alone without one.
    static func figure(_ inner: String, caption: String, link: String = "") -> String {
        let content = link.isEmpty ? inner : Self.link(link, inner)
        return caption.isEmpty ? content : "<figure>\(content)<figcaption>\(caption)</figcaption></figure>"
    }
}
