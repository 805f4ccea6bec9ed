import Foundation

/// Jekyll's Liquid in a body copied from Jekyll: `{% post_url … %}`, `{% highlight … %}`,
/// `{% include … %}`, `{{ site.baseurl }}`. Imprint never runs a body as a template, so each is
/// a problem at its place that says what to write instead, never raw text on the page. Code is
/// code; `{{title}}` and other Mustache-looking text stay text, and so does Liquid whose brace is
/// escaped (`\{{ page.title }}`) or in an HTML comment.
enum LiquidTags {
    /// The problems of the Liquid in `document`, the tree of `markdown`.
    static func problems(in document: CmarkNode, markdown: String) -> [MarkdownProblem] {
        guard mayHold(markdown) else { return [] }
        var problems: [MarkdownProblem] = []
        let sourceLines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let nodes = document.nodes {
            let kind = $0.kind
            return kind == .text || kind == .htmlInline || kind == .htmlBlock || kind == .link || kind == .image
        }
        for node in nodes {
            let kind = node.kind
            let text = (kind == .link || kind == .image ? node.url : node.literal) ?? ""
            let (line, byteColumn) = node.position
            // Text and HTML blocks start where their text does; other nodes, at their block.
            let startsWithText = kind == .text || kind == .htmlBlock
            var lineOffset = 0
            var lineStart = text.startIndex
            var scanned = text.startIndex
            // Raw HTML's comments hide what they hold.
            let comments = kind == .text ? [] : text.matches(of: /<!--[\s\S]*?-->/).map(\.range)
            for (range, tag) in tags(in: text) where !comments.contains(where: { $0.contains(range.lowerBound) }) {
                for index in text[scanned..<range.lowerBound].indices where text[index] == "\n" {
                    lineOffset += 1
                    lineStart = text.index(after: index)
                }
                scanned = range.lowerBound
                let inLine = startsWithText || lineOffset > 0 ? text.distance(from: lineStart, to: range.lowerBound) : 0
                let number = line + lineOffset
                guard number <= sourceLines.count else { continue }
                let source = sourceLines[number - 1]
                // The literal is the source with escapes, entities and punctuation made shorter, and
                // a container's indentation taken off later lines: the tag is at or after this place.
                let from = lineOffset == 0 ? characters(before: byteColumn - 1, in: source) + inLine : inLine
                let written = writtenTag(in: source, from: from)
                // `\{{` is the author's way to show braces as text.
                if let column = written?.column, column > 0, source[source.index(source.startIndex, offsetBy: column - 1)] == "\\" { continue }
                problems.append(MarkdownProblem(line: number, column: (written?.column ?? from) + 1, message: message(for: written?.tag ?? tag)))
            }
        }
        return problems
    }

    /// What Liquid `tag` (as written, braces and all) becomes in Imprint.
    static func message(for tag: String) -> String {
        let liquid = LiquidTag(tag)
        let (inner, name, argument) = (liquid.inner, liquid.name, liquid.argument)
        let start = "`\(tag)` is Jekyll's Liquid, which Imprint does not run: "
        if liquid.isOutput {
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

    /// The first tag of the source line at or after character `from`, and where it starts (from 0).
    private static func writtenTag(in line: Substring, from: Int) -> (tag: String, column: Int)? {
        guard from < line.count else { return nil }
        let start = line.index(line.startIndex, offsetBy: from)
        guard let open = line[start...].firstMatch(of: liquid) else { return nil }
        return (String(open.output), line.distance(from: line.startIndex, to: open.range.lowerBound))
    }

    /// How many characters the first `bytes` bytes of `line` hold.
    private static func characters(before bytes: Int, in line: Substring) -> Int {
        let index = line.utf8.index(line.startIndex, offsetBy: min(max(bytes, 0), line.utf8.count))
        return line.distance(from: line.startIndex, to: String.Index(index, within: line) ?? line.startIndex)
    }

    /// Whether `text` may hold Liquid: `{%`, or `{{` with a space or a word after it.
    private static func mayHold(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.indices.dropLast().contains { bytes[$0] == UInt8(ascii: "{") && (bytes[$0 + 1] == UInt8(ascii: "%") || bytes[$0 + 1] == UInt8(ascii: "{")) }
        } ?? true
    }

    /// Each Liquid tag of `text`, where it is: `{% … %}`, and `{{ … }}` naming Jekyll's `site`,
    /// `page`, `post`, `paginator`, `content` or `layout`, or holding a `|` filter.
    private static func tags(in text: String) -> [(Range<String.Index>, String)] {
        text.matches(of: liquid).compactMap { match in
            let tag = String(match.output)
            if tag.hasPrefix("{{") {
                // Mustache's triple braces stay text.
                guard !tag.hasPrefix("{{{"), !tag.hasSuffix("}}}"), tag.hasSuffix("}}") else { return nil }
                let inner = LiquidTag(tag).inner
                let root = inner.prefix { $0.isLetter || $0 == "_" }
                guard ["site", "page", "post", "paginator", "content", "layout"].contains(root) && (inner.count == root.count || inner.dropFirst(root.count).first == ".")
                        || inner.contains("|") && !inner.hasPrefix("{")
                else { return nil }
            }
            return (match.range, tag)
        }
    }

    /// `{% … %}`, or braces around text: `tags(in:)` keeps `{{ … }}` and not `{{{ … }}}`.
    private nonisolated(unsafe) static let liquid = /\{%[^%\n]*%\}|\{\{+[^{}\n]*\}+/
}

/// One Liquid tag as written, `{% name argument %}` or `{{ expression }}`, read the way both
/// the build's errors and the Jekyll import need it.
package struct LiquidTag {
    /// `{{ … }}`, which prints a value, rather than `{% … %}`.
    package let isOutput: Bool
    /// What is between the braces, without spaces and Liquid's white-space dashes.
    package let inner: String

    package init(_ text: String) {
        isOutput = text.hasPrefix("{{")
        inner = text.dropFirst(2).dropLast(2).trimmingCharacters(in: CharacterSet(charactersIn: " -"))
    }

    /// The tag's name: `highlight`, `include`.
    package var name: Substring { inner.prefix { !$0.isWhitespace } }
    /// What follows the name.
    package var argument: String { inner.dropFirst(name.count).trimmingCharacters(in: .whitespaces) }
}
