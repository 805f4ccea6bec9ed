import Foundation
import ImprintCore
import Mustache

/// Turns a post's HTML into Markdown: paragraphs, headings, emphasis, links, images, lists,
/// block quotes, code, line breaks and rules become Markdown; anything richer (figures, tables,
/// embeds, elements with attributes Markdown cannot say) stays as HTML, which Markdown allows.
/// The text a reader sees is the same before and after; what would run, navigate, submit or
/// restyle in a browser (`HTMLSanitizer`) is taken out first, since imported HTML is not the
/// author's own; embeds the theme has shortcodes for become them.
struct HTMLToMarkdown {
    /// base_url's path without its last slash (`/blog`), put before root-relative URLs in what
    /// stays HTML; Markdown links and images get it when the site is built.
    var basePath = ""

    /// The Markdown, and what was taken out of the HTML because it would run in a browser.
    struct Conversion {
        let markdown: String
        let removals: [HTMLSanitizer.Removal]
    }

    static func convert(_ html: String) -> String {
        HTMLToMarkdown().convert(html).markdown
    }

    func convert(_ html: String) -> Conversion {
        // WordPress's `<!--more Read on-->` names the link; the marker is the same.
        let marked = html.replacingOccurrences(of: #"<!--\s*more(?:\s[^>]*)?-->"#, with: "<\(Self.moreElement)></\(Self.moreElement)>", options: [.regularExpression, .caseInsensitive])
        let (nodes, removals) = HTMLSanitizer.clean(EmbedShortcode.marked(LibXML.parseHTMLFragment(marked)))
        // A player deep in HTML kept as it is stays there, as its shortcode.
        return Conversion(markdown: EmbedShortcode.unmarked(blocks(nodes).joined(separator: "\n\n")) + "\n", removals: removals)
    }

    /// Stands for WordPress's `<!--more-->` while the HTML is parsed, which would drop a comment.
    static let moreElement = "imprint-more"
}

private extension HTMLToMarkdown {
    static let blockElements: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "blockquote", "pre", "hr", "div", "section", "article",
        "figure", "table", "dl", "iframe", "video", "audio", "form", "details", "aside", "header", "footer", "address",
        "center", "object", "embed", "canvas", "noscript", Self.moreElement,
    ]
    /// Containers that say nothing by themselves when they have no attributes: their children stand alone.
    static let transparentBlocks: Set<String> = ["div", "section", "article", "center"]
    /// Inline elements Markdown has no syntax for, kept as HTML around their converted content.
    static let keptInline: Set<String> = ["sup", "sub", "u", "mark", "small", "abbr", "kbd", "ins", "cite", "q", "var", "samp", "dfn", "time", "big", "font", "span", "s", "strike", "del"]

    /// Converts a sequence of nodes to Markdown blocks, gathering runs of inline nodes into paragraphs.
    func blocks(_ nodes: [MarkupNode]) -> [String] {
        var result: [String] = []
        var inline: [MarkupNode] = []
        func flushParagraph() {
            let text = paragraph(inline)
            if !text.isEmpty { result.append(text) }
            inline = []
        }
        // Where the last list ended in `result`: a list right there would join it.
        var afterList: Int?
        for node in nodes {
            if case .element(let element) = node, let shortcode = EmbedShortcode.shortcode(in: element) {
                flushParagraph()
                result.append(shortcode)
                afterList = nil
                continue
            }
            guard case .element(let element) = node, Self.blockElements.contains(element.name) else {
                inline.append(node)
                continue
            }
            flushParagraph()
            let isList = element.name == "ul" || element.name == "ol"
            // Two lists in a row are one in Markdown, renumbered: a comment keeps them two.
            if isList, afterList == result.count, result.last.map({ !$0.hasPrefix("<") }) == true { result.append("<!-- -->") }
            result += block(element)
            afterList = isList ? result.count : nil
        }
        flushParagraph()
        return result
    }

