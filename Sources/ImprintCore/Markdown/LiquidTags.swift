import CCmarkGFM
import Foundation

/// Jekyll's Liquid in a body copied from Jekyll: `{% post_url … %}`, `{% highlight … %}`,
/// `{% include … %}`, `{{ site.baseurl }}`. Imprint never runs a body as a template, so each is
/// a problem at its place that says what to write instead, never raw text on the page. Code is
/// code; `{{title}}` and other Mustache-looking text stay text.
enum LiquidTags {
    /// The problems of the Liquid in `document`, the tree of `markdown`.
    static func problems(in document: OpaquePointer, markdown: String) -> [MarkdownProblem] {
        guard mayHold(markdown) else { return [] }
        var problems: [MarkdownProblem] = []
        let sourceLines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let nodes = CmarkTree.nodes(of: document) {
            let type = cmark_node_get_type($0)
            return type == CMARK_NODE_TEXT || type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK
                || type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE
        }
        for node in nodes {
            let type = cmark_node_get_type(node)
            let text = (type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE ? cmark_node_get_url(node) : cmark_node_get_literal(node))
                .map { String(cString: $0) } ?? ""
            for (offset, tag) in tags(in: text) {
                let (line, column) = CmarkTree.position(of: node)
                let before = text.prefix(offset)
                let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
                // Text and HTML blocks start where their text does: the column is exact.
                let exact = type == CMARK_NODE_TEXT || type == CMARK_NODE_HTML_BLOCK
                let place = lines.count > 1 ? (line + lines.count - 1, lines.last!.count + 1) : (line, column + (exact ? before.count : 0))
                let written = place.0 <= sourceLines.count ? writtenTag(in: sourceLines[place.0 - 1], at: place.1) : nil
                problems.append(MarkdownProblem(line: place.0, column: place.1, message: message(for: written ?? tag)))
            }
        }
        return problems
    }

    /// What Liquid `tag` (as written, braces and all) becomes in Imprint.
    static func message(for tag: String) -> String {
        let inner = tag.dropFirst(2).dropLast(2).trimmingCharacters(in: CharacterSet(charactersIn: " -"))
        let name = inner.prefix { !$0.isWhitespace }
        let argument = inner.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        let start = "`\(tag)` is Jekyll's Liquid, which Imprint does not run: "
        if tag.hasPrefix("{{") {
            if inner.contains("baseurl") || inner.contains("site.url") || inner.contains("relative_url") || inner.contains("absolute_url") {
                return start + "write a path from the site's root, like `/about/`; Imprint puts base_url's path before it"
            }
            return start + "write the text itself (the body is never a template), or make a shortcode in templates/shortcodes/"
        }
        switch name {
        case "post_url", "link":
            let file = argument.hasPrefix("_posts/") ? String(argument.dropFirst(7)) : argument
            return start + "link to the post's file, like `[text](@/posts/\(file.hasSuffix(".md") || file.hasSuffix(".markdown") ? file : file + ".md"))`"
        case "highlight":
            return start + "write a fenced code block, ```` ```\(argument.prefix { !$0.isWhitespace }) ```` … ```` ``` ````"
        case "endhighlight":
            return start + "end the fenced code block with ```` ``` ````"
        case "include":
            let partial = argument.prefix { !$0.isWhitespace && $0 != "." }
            return start + "make the included HTML a shortcode, templates/shortcodes/\(partial).mustache, and write `{{< \(partial) >}}`"
        case "raw", "endraw":
            return start + "remove it: Imprint never reads a body as a template, so `{{` needs no escaping"
        default:
            return start + "write its output as HTML or Markdown, or make a shortcode in templates/shortcodes/"
        }
    }

    /// The tag as the source has it at `column` (smart punctuation changed the tree's quotes).
    private static func writtenTag(in line: Substring, at column: Int) -> String? {
        let rest = line.dropFirst(column - 1)
        let close = rest.hasPrefix("{%") ? "%}" : rest.hasPrefix("{{") ? "}}" : nil
        guard let close, let end = rest.range(of: close) else { return nil }
        return String(rest[..<end.upperBound])
    }

    /// Whether `text` may hold Liquid: `{%`, or `{{` with a space or a word after it.
    private static func mayHold(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.indices.dropLast().contains { bytes[$0] == UInt8(ascii: "{") && (bytes[$0 + 1] == UInt8(ascii: "%") || bytes[$0 + 1] == UInt8(ascii: "{")) }
        } ?? true
    }

    /// Each Liquid tag of `text`, with its offset in characters: `{% … %}`, and `{{ … }}` naming
    /// Jekyll's `site`, `page`, `post`, `paginator` or `content`, or holding a `|` filter.
    private static func tags(in text: String) -> [(Int, String)] {
        text.matches(of: liquid).compactMap { match in
            let tag = String(match.output)
            if tag.hasPrefix("{{") {
                // Mustache's triple braces stay text.
                guard !tag.hasPrefix("{{{"), !tag.hasSuffix("}}}"), tag.hasSuffix("}}") else { return nil }
                let inner = tag.dropFirst(2).dropLast(2).trimmingCharacters(in: .whitespaces)
                let root = inner.prefix { $0.isLetter || $0 == "_" }
                guard ["site", "page", "post", "paginator", "content", "layout"].contains(root) && (inner.count == root.count || inner.dropFirst(root.count).first == ".")
                        || inner.contains("|") && !inner.hasPrefix("{")
                else { return nil }
            }
            return (text.distance(from: text.startIndex, to: match.range.lowerBound), tag)
        }
    }

    /// `{% … %}`, or braces around text: `tags(in:)` keeps `{{ … }}` and not `{{{ … }}}`.
    private nonisolated(unsafe) static let liquid = /\{%[^%\n]*%\}|\{\{+[^{}\n]*\}+/
}
