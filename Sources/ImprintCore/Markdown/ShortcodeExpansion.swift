import Foundation
import Mustache

/// A Markdown text with its shortcodes expanded, for cmark: the output of each `{{% %}}`
/// shortcode in place, and of each `{{< >}}` one a placeholder that `restore(in:)` replaces in
/// the HTML (a paragraph of its own, when the shortcode stood alone on its lines).
struct ShortcodeExpansion {
    private(set) var markdown = ""
    private(set) var problems: [MarkdownProblem] = []
    /// The links to source files and the heading ids of the inner Markdown of `{{< >}}` pairs,
    /// which the body's own follow: their marks are numbered first.
    private(set) var innerLinks: [SourceLink] = []
    private(set) var innerHeadingIDs: [String] = []
    /// The paths of the site's files the shortcodes and their inner Markdown looked at.
    private(set) var filesRead: [String] = []
    /// The images of `src` arguments that have copies to publish.
    private(set) var images: [ImageUse] = []
    /// The output of each `{{< >}}` shortcode, by the number in its placeholder.
    private var placeholders: [String] = []

    /// Expands the shortcodes of `text`, which `page` shows. `render` renders the inner Markdown
    /// of a `{{< >}}` pair, shortcodes included.
    init(_ text: String, shortcodes: Shortcodes, page: MarkdownPage?, site: SiteFiles, render: (String) -> RenderedMarkdown) {
        let scanner = ShortcodeScanner(text, codeLines: MarkdownRenderer.codeBlockLines(of: text))
        let items = Self.outermost(scanner.found, problems: &problems)
        // Inside a `{{< >}}` pair, the render of the inner text reports them.
        let rendered = items.filter { if case .call(let open, _?) = $0.kind { open.form == .html } else { false } }.map(\.range)
        problems += scanner.problems.filter { found in !rendered.contains { $0.contains(found.at) } }.map(\.problem)
        var cursor = text.startIndex
        for item in items {
            markdown += text[cursor..<item.range.lowerBound]
            cursor = item.range.upperBound
            switch item.kind {
            case .escaped(let written):
                markdown += written
            case .call(let open, let close):
                let inner = close.map { String(text[open.range.upperBound..<$0.range.lowerBound]) }
                guard let output = expand(open, inner: inner, shortcodes: shortcodes, page: page, site: site, render: render) else {
                    markdown += text[item.range]
                    continue
                }
                if open.form == .markdown {
                    markdown += output
                } else {
                    let token = "\(Self.prefix)\(placeholders.count)X"
                    placeholders.append(output)
                    // The same number of lines, so that what follows keeps its line numbers.
                    markdown += token + String(repeating: "\n", count: text[item.range].count { $0 == "\n" })
                }
            }
        }
        markdown += text[cursor...]
    }

    /// `text` without placeholders: the text of a heading, for its id.
    func removingPlaceholders(_ text: String) -> String {
        placeholders.isEmpty ? text : Marks.replacing(in: text, prefix: Self.prefix, with: placeholders.map { _ in "" })
    }

    /// The HTML with each placeholder replaced by its shortcode's output.
    func restore(in html: String) -> String {
        guard !placeholders.isEmpty else { return html }
        let paragraphs = Marks.replacing(in: html, before: "<p>", prefix: Self.prefix, after: "</p>", with: placeholders)
        return Marks.replacing(in: paragraphs, prefix: Self.prefix, with: placeholders)
    }
}

extension ShortcodeExpansion {
    /// Where a site's files are, for the shortcodes that show them.
    struct SiteFiles: Sendable, Equatable {
        /// base_url's path without its last `/`: `/blog`, or empty.
        let basePath: String
        let files: LocalFiles?
    }
}

private extension ShortcodeExpansion {
    static let prefix = "IMPRINTSHORTCODE"

    /// Arguments that name a file: a site path must lead to one, and `src` gives an image's size.
    static let fileArguments = ["src", "poster"]

    /// Arguments that are a link's address, which a reader's click follows: no `javascript:`.
    static let linkArguments = ["link", "href", "url"]

    struct Item {
        enum Kind {
            case escaped(String)
            case call(open: ShortcodeTag, close: ShortcodeTag?)
        }

        let range: Range<String.Index>
        let kind: Kind
    }

