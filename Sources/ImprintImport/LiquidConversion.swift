import Foundation
import ImprintCore

/// A Jekyll post's Liquid, turned into what Imprint writes for it. Jekyll runs Liquid
/// everywhere, code blocks too, but for `{% raw %}` … `{% endraw %}`, whose text is kept as
/// written. What has no equivalent becomes an HTML comment holding the tag, and a note.
struct LiquidConversion {
    /// A tag left as a comment, by its line in the body (from 1).
    struct Note: Equatable {
        let line: Int
        let tag: String
        /// What was done with it, and why.
        let why: String
    }

    /// A post `{% post_url %}` can name.
    struct LinkedPost {
        /// The link to the item (an `ImportLink`), which becomes `@/posts/2010-07-21-name.md`.
        let link: String
        let title: String
    }

    /// The posts of the site by Jekyll's names for them: `2010-07-21-name`, and with the
    /// folder it is in below `_posts/`, `swift/2010-07-21-name`.
    let posts: [String: LinkedPost]
    /// `_config.yml`'s `excerpt_separator`, which becomes `<!--more-->`.
    let excerptSeparator: String?
    /// The values `{{ page.x }}` and `{{ site.x }}` stand for, by their names (`page.title`).
    var values: [String: String] = [:]
    /// The site's includes made into shortcodes, by name (`note` for `_includes/note.html`).
    var siteIncludes: [String: SiteShortcode] = [:]
    /// The site folder's files, by their paths (`assets/x.png`): the images and videos plugin tags may show.
    var files: Set<String> = []

    /// `markdown` in Imprint's syntax, and the tags that have none.
    func convert(_ markdown: String) -> (markdown: String, notes: [Note]) {
        var output = ""
        var notes: [Note] = []
        var line = 1
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        // Outside raw, inside raw, outside raw…: `{% raw %}` keeps Liquid as text.
        for (index, part) in markdown.split(separator: Self.rawTag, omittingEmptySubsequences: false).enumerated() {
            let (kept, rawEnd) = index == 0 ? (part, Substring("")) : Self.splitAtEndRaw(part)
            // Raw text keeps its braces; outside code they are escaped, below, to be text in Imprint too.
            let escaped = kept.replacingOccurrences(of: "{%", with: String(Self.rawBrace) + "{%")
                .replacingOccurrences(of: "{{", with: String(Self.rawBrace) + "{{")
            let rawEndLine = line + part[..<rawEnd.startIndex].filter { $0 == "\n" }.count
            output += index == 0
                ? convertLiquid(String(kept), firstLine: line, code: code, notes: &notes)
                : escaped + convertLiquid(String(rawEnd), firstLine: rawEndLine, code: code, notes: &notes)
            line += part.filter { $0 == "\n" }.count
        }
        if let excerptSeparator, !excerptSeparator.isEmpty { output = output.replacingOccurrences(of: excerptSeparator, with: "<!--more-->") }
        let resolved = Self.resolvingMarks(in: output, notes: &notes)
        return (resolved, notes)
    }

    /// Marks a brace of raw text until it is known whether it is in code (a private-use character).
    private static let rawBrace: Character = "\u{E002}"
    /// Around the number of the note of a tag with no equivalent, until it is known whether it is in code.
    private static let tagStart: Character = "\u{E005}", tagEnd: Character = "\u{E006}"

