import Foundation
import ImprintCore
import Mustache

/// A Hugo page's shortcodes, turned into what Imprint writes. Imprint reads Hugo's shortcode
/// syntax, so `youtube`, `vimeo`, `gist`, `figure` and `details` stay shortcodes with the
/// arguments Imprint's take; `highlight` becomes a fenced code block, `ref` and `relref` links
/// to the imported files, `param` its text, `tweet` and `x` Imprint's `tweet` (a link without
/// the user's name), `instagram` a link. Any other
/// shortcode (the site's own, from `layouts/shortcodes/`) is kept in an HTML comment with the
/// text between its tags shown as it is, and noted.
struct HugoConversion {
    /// A construct not converted as it was, by its line in the body (from 1).
    struct Note: Equatable {
        let line: Int
        let text: String
    }

    /// The link to each imported file (`@/posts/2021-03-04-first.md`), by every name `ref` can
    /// give it: its path from the content folder with and without `.md`, its bundle's folder, and
    /// its file name.
    var pages: [String: String] = [:]
    /// `[params]` of the site's configuration, by lowercase name.
    var siteParams: [String: String] = [:]
    /// The site's own shortcodes, by name: the file that defines each.
    var siteShortcodes: [String: String] = [:]
    /// Those made into shortcodes of Imprint's, by name, and why the others were not.
    var madeShortcodes = SiteShortcode.Made()
    /// Paths of `static/` (`images/logo.png`): a figure's `/images/logo.png` is there.
    var staticPaths: Set<String> = []
    /// The old site's address (`baseURL`), where an image the folder does not have still is.
    var oldSite: String?
    /// The pages by their old URLs, for links written with them.
    var oldLinks = HugoOldLinks()

    /// Hugo's shortcodes that the conversion turns into Imprint's own (or a link, a fence, text),
    /// whatever the site's folder has of those names.
    static let convertedNames: Set = [
        "youtube", "vimeo", "gist", "figure", "details", "tweet", "x", "twitter", "instagram", "param", "ref", "relref", "highlight",
    ]

    /// What a page's images may name: its bundle's files, and its old URL, from which Hugo
    /// read a relative path.
    struct Page {
        var path: String
        var params: [String: String] = [:]
        var bundleFiles: Set<String> = []
        var oldURL = "/"
    }

    /// `markdown` of the page at `path` (from the content folder; `params` its front matter's
    /// text values), in Imprint's syntax, and what was not converted.
    func convert(_ markdown: String, page: Page) -> (markdown: String, notes: [Note]) {
        // First the code of `highlight`, which may hold what Markdown reads as the start of a block.
        var notes: [Note] = []
        var markdown = markdown.replacing(Self.highlightPair) { match in
            let opening = String(match.output.1)
            let line = markdown[..<match.range.lowerBound].count { $0 == "\n" } + 1
            guard case .tag(let tag)? = ShortcodeScanner(opening).found.first else { return String(match.output.0) }
            return Self.fence(tag, code: String(match.output.2), line: line, notes: &notes)
        }
        var scanner = ShortcodeScanner(markdown, codeLines: MarkdownRenderer.codeBlockLines(of: markdown))
        if !scanner.problems.isEmpty {
            // The build could not read it either, and would stop: it goes into an HTML comment, as a shortcode not converted does.
            notes += scanner.problems.map { Note(line: $0.problem.line, text: "a shortcode tag that could not be read (\($0.problem.message)), kept in an HTML comment") }
            markdown = Self.commentingOut(scanner.problems.map(\.at), in: markdown)
            scanner = ShortcodeScanner(markdown, codeLines: MarkdownRenderer.codeBlockLines(of: markdown))
        }
        let tags: [ShortcodeTag] = scanner.found.compactMap { if case .tag(let tag) = $0 { tag } else { nil } }
        var output = "", cursor = markdown.startIndex, index = 0
        while index < tags.count {
            let tag = Self.withoutInnerTags(tags[index], notes: &notes)
            output += markdown[cursor..<tag.range.lowerBound]
            cursor = tag.range.upperBound
            index += 1
            let converted = replacement(for: tag, page: page, notes: &notes)
            // An embed is a block: in the middle of a paragraph, it gets one of its own.
            guard Self.blocks.contains(tag.name), converted.hasPrefix("{{") || converted.hasPrefix("<figure") else {
                output += converted
                continue
            }
            let before = output[(output.lastIndex(of: "\n").map(output.index(after:)) ?? output.startIndex)...]
            let after = markdown[cursor...].prefix { $0 != "\n" }
            if !before.trimmingWhitespace().isEmpty {
                while output.last == " " { output.removeLast() }
                output += "\n\n"
            }
            // A block of HTML ends at a blank line: the text after it is Markdown again.
            output += converted + (after.trimmingWhitespace().isEmpty ? (converted.hasPrefix("<") ? "\n" : "") : "\n\n")
        }
        output += markdown[cursor...]
        let unread = Self.commentingUnreadTags(in: images(in: codeText(output, params: page.params), page: page, notes: &notes), notes: &notes)
        let linked = oldLinks.rewrite(unread, pageURL: page.oldURL)
        let (converted, templateTags) = HugoTemplateText.escaped(linked)
        if let first = templateTags.first {
            let more = templateTags.count > 1 ? " and \(templateTags.count - 1) more" : ""
            notes.append(Note(line: first.line, text: "template text `\(first.tag)`\(more), which Hugo showed as written: escaped (`\\{{`) so that Imprint shows it too"))
        }
        return (converted, notes.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element))
    }
}