    func block(_ element: MarkupElement) -> [String] {
        switch element.name {
        case "p" where element.attributes.isEmpty:
            // WordPress wraps a lone embed in a paragraph.
            let content = element.children.filter { if case .text(let text) = $0 { !text.trimmingWhitespace().isEmpty } else { true } }
            if content.count == 1, case .element(let embed) = content[0], let shortcode = EmbedShortcode.shortcode(in: embed) { return [shortcode] }
            // A player among its words (wpautop's `<br>` around it) is a block of its own.
            if element.children.contains(where: { if case .element(let child) = $0 { child.name == EmbedShortcode.marker } else { false } }) {
                return blocks(element.children)
            }
            let text = paragraph(element.children)
            return text.isEmpty ? [] : [text]
        case let name where name.count == 2 && name.hasPrefix("h") && name.last!.isNumber && element.attributes.allSatisfy({ $0.name == "id" }):
            let level = Int(String(element.name.dropFirst()))!
            let text = inlineText(element.children, breaks: " ").trimmingWhitespace()
            // The old page's id, which links may name, when Imprint would give the heading another (Ghost's `definingandplanning`).
            let slug = HeadingIDs.slug(MarkupNode.element(element).visibleText.trimmingWhitespace())
            // Ghost writes an id's other letters percent-encoded; links to it name the letters.
            let id = element[attribute: "id"].map { $0.removingPercentEncoding ?? $0 }
                .flatMap { $0.isEmpty || $0 == slug || $0.contains(where: { " {}\"'<>&=%".contains($0) }) ? nil : $0 }
            return text.isEmpty ? [] : [String(repeating: "#", count: level) + " " + text + (id.map { " {#\($0)}" } ?? "")]
        case "ul", "ol":
            return [list(element)]
        case "blockquote" where element.attributes.isEmpty:
            let inner = blocks(element.children).joined(separator: "\n\n")
            return [inner.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")]
        case "pre":
            return [codeBlock(element)]
        case "hr":
            return ["* * *"]
        case Self.moreElement:
            return ["<!--more-->"]
        case _ where Self.transparentBlocks.contains(element.name) && element.attributes.isEmpty:
            return blocks(element.children)
        case "figure", "div":
            // Gutenberg's embed block: a figure around a div around the player.
            if let shortcode = Self.soleEmbed(in: element) { return [shortcode] }
            fallthrough
        default:
            return [rawHTML(element.prefixingRootPaths(with: basePath))]
        }
    }

    /// A paragraph's Markdown: its inline content on lines, each escaped where a line start means something.
    func paragraph(_ nodes: [MarkupNode]) -> String {
        let lineBreak = "\u{0}"
        var text = inlineText(nodes, breaks: lineBreak).trimmingWhitespace()
        // A line break that starts or ends a paragraph shows nothing in HTML, and a stray `\` in Markdown.
        while text.hasSuffix(lineBreak) || text.hasPrefix(lineBreak) {
            text = text.trimmingCharacters(in: CharacterSet(charactersIn: lineBreak)).trimmingWhitespace()
        }
        return text.replacingOccurrences(of: lineBreak, with: "\\\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map { escapeLineStart(String($0.drop { $0 == " " })) }
            .joined(separator: "\n")
    }

    /// Inline content as Markdown; `<br>` becomes `breaks`.
    func inlineText(_ nodes: [MarkupNode], breaks: String) -> String {
        nodes.map { inline($0, breaks: breaks) }.joined()
    }

    func inline(_ node: MarkupNode, breaks: String) -> String {
        guard case .element(let element) = node else {
            guard case .text(let text) = node else { return "" }
            return escape(collapse(text))
        }
        let inner = { inlineText(element.children, breaks: breaks) }
        switch element.name {
        case "br": return breaks
        case "em", "i": return emphasis(inner(), marker: "*", tag: element.name)
        case "strong", "b": return emphasis(inner(), marker: "**", tag: element.name)
        case "code", "tt": return codeSpan(element.text)
        // A `<pre>` among words (a list item or paragraph left open around it) cannot be a fenced
        // block there: its code, written as it is, would be read as Markdown and HTML.
        case "pre": return codeSpan(element.text)
        case "a":
            guard let href = element[attribute: "href"], element.attributes.allSatisfy({ ["href", "title"].contains($0.name) }) else {
                return element.attributes.isEmpty ? inner() : rawInline(element, inner: inner())
            }
            return "[\(inner())](\(destination(href))\(title(element)))"
        case "img":
            guard let source = element[attribute: "src"], element.attributes.allSatisfy({ ["src", "alt", "title"].contains($0.name) }) else {
                return ProseEscaping.html(element.prefixingRootPaths(with: basePath).html)
            }
            return "![\(escape(element[attribute: "alt"] ?? ""))](\(destination(source))\(title(element)))"
        case _ where Self.keptInline.contains(element.name):
            return element.name == "span" && element.attributes.isEmpty ? inner() : rawInline(element, inner: inner())
        case _ where Self.blockElements.contains(element.name):
            return blocks([node]).joined(separator: " ")
        default:
            return ProseEscaping.html(element.prefixingRootPaths(with: basePath).html)
        }
    }

    /// `*text*`, with surrounding spaces moved outside; HTML when the text's ends would stop
    /// Markdown from seeing emphasis (punctuation there).
    func emphasis(_ text: String, marker: String, tag: String) -> String {
        let core = text.trimmingWhitespace()
        guard !core.isEmpty else { return text }
        let leading = text.first!.isWhitespace ? " " : "", trailing = text.last!.isWhitespace ? " " : ""
        let safeEnds = [core.first!, core.last!].allSatisfy { $0.isLetter || $0.isNumber }
        return leading + (safeEnds ? marker + core + marker : "<\(tag)>\(core)</\(tag)>") + trailing
    }

    func codeSpan(_ code: String) -> String {
        let collapsed = collapse(code)
        let longestRun = collapsed.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = collapsed.hasPrefix("`") || collapsed.hasSuffix("`") ? " " : ""
        return collapsed.isEmpty ? "" : fence + padding + collapsed + padding + fence
    }

    func codeBlock(_ pre: MarkupElement) -> String {
        let code = pre.element("code") ?? pre
        let classes = (code[attribute: "class"] ?? "") + " " + (pre[attribute: "class"] ?? "")
        let language = classes.split(separator: " ").compactMap { word -> String? in
            for prefix in ["language-", "lang-"] where word.hasPrefix(prefix) { return String(word.dropFirst(prefix.count)) }
            return nil
        }.first ?? (pre[attribute: "lang"] ?? classes.range(of: #"brush:\s*([\w+#-]+)"#, options: .regularExpression).map {
            String(classes[$0].dropFirst("brush:".count)).trimmingWhitespace()
        })
        var text = Self.preformattedText(pre.children)
        if text.hasPrefix("\n") { text.removeFirst() }
        if text.hasSuffix("\n") { text.removeLast() }
        let longestRun = text.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        return fence + (language ?? "") + "\n" + text + "\n" + fence
    }

    /// The text of `<pre>`'s children as a browser shows it: a `<br>` is a line break.
    static func preformattedText(_ nodes: [MarkupNode]) -> String {
        nodes.map { node in
            switch node {
            case .text(let text): text
            case .element(let element) where element.name == "br": "\n"
            case .element(let element): preformattedText(element.children)
            }
        }.joined()
    }

    /// The shortcode of the one embed `element` holds, alone but for white space and wrappers.
    static func soleEmbed(in element: MarkupElement) -> String? {
        if let shortcode = EmbedShortcode.shortcode(in: element) { return shortcode }
        let content = element.children.filter { if case .text(let text) = $0 { !text.trimmingWhitespace().isEmpty } else { true } }
        guard content.count == 1, case .element(let child) = content[0] else { return nil }
        return soleEmbed(in: child)
    }

    /// A list in Markdown. What TinyMCE writes inside a list but outside its items (a list
    /// directly in a list, stray text) belongs to the item before it, as a browser shows it. A
    /// list Markdown cannot number (`reversed`, `type`, an item's `value`) or whose items are
    /// linked to (an `id`, as footnotes have) stays HTML.
    func list(_ element: MarkupElement) -> String {
        let ordered = element.name == "ol"
        let items = element.children.filter { if case .element(let item) = $0 { item.name == "li" } else { false } }
        let itemAttribute = { (name: String) in items.contains { if case .element(let item) = $0 { item[attribute: name] != nil } else { false } } }
        if ordered && (element[attribute: "reversed"] != nil || element[attribute: "type"] != nil || itemAttribute("value")) || itemAttribute("id") {
            return rawHTML(element.prefixingRootPaths(with: basePath))
        }
        var contents: [[MarkupNode]] = []
        for child in element.children {
            if case .element(let item) = child, item.name == "li" {
                contents.append(item.children)
            } else if contents.isEmpty {
                if case .text(let text) = child, text.trimmingWhitespace().isEmpty { continue }
                contents.append([child])
            } else {
                contents[contents.count - 1].append(child)
            }
        }
        var number = Int(element[attribute: "start"] ?? "") ?? 1
        return contents.map { children in
            let marker = ordered ? "\(number). " : "- "
            number += 1
            let content = Self.itemContent(blocks(children))
            let indent = String(repeating: " ", count: marker.count)
            let lines = content.split(separator: "\n", omittingEmptySubsequences: false)
            return marker + lines.enumerated().map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : indent + $0.element }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// An item's blocks: a list right after text joins it without a blank line, so that a list
    /// whose items hold text and a nested list stays tight, as a browser shows it.
    static func itemContent(_ blocks: [String]) -> String {
        var content = ""
        for (index, block) in blocks.enumerated() {
            if index > 0 { content += block.range(of: #"^(- |\d+\. )"#, options: .regularExpression) != nil ? "\n" : "\n\n" }
            content += block
        }
        return content
    }

    /// An element kept as HTML, on lines with no blank one between (which would end the HTML block).
    func rawHTML(_ element: MarkupElement) -> String {
        ProseEscaping.html(element.html).replacingOccurrences(of: #"\n\s*\n"#, with: "\n", options: .regularExpression).trimmingWhitespace()
    }

    func rawInline(_ element: MarkupElement, inner: String) -> String {
        let attributes = element.prefixingRootPaths(with: basePath).attributes.map { " \($0.name)=\"\(ProseEscaping.html(HTMLEscaping.escape($0.value)))\"" }.joined()
        return "<\(element.name)\(attributes)>\(inner)</\(element.name)>"
    }

    /// A link destination Markdown reads back as `url`: Markdown decodes backslash escapes and
    /// entities there, which could make a URL the sanitiser let through into another one. An
    /// empty one is written `<>`, or the title after it would be read as the destination.
    func destination(_ url: String) -> String {
        let cleaned = ProseEscaping.markdown(url.trimmingWhitespace().replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E"))
        return cleaned.isEmpty || cleaned.contains(where: { $0 == " " || $0 == "(" || $0 == ")" }) ? "<\(cleaned)>" : cleaned
    }

    func title(_ element: MarkupElement) -> String {
        guard let title = element[attribute: "title"], !title.isEmpty else { return "" }
        return " \"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// White space as HTML shows it: every run one space.
    func collapse(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for character in text {
            if character.isWhitespace {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result
    }

    /// Text with every character Markdown could read as syntax escaped, and template-like braces
    /// (`{% url %}`, `{{< x >}}`), which the build would read as Liquid or a shortcode.
    func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>&!|~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return ProseEscaping.markdown(result)
    }

    /// A line that would start a heading, list, quote or rule, escaped.
    func escapeLineStart(_ line: String) -> String {
        guard let first = line.first else { return line }
        if "#+-=>".contains(first) { return "\\" + line }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, let next = line.dropFirst(digits.count).first, next == "." || next == ")" {
            return digits + "\\" + line.dropFirst(digits.count)
        }
        return line
    }
}
