import Foundation
import Highlight

/// Renders Markdown through cmark-gfm: GFM tables, strikethrough, autolinks, task lists and
/// footnotes; raw HTML kept as written (cleaned on request, `TagFilter`); smart punctuation on
/// request; code blocks highlighted.
///
/// cmark is called through `CmarkDocument`, its one boundary, which frees every C allocation
/// before a call returns.
package struct MarkdownRenderer: Sendable, Equatable {
    /// Curly quotes, dashes and ellipses.
    var smartPunctuation: Bool
    /// The path prefix of the site (`/blog` for `https://user.github.io/blog/`, empty at the root),
    /// put in front of root-relative link and image URLs.
    package var basePath: String
    /// Whether fenced code blocks are highlighted (`Highlighter`); when not, cmark writes them plain.
    var highlightsCode: Bool
    /// Whether raw HTML is cleaned (`TagFilter`), and GFM's tag filter escapes `<iframe>`,
    /// `<script>` and the like. Off by default: a post's HTML is its author's own, as in Jekyll and Zola.
    var filtersTags: Bool
    /// Whether `:tada:` becomes 🎉, as on GitHub (`markdown.emoji`, off by default).
    var emoji: Bool
    /// The theme's shortcodes; without them (in tests of Markdown alone), shortcodes are left as written.
    package var shortcodes: Shortcodes?
    /// The ids the theme's pages have (`main`), which no heading may take.
    var reservedIDs: Set<String>
    /// The site's files, which shortcodes such as `figure` show.
    package var files: LocalFiles?

    package init(
        smartPunctuation: Bool = true, basePath: String = "", highlightsCode: Bool = true, filtersTags: Bool = false, emoji: Bool = false,
        shortcodes: Shortcodes? = nil, reservedIDs: Set<String> = [], files: LocalFiles? = nil
    ) {
        self.smartPunctuation = smartPunctuation
        self.basePath = basePath
        self.highlightsCode = highlightsCode
        self.filtersTags = filtersTags
        self.emoji = emoji
        self.shortcodes = shortcodes
        self.reservedIDs = reservedIDs
        self.files = files
    }

    /// The renderer for a site's settings and its theme's shortcodes and ids.
    package init(config: SiteConfig, shortcodes: Shortcodes? = nil, reservedIDs: Set<String> = [], files: LocalFiles? = nil) {
        self.init(
            smartPunctuation: config.smartPunctuation, basePath: String(config.baseURL.path.dropLast()), highlightsCode: config.highlightsCode,
            filtersTags: config.filtersTags, emoji: config.emoji, shortcodes: shortcodes, reservedIDs: reservedIDs, files: files)
    }

    /// Renders `markdown`, the body of `page`. Never fails: anything that is not Markdown syntax
    /// is text, and shortcodes that cannot be expanded stay as written, with their problems.
    package func render(_ markdown: String, page: MarkdownPage? = nil) -> RenderedMarkdown {
        var rendered = render(markdown, page: page, depth: 0)
        // Read once from the whole body, shortcodes' HTML included; only a page's body is linked to.
        if page != nil {
            let headings = Set(rendered.headingIDs)
            rendered.anchorIDs = HTMLAnchors.ids(in: rendered.html).filter { !headings.contains($0) }
        }
        return rendered
    }

    /// The lines of `markdown` that are code blocks, fenced or indented, wherever they are (in
    /// quotes and lists too): where shortcodes are text.
    package static func codeBlockLines(of markdown: String) -> Set<Int> {
        lines(of: markdown, in: .codeBlock)
    }

    /// The lines of `markdown` that are blocks of raw HTML, where a backslash is no escape but text.
    package static func htmlBlockLines(of markdown: String) -> Set<Int> {
        lines(of: markdown, in: .htmlBlock)
    }

    /// The line each heading of `markdown` starts on, in order.
    package static func headingLines(of markdown: String) -> [Int] {
        parsed(markdown) { document in
            document.nodes(where: { $0.kind == .heading }).map(\.startLine)
        } ?? []
    }

    /// The lines of `markdown` that blocks of `type` take.
    private static func lines(of markdown: String, in kind: CmarkNode.Kind) -> Set<Int> {
        parsed(markdown) { document in
            var lines: Set<Int> = []
            for block in document.nodes(where: { $0.kind == kind }) {
                let first = block.startLine, last = block.endLine
                if first > 0, last >= first { lines.formUnion(first...last) }
            }
            return lines
        } ?? []
    }

    /// The raw HTML of a Markdown text, blocks and inline tags, each with its line.
    package static func rawHTML(in markdown: String) -> [(line: Int, html: String)] {
        parsed(markdown) { document in
            document.nodes(where: { [.htmlBlock, .htmlInline].contains($0.kind) }).map { node in (node.position.line, node.literal ?? "") }
        } ?? []
    }

    /// The addresses of a Markdown text's links and images, as cmark reads them (entities and
    /// escapes decoded), each with its line.
    package static func linkDestinations(in markdown: String) -> [(line: Int, url: String)] {
        parsed(markdown) { document in
            document.nodes(where: { [.link, .image].contains($0.kind) }).map { node in (node.position.line, node.url ?? "") }
        } ?? []
    }

    /// `read` of the document node of `markdown`, parsed as CommonMark, without extensions.
    private static func parsed<T>(_ markdown: String, _ read: (CmarkNode) -> T) -> T? {
        CmarkDocument.parse(markdown, syntax: .init()) { read($0.root) }
    }

    /// How deep `{{< >}}` pairs may nest: far more than any page, few enough for any stack.
    static let maximumShortcodeDepth = 16
}