private extension HugoConversion {
    /// Where an image of the page that the site's folder does not have still is (the old site's
    /// URL), or nil when it is there, or is elsewhere anyway.
    func missing(_ src: String, page: Page) -> String? {
        guard !src.isEmpty, !src.contains(":"), !src.hasPrefix("//"), !src.hasPrefix("#") else { return nil }
        var path = (src.split(separator: "?").first.map(String.init) ?? src).removingPercentEncoding ?? src
        while path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasPrefix("/") ? staticPaths.contains(String(path.dropFirst())) : page.bundleFiles.contains(path) { return nil }
        let folder = page.oldURL.hasSuffix("/") ? page.oldURL : String(page.oldURL[...(page.oldURL.lastIndex(of: "/") ?? page.oldURL.startIndex)])
        return (oldSite ?? "") + (path.hasPrefix("/") ? path : folder + path)
    }

    /// Images in Markdown (`![](…)`) and HTML (`<img src>`) that the site's folder does not
    /// have load from the old site, each noted: Imprint stops at an image that is not there.
    func images(in markdown: String, page: Page, notes: inout [Note]) -> String {
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard !code.contains(index + 1), line.contains("![") || line.contains("<img") else { return String(line) }
            return String(line).replacing(/(!\[[^\]]*\]\(<?|<img\s[^>]*?src=")([^)\s">]+)/) { match in
                guard let moved = missing(String(match.output.2), page: page) else { return String(match.output.0) }
                notes.append(Note(line: index + 1, text: "image \(match.output.2), which the site's folder does not have: it loads from \(moved) now; copy the file into the site to keep it"))
                return match.output.1 + moved
            }
        }.joined(separator: "\n")
    }

    /// `text` as Markdown that shows it as it is: markup characters escaped.
    static func markdownText(_ text: String) -> String {
        HTMLEscaping.escape(text).replacing(/[\\`*_\[\]]/) { "\\" + $0.output }
    }

    /// `markdown` with the tags that start at `starts` (each at its `{{`) in HTML comments, written
    /// out as `{{</* … */>}}`: a tag ends at the first `>}}` (or `%}}`) after it, else with its line.
    static func commentingOut(_ starts: [String.Index], in markdown: String) -> String {
        var result = markdown
        // From the last to the first: the text before each is as it was.
        for offset in starts.map({ markdown.utf8.distance(from: markdown.startIndex, to: $0) }).sorted().reversed() {
            let start = result.utf8.index(result.startIndex, offsetBy: offset)
            let (opening, closing) = result[start...].dropFirst(2).first == "%" ? ("{{%", "%}}") : ("{{<", ">}}")
            let rest = result[start...]
            let end = rest.range(of: closing).map(\.upperBound) ?? rest.firstIndex(of: "\n") ?? result.endIndex
            var text = opening + "/*" + String(result[start..<end]).dropFirst(3).replacingOccurrences(of: "--", with: "- -")
            text = text.hasSuffix(closing) ? text.dropLast(3) + "*/" + closing : text + " */" + closing
            result.replaceSubrange(start..<end, with: "<!-- " + text + " -->")
        }
        return result
    }

    /// The shortcodes whose output is a block of its own.
    static let blocks: Set = ["youtube", "vimeo", "gist", "figure", "tweet", "x", "twitter"]

    func replacement(for tag: ShortcodeTag, page: Page, notes: inout [Note]) -> String {
        // An argument by its name, or else by its place (nil: it has none).
        let argument = { (name: String, position: Int?) -> String? in
            tag.named.first { $0.key == name }?.value ?? position.flatMap { tag.positional.indices.contains($0) ? tag.positional[$0] : nil }
        }
        let named = { (keys: [String]) in keys.compactMap { key in argument(key, nil).map { (key, $0) } } }
        switch tag.isClosing ? "/" + tag.name : tag.name {
        case "youtube", "vimeo":
            guard let id = argument("id", 0) else { break }
            return Self.write(tag, positional: [id], named: named(["title", "start"]))
        case "gist":
            guard let user = argument("user", 0), let id = argument("id", 1) else { break }
            return Self.write(tag, positional: [user, id], named: argument("file", 2).map { [("file", $0)] } ?? [])
        case "figure":
            return figure(tag, page: page, notes: &notes)
        case "details":
            return Self.write(tag, positional: [], named: named(["summary", "open"]))
        case "/details":
            return ShortcodeTag.closing("details", tag.form)
        case "tweet", "x", "twitter":
            guard let id = argument("id", tag.positional.count > 1 ? 1 : 0) else { break }
            let user = argument("user", tag.positional.count > 1 ? 0 : nil)
            if let user {
                notes.append(Note(line: tag.line, text: "`\(tag.name)` shortcode: Imprint's `tweet`, which loads the post from X only on a click (its text is not in the site: paste it as a quote to keep it)"))
                return Self.write(tag, positional: [user, id], named: [], name: "tweet")
            }
            notes.append(Note(line: tag.line, text: "`\(tag.name)` shortcode: now a link to the post (its text is not in the site: paste it as a quote to keep it)"))
            return "[A post by \(user.map { "@" + $0 } ?? "its author")](https://x.com/\(user ?? "i")/status/\(id))"
        case "instagram":
            guard let id = argument("id", 0) else { break }
            notes.append(Note(line: tag.line, text: "`instagram` shortcode: now a link to the post"))
            return "[A post on Instagram](https://www.instagram.com/p/\(id)/)"
        case "param":
            guard let name = argument("name", 0)?.lowercased() else { break }
            // Hugo's templates escape it: it is text, never markup.
            if let value = page.params[name] ?? siteParams[name] { return Self.markdownText(value) }
            notes.append(Note(line: tag.line, text: "`param \(name)`: neither the page nor the site has it; left out"))
            return ""
        case "ref", "relref":
            guard let target = argument("path", 0) else { break }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let anchor = parts.count > 1 ? "#" + parts[1] : ""
            // `ref "#id"` is a heading of the page itself.
            if parts[0].isEmpty { return anchor }
            if let link = self.page(parts[0], from: page.path) { return link + anchor }
            notes.append(Note(line: tag.line, text: "`\(tag.name) \(target)`: no imported page is \(target); the link leads to the top of the page: fix it by hand"))
            return anchor.isEmpty ? "#" : anchor
        default:
            break
        }
        let name = tag.name
        if let made = madeShortcodes.shortcodes[name] { return madeShortcode(tag, made, page: page, notes: &notes) }
        let failure = madeShortcodes.failures[name].map { ", not made into one of Imprint's: \($0)" } ?? ""
        let owner = siteShortcodes[name].map { "the site's own shortcode (\($0)\(failure))" } ?? "a shortcode neither Hugo nor the site defines"
        let written = markdown(of: tag)
        if !tag.isClosing {
            notes.append(Note(line: tag.line, text: "`\(written)`: \(owner); kept in an HTML comment, the text between its tags shown as it is: write templates/shortcodes/\(name).mustache (if the theme has one, check that it takes these arguments) and write the tag again to render it"))
        }
        return "<!-- " + written.replacingOccurrences(of: tag.form.opening, with: tag.form.opening + "/*").replacingOccurrences(of: tag.form.closing, with: "*/" + tag.form.closing).replacingOccurrences(of: "--", with: "- -") + " -->"
    }

    /// A tag of a shortcode made from the site's own: as written, but for a `src` or `poster` of
    /// the site that its folder does not have, which the old site's address takes (the build
    /// stops at a file that is not there); the closing tag of one that shows no inner text,
    /// which Imprint would refuse, is left out (that text shows after it), and one that shows
    /// it written self-closing (`{{< x />}}`) is an empty pair.
    func madeShortcode(_ tag: ShortcodeTag, _ made: SiteShortcode, page: Page, notes: inout [Note]) -> String {
        if tag.isClosing { return made.usesInner ? markdown(of: tag) : "" }
        let named = tag.named.flatMap { key, value in
            guard ["src", "poster"].contains(key), let moved = missing(value, page: page) else { return made.arguments(key, value) }
            notes.append(Note(line: tag.line, text: "`\(tag.name)`: \(key) \(value), which the site's folder does not have: "
                + "it loads from \(moved) now; copy the file into the site to keep it"))
            return [(key, moved)]
        }
        let html = tag.positional.enumerated().flatMap { made.arguments(String($0.offset), $0.element).dropFirst() }
        let written = Self.write(tag, positional: tag.positional, named: named + html)
        return made.usesInner && tag.isSelfClosing ? written + ShortcodeTag.closing(tag.name, tag.form) : written
    }

    /// The tag as written, from its text.
    func markdown(of tag: ShortcodeTag) -> String {
        Self.write(tag, positional: tag.positional, named: tag.named, name: (tag.isClosing ? "/" : "") + tag.name)
    }

    /// Hugo's `figure`: its `title` joins the caption; `class`, `target`, `rel` and `attr` have no
    /// place in Imprint's. A `src` of the site that is not one of its files becomes an image.
    func figure(_ tag: ShortcodeTag, page: Page, notes: inout [Note]) -> String {
        var named: [(String, String)] = []
        var caption = tag.named.first { $0.key == "caption" }?.value
        if let title = tag.named.first(where: { $0.key == "title" })?.value { caption = caption.map { "\(title): \($0)" } ?? title }
        for key in ["src", "alt", "link", "width", "height"] { if let value = tag.named.first(where: { $0.key == key })?.value { named.append((key, value)) } }
        if let caption { named.append(("caption", caption)) }
        let dropped = tag.named.map(\.key).filter { !["src", "alt", "link", "width", "height", "caption", "title"].contains($0) }
        if !dropped.isEmpty {
            notes.append(Note(line: tag.line, text: "`figure`: \(dropped.map { "`\($0)`" }.joined(separator: ", ")) left out: Imprint's figure has no such argument"))
        }
        guard let src = tag.named.first(where: { $0.key == "src" })?.value ?? tag.positional.first else { return markdown(of: tag) }
        if let moved = missing(src, page: page) {
            notes.append(Note(line: tag.line, text: "`figure` of \(src), which the site's folder does not have: it shows \(moved) now; copy the file into the site to keep it"))
            let image = "<img src=\"\(HTMLEscaping.escape(moved))\" alt=\"\(HTMLEscaping.escape(tag.named.first { $0.key == "alt" }?.value ?? ""))\">"
            let link = tag.named.first { $0.key == "link" }?.value
            return "<figure>" + (link.map { "<a href=\"\(HTMLEscaping.escape($0))\">\(image)</a>" } ?? image)
                + (caption.map { "<figcaption>\(HTMLEscaping.escape($0))</figcaption>" } ?? "") + "</figure>"
        }
        return Self.write(tag, positional: [], named: [("src", src)] + named.filter { $0.0 != "src" })
    }

    /// The link to the page `ref` names: from the content folder, from the page's own folder,
    /// or by its file name.
    func page(_ target: String, from path: String) -> String? {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        let trimmed = target.hasPrefix("/") ? String(target.dropFirst()) : target
        let candidates = target.hasPrefix("/") ? [trimmed] : [folder.isEmpty ? trimmed : folder + "/" + trimmed, trimmed, String(trimmed.split(separator: "/").last ?? "")]
        return candidates.lazy.compactMap { pages[$0] ?? pages[$0 + ".md"] }.first
    }

    static func write(_ tag: ShortcodeTag, positional: [String], named: [(String, String)], name: String? = nil) -> String {
        let arguments = positional.map(quoted) + named.map { "\($0.0)=\(quoted($0.1))" }
        return ([tag.form.opening, name ?? tag.name] + arguments + [tag.form.closing]).joined(separator: " ")
    }

    static func quoted(_ value: String) -> String {
        value.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) } && !value.isEmpty
            ? value : "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `{{< highlight swift "linenos=table" >}}` … `{{< /highlight >}}`: a fenced block of the
    /// code as written, longer than any run of backticks in it.
    nonisolated(unsafe) static let highlightPair = /(\{\{[<%]\s*highlight\b[^\n]*?[>%]\}\})([\s\S]*?)\{\{[<%]\s*\/\s*highlight\s*[>%]\}\}/

    static func fence(_ tag: ShortcodeTag, code: String, line: Int, notes: inout [Note]) -> String {
        let language = tag.named.first { $0.key == "lang" }?.value ?? tag.positional.first ?? ""
        if tag.positional.count > 1 || tag.named.contains(where: { $0.key != "lang" }) {
            notes.append(Note(line: line, text: "`highlight` options (\((tag.positional.dropFirst() + tag.named.filter { $0.key != "lang" }.map { "\($0.key)=\($0.value)" }).joined(separator: ", "))) left out: the code is a fenced block"))
        }
        var body = code.hasPrefix("\n") ? String(code.dropFirst()) : code
        if body.hasSuffix("\n") { body.removeLast() }
        let longest = body.split(separator: "\n" as Character).map { (line: Substring) -> Int in line.drop(while: { $0 == " " }).prefix(while: { $0 == "`" }).count }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + language + "\n" + body + "\n" + fence
    }

    /// Hugo runs shortcodes in code too: there `{{</* x */>}}` shows as `{{< x >}}` and
    /// `{{< param x >}}` as its value. Imprint leaves code as written.
    func codeText(_ markdown: String, params: [String: String]) -> String {
        guard markdown.contains("{{") else { return markdown }
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        let unescaping = { (text: Substring) in
            String(text).replacing(/\{\{([<%])\/\*\s*(.*?)\s*\*\/([>%])\}\}/) { match in "{{\(match.output.1) \(match.output.2) \(match.output.3)}}" }
                .replacing(/\{\{[<%]\s*param\s+"?([\w.-]+)"?\s*[>%]\}\}/) { match in
                    params[match.output.1.lowercased()] ?? siteParams[match.output.1.lowercased()] ?? String(match.output.0)
                }
        }
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            if code.contains(index + 1) { return unescaping(line) }
            return String(line).replacing(/`[^`]+`/) { unescaping($0.output) }
        }.joined(separator: "\n")
    }
}

