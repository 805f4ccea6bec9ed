/// The shortcode of the default theme for an embed in imported HTML: a YouTube or Vimeo player,
/// a gist's script or a video. The shortcode loads nothing until the reader asks; an embed it
/// does not know is left to `HTMLSanitizer`.
enum EmbedShortcode {
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
        case "script":
            if let match = source.firstMatch(of: /^(?:https?:)?\/\/gist\.github\.com\/([\w-]+)\/([0-9a-f]+)\.js(?:\?file=([\w.-]+))?$/) {
                return "{{< gist \(match.output.1) \(match.output.2)\(match.output.3.map { " file=\"\($0)\"" } ?? "") >}}"
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
