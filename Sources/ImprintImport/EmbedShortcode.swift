import ImprintCore

/// The shortcode of the default theme for an embed in imported HTML: a YouTube, Vimeo, CodePen,
/// Speaker Deck or SlideShare player, a gist's or Speaker Deck's script, or a video. The
/// shortcode loads nothing until the reader asks; an embed it does not know is left to
/// `HTMLSanitizer`. A tweet's `<blockquote class="twitter-tweet">` is its text already, and
/// stays; its script goes.
enum EmbedShortcode {
    /// Stands for a player or a script the theme has a shortcode for, wherever it is in the
    /// HTML, until the Markdown is written: `HTMLSanitizer` removes every script and would
    /// remove the player too.
    static let marker = "imprint-embed"

    /// The nodes with each `script` and `iframe` that is a known embed, however deep, replaced by
    /// a marker holding its shortcode.
    static func marked(_ nodes: [MarkupNode]) -> [MarkupNode] {
        nodes.map { node in
            guard case .element(let element) = node else { return node }
            if ["script", "iframe"].contains(element.name), let shortcode = of(element) {
                return .element(MarkupElement(name: marker, attributes: [], children: [.text(shortcode)], line: element.line))
            }
            let children = marked(element.children)
            return .element(MarkupElement(name: element.name, attributes: element.attributes, children: children, line: element.line))
        }
    }

    /// The shortcode a marker holds, or the shortcode of a video; nil for anything else.
    static func shortcode(in element: MarkupElement) -> String? {
        element.name == marker ? element.text : of(element)
    }

    /// HTML (or Markdown holding it) with each marker written out as its shortcode, braces
    /// included, which `ProseEscaping` wrote as `&#123;` in the HTML around it.
    static func unmarked(_ html: String) -> String {
        guard html.contains("<\(marker)>") else { return html }
        return html.replacing(/<imprint-embed>(.*?)<\/imprint-embed>/) { match in
            [("&#123;", "{"), ("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")].reduce(String(match.output.1)) { text, reference in
                text.replacingOccurrences(of: reference.0, with: reference.1)
            }
        }
    }

    /// The shortcode that stands for `element`, or nil when it is no embed the theme knows.
    static func of(_ element: MarkupElement) -> String? {
        let source = element[attribute: "src"] ?? element.children.lazy.compactMap { node -> String? in
            if case .element(let child) = node, child.name == "source" { child[attribute: "src"] } else { nil }
        }.first ?? ""
        func quoted(_ value: String) -> String? { value.contains("\"") || value.isEmpty ? nil : "\"\(value)\"" }
        let title = element[attribute: "title"].flatMap(quoted).map { " title=\($0)" } ?? ""
        switch element.name {
        case "iframe":
            if let match = source.wholeMatch(of: /(?:https?:)?\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{11})(?:\?(?:[\w=&]*&)?start=(\d+)(?:&[\w=&]*)?|\?[\w=&]*)?/) {
                return "{{< youtube \(match.output.1)\(match.output.2.map { " start=\"\($0)\"" } ?? "")\(title) >}}"
            }
            if let match = source.wholeMatch(of: /(?:https?:)?\/\/player\.vimeo\.com\/video\/(\d+)(?:\?[\w=&.%-]*)?/), !source.contains("h=") {
                return "{{< vimeo \(match.output.1)\(title) >}}"
            }
            if let match = source.wholeMatch(of: /(?:https?:)?\/\/codepen\.io\/([\w-]+)\/embed\/(?:preview\/)?(\w+)(?:\?[\w=&.%-]*)?/) {
                return "{{< codepen \(match.output.1) \(match.output.2)\(title) >}}"
            }
            if let match = source.wholeMatch(of: /(?:https?:)?\/\/speakerdeck\.com\/player\/([0-9a-f]+)(?:\?[\w=&.%-]*)?/) {
                return "{{< speakerdeck \(match.output.1)\(title) >}}"
            }
            if let match = source.wholeMatch(of: /(?:https?:)?\/\/(?:www\.)?slideshare\.net\/slideshow\/embed_code\/key\/(\w+)(?:\?[\w=&.%-]*)?/) {
                return "{{< slideshare \(match.output.1)\(title) >}}"
            }
        case "script":
            if let match = source.firstMatch(of: /^(?:https?:)?\/\/gist\.github\.com\/([\w-]+)\/([0-9a-f]+)\.js(?:\?file=([\w.-]+))?$/) {
                return "{{< gist \(match.output.1) \(match.output.2)\(match.output.3.map { " file=\"\($0)\"" } ?? "") >}}"
            }
            // Speaker Deck's script names its deck in `data-id`.
            if source.wholeMatch(of: /(?:https?:)?\/\/speakerdeck\.com\/assets\/embed\.js/) != nil,
               let id = element[attribute: "data-id"], id.wholeMatch(of: /[0-9a-f]+/) != nil {
                return "{{< speakerdeck \(id) >}}"
            }
        case "video":
            guard let src = quoted(source) else { return nil }
            let poster = element[attribute: "poster"].flatMap(quoted).map { " poster=\($0)" } ?? ""
            return "{{< video src=\(src)\(poster)\(title) >}}"
        default:
            break
        }
        return nil
    }
}