private extension MarkdownRenderer {
    func render(_ markdown: String, page: MarkdownPage?, depth: Int) -> RenderedMarkdown {
        guard let shortcodes, Marks.holdsShortcodeOpening(markdown) else { return renderExpanded(markdown, page: page, restoring: nil) }
        guard depth < Self.maximumShortcodeDepth else {
            return RenderedMarkdown(html: "", problems: [MarkdownProblem(
                line: 1, column: 1, message: "shortcode pairs are nested more than \(Self.maximumShortcodeDepth) deep: close some of them sooner")])
        }
        let site = ShortcodeExpansion.SiteFiles(basePath: basePath, files: files)
        let expansion = ShortcodeExpansion(markdown, shortcodes: shortcodes, page: page, site: site) { render($0, page: page, depth: depth + 1) }
        return renderExpanded(expansion.markdown, page: page, restoring: expansion)
    }

    func renderExpanded(_ markdown: String, page: MarkdownPage?, restoring expansion: ShortcodeExpansion?) -> RenderedMarkdown {
        let syntax = CmarkDocument.Syntax(gitHub: true, smartPunctuation: smartPunctuation, tagFilter: filtersTags)
        return CmarkDocument.parse(markdown, syntax: syntax) { render($0, markdown: markdown, page: page, restoring: expansion) }
            ?? RenderedMarkdown(html: "")
    }

    /// The HTML of `parsed`, the document of `markdown`, and what was found in it on the way.
    func render(
        _ parsed: borrowing CmarkDocument, markdown: String, page: MarkdownPage?, restoring expansion: ShortcodeExpansion?
    ) -> RenderedMarkdown {
        let document = parsed.root
        parsed.consolidateTextNodes()
        // Before anything puts HTML of Imprint's own into the tree.
        if filtersTags { TagFilter.apply(in: document) }
        let siteLinks = page == nil ? [] : SitePathLinks.find(in: document, basePath: basePath)
        let liquid = LiquidTags.problems(in: document, markdown: markdown)
        // Before the alerts become loose HTML blocks: a marker in one ends the summary after it.
        let cut = MoreMarker.markCut(in: document) ?? MoreMarker.markFirstParagraph(in: document)
        GitHubAlerts.apply(in: document)
        let images = LocalImages(in: document, files: files, page: page, basePath: basePath)
        let innerLinks = expansion?.innerLinks ?? []
        let links = innerLinks + (page.map { SourceLinks.mark(in: document, source: $0.source, from: innerLinks.count) } ?? [])
        prefixSiteURLs(in: document, page: page)
        if emoji { Emoji.replaceShortcodes(in: document) }
        var headings = Headings(in: document)
        let placeholders = { (text: String) in expansion?.removingPlaceholders(text) ?? text }
        let wholeBody = DocumentText.Parts(headings: true, footnotes: true)
        let blocks = document.children
        let wordCount = DocumentText(blocks, parts: wholeBody, keepsText: false, removing: placeholders).wordCount
        var summary = MarkdownSummary()
        if let cut {
            let before = blocks.lazy.prefix { $0 != cut }
            summary.text = DocumentText(before, parts: .init(), wordLimit: MarkdownSummary.descriptionLength, removing: placeholders)
                .text(limit: MarkdownSummary.descriptionLength)
        } else {
            let words = DocumentText(blocks, parts: .init(), wordLimit: MarkdownSummary.words, removing: placeholders)
            summary = MarkdownSummary(
                html: words.wordCount == 0 ? "" : "<p>" + XMLText.escape(words.prefix(words: MarkdownSummary.words)) + "</p>",
                text: words.text(limit: MarkdownSummary.descriptionLength), hasMore: document.firstChild != nil)
        }
        if highlightsCode { Self.highlightCodeBlocks(in: document) }
        let reserved = page.map { reservedIDs.union($0.reservedIDs) } ?? reservedIDs
        headings.giveIDs(reserved: reserved, text: { DocumentText(CollectionOfOne($0), parts: wholeBody, removing: placeholders) }) {
            parsed.html(of: $0)
        }
        let rendered = images.restore(in: ScrollableBlocks.focusable(parsed.html()))
        var html = expansion?.restore(in: rendered) ?? rendered
        if cut != nil, let split = MoreMarker.split(html) {
            html = split.html
            summary.html = split.summary
            summary.hasMore = split.hasMore
        }
        return RenderedMarkdown(
            html: html, summary: summary, problems: (expansion?.problems ?? []) + liquid + images.problems + headings.problems, sourceLinks: links,
            sitePathLinks: siteLinks,
            headingIDs: headings.headings.map(\.id) + (expansion?.innerHeadingIDs ?? []), headings: headings.headings, wordCount: wordCount,
            filesRead: (expansion?.filesRead ?? []) + images.filesRead, images: (expansion?.images ?? []) + images.uses, leadImage: images.lead)
    }

    /// Puts base_url's path before links and images that start with `/`, and makes those of a
    /// bundle that are relative to its page paths of the site, so that they work in lists and feeds too.
    func prefixSiteURLs(in document: CmarkNode, page: MarkdownPage?) {
        guard !basePath.isEmpty || page?.isBundle == true else { return }
        let links = document.nodes {
            let kind = $0.kind
            return kind == .link || kind == .image
        }
        for node in links {
            guard let url = node.url, !url.hasPrefix(SourceLinks.prefix) else { continue }
            if LocalFiles.isLocal(url) {
                node.setURL(basePath + url)
            } else if let bundled = page?.bundleURL(url) {
                node.setURL(bundled)
            }
        }
    }

    /// Replaces each code block with its highlighted HTML.
    static func highlightCodeBlocks(in document: CmarkNode) {
        for block in document.nodes(where: { $0.kind == .codeBlock }) {
            block.replace(withHTMLBlock: Highlighter.html(code: block.literal ?? "", info: block.fenceInfo ?? ""))
        }
    }
}