    /// The shortcodes not inside a pair, each with its closing tag, in order; a closing tag that
    /// closes nothing is a problem, and so is a shortcode inside a `{{% %}}` pair, whose inner
    /// text is passed on as written.
    static func outermost(_ found: [ShortcodeScanner.Found], problems: inout [MarkdownProblem]) -> [Item] {
        var calls: [Item] = []
        var open: [ShortcodeTag] = []
        for entry in found {
            switch entry {
            case .escaped(let range, let text):
                calls.append(Item(range: range, kind: .escaped(text)))
            case .tag(let tag) where tag.isClosing:
                guard let index = open.lastIndex(where: { $0.name == tag.name && $0.form == tag.form }) else {
                    problems.append(MarkdownProblem(
                        line: tag.line, column: tag.column,
                        message: "`\(ShortcodeTag.closing(tag.name, tag.form))` closes no shortcode: open it with `\(tag.form.opening) \(tag.name) \(tag.form.closing)`, or remove it"))
                    continue
                }
                // Tags opened after it and never closed stand alone, inside this pair.
                calls += open[(index + 1)...].map { Item(range: $0.range, kind: .call(open: $0, close: nil)) }
                calls.append(Item(range: open[index].range.lowerBound..<tag.range.upperBound, kind: .call(open: open[index], close: tag)))
                open.removeSubrange(index...)
            case .tag(let tag) where tag.isSelfClosing:
                calls.append(Item(range: tag.range, kind: .call(open: tag, close: nil)))
            case .tag(let tag):
                open.append(tag)
            }
        }
        calls += open.map { Item(range: $0.range, kind: .call(open: $0, close: nil)) }
        var outermost: [Item] = []
        for item in calls.sorted(by: { ($0.range.lowerBound, $1.range.upperBound) < ($1.range.lowerBound, $0.range.upperBound) }) {
            guard let last = outermost.last, last.range.upperBound > item.range.lowerBound else {
                outermost.append(item)
                continue
            }
            if case .call(let outer, _?) = last.kind, outer.form == .markdown, case .call(let inner, _) = item.kind {
                problems.append(MarkdownProblem(
                    line: inner.line, column: inner.column,
                    message: "shortcode `\(inner.name)` is inside the `{{% \(outer.name) %}}` pair, whose text is passed on as written: write the outer one as `{{< \(outer.name) >}}`"))
            }
        }
        return outermost
    }

    /// The HTML of a pair's inner Markdown, its links renumbered after those taken so far.
    mutating func takeLinksAndHeadings(of rendered: RenderedMarkdown, line: Int) -> String {
        innerHeadingIDs += rendered.headingIDs
        filesRead += rendered.filesRead
        images += rendered.images
        guard let highest = rendered.sourceLinks.map(\.number).max() else { return rendered.html }
        var renumbered = [String](repeating: "", count: highest + 1)
        for link in rendered.sourceLinks {
            renumbered[link.number] = "href=\"\(SourceLinks.prefix)\(innerLinks.count)X\""
            innerLinks.append(SourceLink(
                number: innerLinks.count, target: link.target, fragment: link.fragment, written: link.written, line: link.line + line - 1, column: link.column))
        }
        return Marks.replacing(in: rendered.html, before: "href=\"", prefix: SourceLinks.prefix, after: "\"", with: renumbered)
    }