    /// The raw text's braces escaped (`\{{`) where they are prose, and as written in code
    /// blocks and code spans, where Imprint never reads Liquid; a tag with no equivalent an HTML
    /// comment in prose, and as written in code, where it was text meant to show (`${{ x }}`),
    /// its note dropped.
    private static func resolvingMarks(in markdown: String, notes: inout [Note]) -> String {
        guard markdown.contains(rawBrace) || markdown.contains(tagStart) else { return markdown }
        let code = MarkdownRenderer.codeBlockLines(of: markdown.replacingOccurrences(of: String(rawBrace), with: ""))
        var shownInCode: Set<Int> = []
        let resolved = markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard line.contains(rawBrace) || line.contains(tagStart) else { return String(line) }
            // In a code span when an odd number of backticks come before it on the line.
            var result = "", backticks = 0, number: String?
            for character in line {
                let inCode = code.contains(index + 1) || backticks % 2 == 1
                if character == "`" { backticks += 1 }
                if character == rawBrace {
                    result += inCode ? "" : "\\"
                } else if character == tagStart {
                    number = ""
                } else if character == tagEnd, let note = number.flatMap({ Int($0) }) {
                    number = nil
                    if inCode { shownInCode.insert(note) }
                    result += inCode ? notes[note].tag : "<!-- imprint import: \(notes[note].tag.replacingOccurrences(of: "--", with: "- -")) -->"
                } else if number != nil {
                    number?.append(character)
                } else {
                    result.append(character)
                }
            }
            return result
        }.joined(separator: "\n")
        notes = notes.enumerated().filter { !shownInCode.contains($0.offset) }.map(\.element)
        return resolved
    }

    private nonisolated(unsafe) static let rawTag = /\{%-?\s*raw\s*-?%\}/

    /// The raw text before `{% endraw %}`, and what follows it.
    private static func splitAtEndRaw(_ part: Substring) -> (Substring, Substring) {
        guard let end = part.firstMatch(of: /\{%-?\s*endraw\s*-?%\}/) else { return (part, "") }
        return (part[..<end.range.lowerBound], part[end.range.upperBound...])
    }

    /// `text`, from line `firstLine` of the body, converted; `code` are the body's lines in code blocks.
    private func convertLiquid(_ text: String, firstLine: Int, code: Set<Int>, notes: inout [Note]) -> String {
        // `{% comment %}` … `{% endcomment %}` hides all it holds: one HTML comment, put back once
        // the tags are converted, so that the Liquid in it is not (its comments would end it early).
        let (uncommented, comments) = Self.takingComments(from: text)
        let text = Self.pluginBlocks(in: uncommented)
        var result = ""
        var rest = text[...]
        var line = firstLine
        while let match = rest.firstMatch(of: Self.tag) {
            let before = rest[..<match.range.lowerBound]
            result += before
            line += before.filter { $0 == "\n" }.count
            let tag = String(match.output)
            // A post's URL in a link's destination or an attribute; a link of its own elsewhere.
            let inLink = result.hasSuffix("(") || result.hasSuffix("=\"") || result.hasSuffix("='")
            let inTag = Self.isInsideHTMLTag(result)
            if let post = linkedPost(tag) {
                result += inLink ? post.link : "[\(post.title)](\(post.link))"
            } else if Self.isPostLink(tag) {
                notes.append(Note(line: line, tag: tag, why: "names a post the site does not have: the link leads to # until you fix it"))
                result += inLink ? "#" : ""
            } else if let replacement = replacement(for: tag) {
                // `[home]({{ site.url }}{{ site.baseurl }})`: the whole address was the site's, `/`.
                let endsLink = inLink && [")", "\"", "'"].contains(rest[match.range.upperBound...].first)
                result += replacement.isEmpty && endsLink ? "/" : replacement
            } else if code.contains(line) || Self.endsInCodeSpan(result) {
                // What code shows is the author's text (`${{ github.workspace }}`): Imprint shows it as written.
                result += tag
            } else if inTag && !inLink {
                // A comment inside an attribute would be part of its value (`href="/tags/<!-- … -->/"`):
                // the value ends where the Liquid was, `href="/tags/"`.
                notes.append(Note(line: line, tag: tag, why: "inside an HTML tag has no equivalent: the attribute's value ends before it"
                ))
                if let quote = Self.openQuote(in: result) {
                    let after = rest[match.range.upperBound...]
                    rest = after.dropFirst(after.prefix { $0 != quote && $0 != "\n" }.count)
                    continue
                }
            } else {
                notes.append(Note(line: line, tag: tag, why: "has no equivalent: it is kept in an HTML comment"))
                result += inLink ? "#" : "\(Self.tagStart)\(notes.count - 1)\(Self.tagEnd)"
            }
            line += tag.filter { $0 == "\n" }.count
            rest = rest[match.range.upperBound...]
        }
        return Self.restoring(comments, in: result + rest)
    }

    /// `{% … %}` and `{{ … }}` tags, on one line (a `%` inside, as in `Square%20Detector.py`, too);
    /// an include may go on over several.
    private nonisolated(unsafe) static let tag = /\{%-?\s*include\s[^%]*?-?%\}|\{%-?(?:[^%\n]|%(?!\}))*?-?%\}|\{\{-?[^{}\n]*?-?\}\}/

    /// What Imprint writes for `tag`, or nil when it has no equivalent.
    private func replacement(for tag: String) -> String? {
        let liquid = LiquidTag(tag)
        if liquid.isOutput {
            let value = liquid.inner.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if ["site.baseurl", "site.url"].contains(value.first ?? ""), value.count == 1 { return "" }
            // `{{ "/img/x.png" | relative_url }}`: the path, which Imprint gives base_url's path.
            if value.count == 2, ["relative_url", "absolute_url"].contains(value[1]), let path = Self.quoted(value[0]) {
                return path.hasPrefix("/") ? path : "/" + path
            }
            if value.first == "site.url" || value.first == "site.baseurl" { return "" }
            // `{{ page.title }}`, `{{ site.title }}`: the value, when it is known and unfiltered.
            if value.count == 1, let known = values[value[0]] { return known }
            return nil
        }
        let argument = liquid.argument
        switch liquid.name {
        case "highlight":
            let options = argument.split(separator: " ")
            return "```" + (options.first.map(String.init) ?? "") + (options.contains("linenos") ? " {linenos=true}" : "")
        case "endhighlight":
            return "```"
        case "link":
            // A page of the site is an imported item; any other file keeps its path.
            return argument.hasSuffix(".md") || argument.hasSuffix(".markdown") ? ImportLink.to("jekyll:" + argument) : "/" + argument
        case "include":
            return include(argument.trimmingCharacters(in: .whitespacesAndNewlines))
        default:
            return pluginTag(liquid.name, argument)
        }
    }

    /// Whether `tag` is `{% post_url … %}` or `{% link _posts/… %}`.
    private static func isPostLink(_ tag: String) -> Bool {
        tag.firstMatch(of: /^\{%-?\s*(post_url\s|link\s+_posts\/)/) != nil
    }

    /// The post `{% post_url NAME %}` or `{% link _posts/NAME.md %}` names, when the site has it.
    private func linkedPost(_ tag: String) -> LinkedPost? {
        guard let match = tag.firstMatch(of: /^\{%-?\s*(?:post_url\s+([^\s%]+)|link\s+_posts\/([^\s%]+?)\.\w+)\s*-?%\}$/) else { return nil }
        return posts[String(match.output.1 ?? match.output.2 ?? "")]
    }

    /// `{% include youtube.html id="x" %}` and the other includes of a known kind, as the
    /// default theme's shortcode with the same arguments; an include the site has, as the
    /// shortcode made from it.
    private func include(_ argument: String) -> String? {
        let name = String(argument.prefix { !$0.isWhitespace })
        guard let arguments = includeArguments(argument.dropFirst(name.count)) else { return nil }
        if let kind = Self.includeKinds[String(name.split(separator: ".").first ?? "")] {
            // The image includes of themes name the image `url`, `image_path` or `file`; figure says `src`.
            let image = ["url", "image_path", "file", "path"]
            let mapped = arguments.map { kind == "figure" && image.contains($0.0) ? ("src", $0.1) : $0 }
            // An include of the same name but other arguments (`image.md name="1.png"`) is the site's own.
            if Self.fits(mapped, kind) { return Self.shortcode(kind, mapped) }
        }
        guard name.hasSuffix(".html"), let shortcode = siteIncludes[String(name.dropLast(".html".count))] else { return pageFolderImage(arguments) }
        return Self.shortcode(shortcode.name, arguments.flatMap { shortcode.arguments($0.0, $0.1) })
    }

    /// Whether `arguments` are all ones the default theme's shortcode `name` takes, its required ones among them.
    private static func fits(_ arguments: [(String, String)], _ name: String) -> Bool {
        guard let source = BuiltInTheme.files["shortcodes/\(name).mustache"] else { return false }
        let declaration = Shortcodes.declaration(in: source, usesInner: false)
        let given = Set(arguments.map(\.0))
        return given.isSubset(of: declaration.arguments ?? []) && Set(declaration.required).isSubset(of: given)
    }

    /// The includes of a known kind, by name, and the default theme's shortcode each becomes.
    static let includeKinds = ["youtube": "youtube", "vimeo": "vimeo", "gist": "gist", "video": "video", "figure": "figure", "image": "figure"]

    /// The arguments of an include (`k="v" n=3 t=page.title`), each as text: a variable's value
    /// when it is known; nil when one is not, or holds Liquid.
    private func includeArguments(_ parameters: Substring) -> [(String, String)]? {
        var arguments: [(String, String)] = [], rest = parameters.drop { $0.isWhitespace }
        while let match = rest.prefixMatch(of: /([\w-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s"']+)\s*/) {
            let written = String(match.output.2)
            guard let value = Self.quoted(written) ?? (Double(written) != nil ? written : values[written]),
                  !value.contains("{{"), !value.contains("{%")
            else { return nil }
            arguments.append((String(match.output.1), value))
            rest = rest[match.range.upperBound...]
        }
        return rest.isEmpty ? arguments : nil
    }

    /// `{{< name k="v" >}}`, on one line: a line break in a value is a space.
    private static func shortcode(_ name: String, _ arguments: [(String, String)]) -> String {
        let written = arguments.map { key, value in
            let value = value.replacing(/\s*\n\s*/, with: " ")
            return "\(key)=\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return "{{< " + ([name] + written).joined(separator: " ") + " >}}"
    }

    private static func quoted(_ text: String) -> String? {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