    /// The output of one shortcode, or nil after recording why it has none.
    mutating func expand(
        _ tag: ShortcodeTag, inner: String?, shortcodes: Shortcodes, page: MarkdownPage?, site: SiteFiles, render: (String) -> RenderedMarkdown
    ) -> String? {
        func fail(_ message: String) -> String? {
            problems.append(MarkdownProblem(line: tag.line, column: tag.column, message: message))
            return nil
        }
        guard let declaration = shortcodes.declarations[tag.name] else {
            let names = shortcodes.names(nearest: tag.name)
            if let hint = Shortcodes.hugoHint(for: tag.name) {
                return fail("unknown shortcode `\(tag.name)`: \(hint)")
            }
            return fail("unknown shortcode `\(tag.name)`: " + (names.isEmpty
                ? "the theme has none (they are templates in templates/shortcodes/)"
                : "the shortcodes are, nearest first: " + names.prefix(8).map { "`\($0)`" }.joined(separator: ", "))
                + "; to show the tag as text, write `\(tag.form.opening)/* \(tag.name) */\(tag.form.closing)`")
        }
        var values: [(String, TemplateValue)] = []
        var given: [String: String] = [:]
        if let arguments = declaration.arguments {
            guard tag.positional.count <= arguments.count else {
                return fail("shortcode `\(tag.name)` takes at most \(arguments.count) arguments without a name (\(arguments.map { "`\($0)`" }.joined(separator: ", "))), not \(tag.positional.count)")
            }
            for (name, value) in zip(arguments, tag.positional) { given[name] = value }
            for (key, value) in tag.named {
                guard arguments.contains(key) else {
                    return fail("shortcode `\(tag.name)` has no argument `\(key)`: its arguments are " + arguments.map { "`\($0)`" }.joined(separator: ", "))
                }
                given[key] = value
            }
            for name in declaration.required where given[name] == nil {
                return fail("shortcode `\(tag.name)` needs `\(name)`: write `\(tag.form.opening) \(tag.name) \(name)=\"…\" \(tag.form.closing)`")
            }
        } else {
            for (key, value) in tag.named { given[key] = value }
        }
        for key in Self.linkArguments {
            if let value = given[key], let problem = WebURL.linkProblem(value) { return fail("shortcode `\(tag.name)`: \(key) \(problem)") }
        }
        var made: (key: String, image: ProcessedImage, source: String)?
        for key in Self.fileArguments {
            if site.files != nil, let value = given[key], let problem = LocalFiles.addressProblem(value, on: page) {
                return fail("shortcode `\(tag.name)`: \(key) \(problem)")
            }
            guard let value = given[key], let files = site.files, let file = files.file(for: value, on: page) else { continue }
            filesRead.append(file.path)
            guard POSIXFiles.kind(of: file.path) != .missing else {
                return fail("shortcode `\(tag.name)`: \(key) \(value) is not a file of the site: \(LocalFiles.whereToPut(value, on: page))")
            }
            if key == "src", !value.contains("?"), !value.contains("#"), files.doubleDensity(of: file) == nil, let result = files.processedImage(of: file) {
                switch result {
                case .success(let processed):
                    given["width"] = given["width"] ?? String(processed.image.width)
                    given["height"] = given["height"] ?? String(processed.image.height)
                    made = (processed.key, processed.image, file.path)
                case .failure(let failure):
                    return fail("shortcode `\(tag.name)`: " + failure.explanation(of: "src \(value)"))
                }
            } else if key == "src", let size = files.imageSize(of: file) {
                if let problem = size.pastPixelLimit { return fail("shortcode `\(tag.name)`: src \(value) \(problem)") }
                given["width"] = given["width"] ?? String(size.width)
                given["height"] = given["height"] ?? String(size.height)
            }
        }
        // Site paths get base_url's path, and paths in a bundle the page's, as links in Markdown do.
        for key in Self.fileArguments + ["link"] {
            guard let value = given[key] else { continue }
            if LocalFiles.isLocal(value) { given[key] = site.basePath + value } else if let url = page?.bundleURL(value) { given[key] = url }
        }
        values += (declaration.arguments ?? []).map { ($0, given[$0].map(TemplateValue.string) ?? .null) }
        // The copies of `src`, published beside it, for the template's srcset.
        var copies = TemplateValue.null
        if let made, let published = given["src"], let settings = site.files?.images?.settings {
            let sets = ImageSourceSets(made.image, at: published)
            copies = .object(TemplateObject(pairs: [
                ("srcset", sets.own.map(TemplateValue.string) ?? .null), ("webp", sets.webp.map(TemplateValue.string) ?? .null), ("sizes", .string(settings.sizes)),
            ]))
            images.append(ImageUse(url: String(published.dropFirst(site.basePath.count + 1)), source: made.source, key: made.key, image: made.image))
        }
        if declaration.usesInner, inner == nil {
            return fail("shortcode `\(tag.name)` shows its inner text but is never closed: end it with `\(ShortcodeTag.closing(tag.name, tag.form))`")
        }
        if !declaration.usesInner, inner != nil {
            return fail("shortcode `\(tag.name)` shows no inner text, so its closing tag would lose what is between: write it alone, `\(tag.form.opening) \(tag.name) … \(tag.form.closing)`")
        }
        var innerValue = TemplateValue.null
        if let inner {
            if tag.form == .html {
                let rendered = render(inner)
                problems += rendered.problems.map { MarkdownProblem(line: $0.line + tag.line - 1, column: $0.column, message: $0.message) }
                innerValue = .string(takeLinksAndHeadings(of: rendered, line: tag.line))
            } else {
                innerValue = .string(inner)
            }
        }
        values += [
            ("args", .array(tag.positional.map(TemplateValue.string))), ("params", .object(TemplateObject(given.mapValues(TemplateValue.string)))),
            ("inner", innerValue), ("page", page?.templateValue ?? .null), ("copies", copies),
        ]
        do {
            return try shortcodes.library.render(Shortcodes.folder + tag.name, with: .object(TemplateObject(pairs: values)))
        } catch {
            return fail("shortcode `\(tag.name)`: \(error.message)")
        }
    }
}
