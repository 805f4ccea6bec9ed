import ImprintTestSupport
import XCTest
@testable import ImprintCore

final class MarkdownRendererTests: XCTestCase {
    let renderer = MarkdownRenderer()

    func testHeadingsGetUniqueGitHubStyleIDs() {
        let result = renderer.render("# Why it's slow\n## Why it's slow\n## `code` & more!\n")
        XCTAssertTrue(result.html.contains("<h1 id=\"why-its-slow\">Why it’s slow</h1>"), result.html)
        XCTAssertTrue(result.html.contains("<h2 id=\"why-its-slow-1\">"), result.html)
        XCTAssertTrue(result.html.contains("<h2 id=\"code--more\">"), result.html)
    }

    func testSmartPunctuationCanBeTurnedOff() {
        XCTAssertEqual(renderer.render("\"a\" -- b").html, "<p>“a” – b</p>\n")
        XCTAssertEqual(MarkdownRenderer(smartPunctuation: false).render("\"a\" -- b").html, "<p>&quot;a&quot; -- b</p>\n")
    }

    func testRootRelativeLinksAndImagesGetTheBasePath() {
        let html = MarkdownRenderer(basePath: "/blog").render("[a](/x/) [b](https://e.org/y) [c](//cdn.example/z) ![i](/img.png) [d](rel/)").html
        XCTAssertTrue(html.contains("href=\"/blog/x/\""))
        XCTAssertTrue(html.contains("href=\"https://e.org/y\""))
        XCTAssertTrue(html.contains("href=\"//cdn.example/z\""))
        XCTAssertTrue(html.contains("src=\"/blog/img.png\""))
        XCTAssertTrue(html.contains("href=\"rel/\""))
    }

    func testRawHTMLIsKeptAsWrittenUnlessTheTagFilterIsOn() {
        let markdown = "<div class=\"x\">kept</div>\n\n<script>alert(1)</script>\n\n<iframe src=\"x\"></iframe>\n\nInline <video src=\"a.mp4\"></video>.\n"
        let html = renderer.render(markdown).html
        XCTAssertTrue(html.contains("<div class=\"x\">kept</div>"))
        XCTAssertTrue(html.contains("<script>alert(1)</script>"), html)
        XCTAssertTrue(html.contains("<iframe src=\"x\"></iframe>"), html)
        XCTAssertTrue(html.contains("<video src=\"a.mp4\"></video>"), html)
        let filtered = MarkdownRenderer(filtersTags: true).render(markdown).html
        XCTAssertTrue(filtered.contains("<div class=\"x\">kept</div>"))
        XCTAssertFalse(filtered.contains("<script") || filtered.contains("alert(1)"), "a script goes, with what it holds: \(filtered)")
        XCTAssertFalse(filtered.contains("iframe"), "a frame of no web page goes: \(filtered)")
        let framed = MarkdownRenderer(filtersTags: true).render("<iframe src=\"https://maps.example/m\" title=\"Map\"></iframe>\n").html
        XCTAssertTrue(framed.contains("<a href=\"https://maps.example/m\">Map</a>"), "another site's frame becomes a link: \(framed)")
    }

    func testSiteYMLTurnsTheTagFilterOn() throws {
        let yaml = "title: T\nbase_url: https://example.org/\nmarkdown:\n  tag_filter: true\n"
        let (config, problems) = ConfigLoader.load(try SourceText.decode(Data(yaml.utf8), displayPath: "content/site.yml"), baseURLOverride: nil)
        XCTAssertEqual(problems, [])
        XCTAssertTrue(config.filtersTags)
        XCTAssertEqual(MarkdownRenderer(config: config).render("<script>x()</script>\n<b>b</b>\n").html, "\n<p><b>b</b></p>\n")
        XCTAssertFalse(SiteConfig.defaults().filtersTags, "off unless asked for")
    }

    func testGitHubAlertsBecomeCalloutsWithATitle() {
        let html = renderer.render("> [!NOTE]\n> Useful to know.\n\n> [!warning]\n> Careful.\n>\n> - a list too\n\n> [!NOPE]\n> A quote.\n\n> [!TIP] not alone on its line\n").html
        XCTAssertTrue(html.contains("<div class=\"markdown-alert markdown-alert-note\" role=\"note\">\n<p class=\"markdown-alert-title\">Note</p>\n<p>Useful to know.</p>\n</div>"), html)
        XCTAssertTrue(html.contains("<div class=\"markdown-alert markdown-alert-warning\" role=\"note\">\n<p class=\"markdown-alert-title\">Warning</p>\n<p>Careful.</p>\n<ul>"), html)
        XCTAssertTrue(html.contains("<blockquote>\n<p>[!NOPE]"), "not a kind of alert: a quote, as written")
        XCTAssertTrue(html.contains("<blockquote>\n<p>[!TIP] not alone"), "the marker must be alone on its line")
        XCTAssertEqual(html.components(separatedBy: "<div").count, 3)
        for kind in ["TIP", "IMPORTANT", "CAUTION"] {
            XCTAssertTrue(renderer.render("> [!\(kind)]\n> Text.\n").html.contains("markdown-alert-\(kind.lowercased())"), kind)
        }
        // A Unicode space before the marker is trimmed as an ASCII one is.
        XCTAssertTrue(renderer.render("> \u{A0}[!NOTE]\n> Text.\n").html.contains("markdown-alert-note"))
    }

    func testLocalImagesGetTheirSizeAndAllButTheFirstLoadLazily() {
        let files = LocalFiles(content: Fixture.site("embeds").appendingPathComponent("content"))
        let markdown = "![Shot](/assets/img/shot@2x.png \"A & B\")\n\n![Poster](/assets/img/poster.png)\n\n![Remote](https://example.com/x.png)\n"
        let rendered = MarkdownRenderer(basePath: "/blog", files: files).render(markdown)
        XCTAssertEqual(rendered.problems, [])
        XCTAssertTrue(rendered.html.contains("<img src=\"/blog/assets/img/shot@2x.png\" alt=\"Shot\" title=\"A &amp; B\" width=\"320\" height=\"200\" />"), rendered.html)
        XCTAssertTrue(rendered.html.contains("<img src=\"/blog/assets/img/poster.png\" alt=\"Poster\" width=\"32\" height=\"18\" loading=\"lazy\" decoding=\"async\" />"), rendered.html)
        XCTAssertTrue(rendered.html.contains("<img src=\"https://example.com/x.png\" alt=\"Remote\" loading=\"lazy\" decoding=\"async\" />"), rendered.html)
        let missing = MarkdownRenderer(files: files).render("Text.\n\nSee ![gone](/assets/img/gone.png) here.\n")
        XCTAssertEqual(missing.problems.map(\.line), [3])
        XCTAssertTrue(missing.problems.first?.message.contains("/assets/img/gone.png is not a file of the site") == true, "\(missing.problems)")
    }

    func testLinksToSourceFilesAreMarkedUntilResolved() {
        let page = MarkdownPage(title: "T", url: "/blog/x/", source: "content/posts/2015-04-02-x.md")
        let rendered = MarkdownRenderer().render("[a](@/posts/2011-10-12-y.md#the-fix) [b](2012-01-01-z.md) [c](../pages/about.md) [d](https://e.org/x.md) [e](notes.txt)\n", page: page)
        XCTAssertEqual(rendered.sourceLinks.map(\.target), ["content/posts/2011-10-12-y.md", "content/posts/2012-01-01-z.md", "content/pages/about.md"])
        XCTAssertEqual(rendered.sourceLinks.map(\.fragment), ["the-fix", nil, nil])
        let targets = [
            "content/posts/2011-10-12-y.md": LinkTarget(url: "/blog/2011/10/12/y/", ids: ["the-fix"]),
            "content/posts/2012-01-01-z.md": LinkTarget(url: "/blog/2012/01/01/z/", ids: []),
        ]
        let (resolved, broken) = rendered.resolvingLinks(targets)
        XCTAssertTrue(resolved.html.contains("<a href=\"/blog/2011/10/12/y/#the-fix\">a</a> <a href=\"/blog/2012/01/01/z/\">b</a>"), resolved.html)
        XCTAssertTrue(resolved.html.contains("<a href=\"https://e.org/x.md\">d</a> <a href=\"notes.txt\">e</a>"), resolved.html)
        XCTAssertEqual(broken.count, 1)
        XCTAssertTrue(broken.first?.message.contains("leads to content/pages/about.md, which the site does not publish") == true, "\(broken)")
        let (_, noHeading) = rendered.resolvingLinks(targets.merging(["content/posts/2011-10-12-y.md": LinkTarget(url: "/y/", ids: ["the-fax", "intro"])]) { $1 })
        XCTAssertTrue(noHeading.first?.message.contains("names #the-fix, which content/posts/2011-10-12-y.md has no heading or anchor of: its headings and anchors are, nearest first: #the-fax, #intro") == true, "\(noHeading)")
    }

    func testLinksAndHeadingsInsideAPairAreTheBodys() throws {
        let loaded = Theme.load(ThemeSource(directory: Fixture.defaultTheme, isRequired: true, builtIn: [:]), displayPrefix: "templates/")
        XCTAssertEqual(loaded.problems, [])
        let renderer = MarkdownRenderer(shortcodes: loaded.bodies?.shortcodes)
        let page = MarkdownPage(title: "T", url: "/x/", source: "content/posts/2015-04-02-x.md")
        let markdown = "[outer](@/posts/a.md)\n\n{{< details summary=\"s\" >}}\n## Inside\n\n[inner](@/posts/b.md#top)\n{{< /details >}}\n\n## Install {{< appstore 42 >}}\n"
        let rendered = renderer.render(markdown, page: page)
        XCTAssertEqual(rendered.problems, [])
        XCTAssertEqual(rendered.sourceLinks.map(\.target), ["content/posts/b.md", "content/posts/a.md"])
        XCTAssertEqual(rendered.sourceLinks.map(\.line), [6, 1], "inner links keep their line in the body")
        XCTAssertEqual(Set(rendered.headingIDs), ["inside", "install"], "a shortcode's placeholder is not part of a heading's id")
        let targets = ["content/posts/a.md": LinkTarget(url: "/a/", ids: []), "content/posts/b.md": LinkTarget(url: "/b/", ids: ["top"])]
        let (resolved, broken) = rendered.resolvingLinks(targets)
        XCTAssertEqual(broken, [])
        XCTAssertTrue(resolved.html.contains("<a href=\"/a/\">outer</a>") && resolved.html.contains("<a href=\"/b/#top\">inner</a>"), resolved.html)
        XCTAssertFalse(resolved.html.contains("IMPRINT"), resolved.html)
    }

    func testImagePathsThatLeaveTheirFolderNameNoFile() {
        let files = LocalFiles(content: Fixture.site("embeds").appendingPathComponent("content"))
        XCTAssertNil(files.file(for: "/assets/../../site.yml", on: nil))
        XCTAssertNil(files.file(for: "/%2e%2e/%2e%2e/etc/hostname", on: nil))
        let bundle = MarkdownPage(title: "B", url: "/b/", source: "content/posts/2015-04-04-square-progress/index.md")
        XCTAssertNil(files.file(for: "../2015-04-02-embeds.md", on: bundle))
        XCTAssertNil(bundle.bundleURL("../other/x.png"))
        XCTAssertEqual(bundle.bundleURL("ring.png?v=2"), "/b/ring.png?v=2")
        XCTAssertNotNil(files.file(for: "ring.png", on: bundle).flatMap(files.imageSize(of:)))
        XCTAssertEqual(MarkdownPage(title: "H", url: "/2015/x.html", source: "content/posts/x/index.md").bundleURL("a.png"), "/2015/a.png")
    }

    func testMoreMarkerSplitsTheSummary() {
        let result = renderer.render("Intro.\n\n<!--more-->\n\nRest.\n")
        XCTAssertEqual(result.summary, MarkdownSummary(html: "<p>Intro.</p>", text: "Intro.", hasMore: true))
        XCTAssertEqual(result.html, "<p>Intro.</p>\n<p>Rest.</p>\n")
        let code = renderer.render("No marker.\n\n```\n<!--more-->\n```\n")
        XCTAssertEqual(code.summary, MarkdownSummary(html: "<p>No marker.</p>", text: "No marker.", hasMore: true), "the first paragraph")
        XCTAssertEqual(renderer.render("Only this.\n").summary.hasMore, false)
        XCTAssertEqual(renderer.render("Intro.\n\n<!--more-->\n").summary.hasMore, false, "nothing after the marker")
    }

    /// A post starting with a heading (or a list, or code) has its first words as its summary.
    func testWithoutAFirstParagraphTheSummaryIsTheFirstWords() {
        let words = (1...100).map { "w\($0)" }
        let result = renderer.render("## Background\n\n```swift\nlet code = 1\n```\n\n" + words.joined(separator: " ") + " <em>x</em>\n")
        XCTAssertEqual(result.summary.html, "<p>" + words.prefix(70).joined(separator: " ") + "…</p>", "70 words as text, headings and code left out")
        XCTAssertTrue(result.summary.hasMore)
        XCTAssertTrue(result.summary.text.hasPrefix("w1 w2 w3"))
        XCTAssertLessThanOrEqual(result.summary.text.count, MarkdownSummary.descriptionLength + 1)
        XCTAssertTrue(result.summary.text.hasSuffix("…"))
        let escaped = renderer.render("# Title\n\n- a < b & <em>c</em>\n")
        XCTAssertEqual(escaped.summary.html, "<p>a &lt; b &amp; c</p>", "text, never markup cut inside an element")
        XCTAssertEqual(renderer.render("").summary, MarkdownSummary())
    }

    /// Descriptions come from the tree: no space before punctuation, entities decoded once.
    func testSummaryTextIsTheTextAsWritten() {
        let result = renderer.render("![shot](a.png) Run `swift build`, then *ship* it. &amp;lt; is [a link](/x)[^1].\n\n[^1]: Note.\n")
        XCTAssertEqual(result.summary.text, "Run swift build, then ship it. &lt; is a link.")
        XCTAssertEqual(renderer.render("Line one\nline two  \nline three<br>four <em>five</em>\n").summary.text, "Line one line two line three four five")
    }

    func testWordCountLeavesCodeBlocksOut() {
        let result = renderer.render("# Hello world\n\nOne two three.\n\n```\nnot counted at all\n```\n\n| a b | c |\n|---|---|\n| d | e |\n")
        XCTAssertEqual(result.wordCount, 2 + 3 + 5)
    }

    /// The marker is found in the tree and the summary cut between blocks: always whole elements.
    func testMoreMarkerAnywhereCutsTheSummaryAtABlockBoundary() {
        let inline = renderer.render("First line <!--more--> and the rest of it.\n\nLater.\n")
        XCTAssertEqual(inline.summary.html, "<p>First line</p>")
        XCTAssertEqual(inline.html, "<p>First line</p>\n<p>and the rest of it.</p>\n<p>Later.</p>\n")
        let spaced = renderer.render("Intro.\n\n<!-- More -->\n\nRest.\n")
        XCTAssertEqual(spaced.summary.html, "<p>Intro.</p>", "Hugo's and Zola's spelling, any case")
        let listed = renderer.render("- one\n- two <!--more-->\n- three\n\nAfter.\n")
        XCTAssertEqual(listed.summary.html, "<ul>\n<li>one</li>\n<li>two</li>\n<li>three</li>\n</ul>", "the whole list, never an unclosed <li>")
        let div = renderer.render("<div class=\"note\">\nA note <!--more-->\n</div>\n\nAfter.\n")
        XCTAssertEqual(div.summary.html, "<div class=\"note\">\nA note \n</div>")
        let later = renderer.render("```\n<!--more-->\n```\n\nText.\n\n<!--more-->\n\nRest.\n")
        XCTAssertTrue(later.summary.html.hasSuffix("<p>Text.</p>"), "a marker in code is code; the real one later counts: \(later.summary.html)")
        XCTAssertFalse(later.html.contains("imprint-summary-end"))
        let alert = renderer.render("> [!NOTE]\n> First. <!--more-->\n> Second.\n\nAfter.\n")
        XCTAssertTrue(alert.summary.html.hasPrefix("<div class=\"markdown-alert markdown-alert-note\""), alert.summary.html)
        XCTAssertTrue(alert.summary.html.hasSuffix("</div>"), "the whole alert, never an unclosed <div>: \(alert.summary.html)")
        let footnote = renderer.render("Text[^1].\n\nMore.\n\n[^1]: A note <!--more--> here.\n")
        XCTAssertEqual(footnote.summary.html, "<p>Text<sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1\" data-footnote-ref>1</a></sup>.</p>",
                       "a marker in a footnote, written at the page's end, is no cut: the first paragraph is the summary")
    }

    func testGFMExtensionsAndFootnotes() {
        let html = renderer.render("~~gone~~ https://a.example\n\n- [x] done\n\n| a |\n|---|\n| 1 |\n\nNote[^n].\n\n[^n]: Footnote.\n").html
        XCTAssertTrue(html.contains("<del>gone</del>"))
        XCTAssertTrue(html.contains("<a href=\"https://a.example\">"))
        XCTAssertTrue(html.contains("type=\"checkbox\" checked=\"\""))
        XCTAssertTrue(html.contains("<table tabindex=\"0\">"))
        XCTAssertTrue(html.contains("class=\"footnotes\""))
    }

    /// cmark-gfm switches process-wide tables during inline parsing; renders on many threads
    /// must still all see the strikethrough and autolink extensions.
    func testConcurrentRendersAgree() {
        let text = "~~gone~~ and https://a.example and *b* | x |\n\n" + String(repeating: "More ~~text~~ www.b.example.\n\n", count: 50)
        let expected = renderer.render(text).html
        let renderer = renderer
        let outputs = Parallel.allCores.map(Array(0..<400)) { _ in renderer.render(text).html }
        XCTAssertEqual(Set(outputs), [expected])
        XCTAssertTrue(expected.contains("<del>gone</del>") && expected.contains("<a href=\"https://a.example\">"))
    }

    func testTemplateSyntaxInTheBodyIsPlainText() {
        XCTAssertEqual(renderer.render("{{title}}\n\n    {{{x}}}\n").html, "<p>{{title}}</p>\n<pre class=\"highlight\" tabindex=\"0\"><code>{{{x}}}\n</code></pre>\n")
    }

    func testFencedCodeIsHighlightedWithItsOptions() {
        let html = renderer.render("```swift {hl_lines=[1]}\nlet x = \"<b>\"\n```\n").html
        XCTAssertEqual(
            html,
            "<pre class=\"highlight\" tabindex=\"0\"><code class=\"language-swift\"><span class=\"hll\"><span class=\"kd\">let</span> x "
                + "<span class=\"p\">=</span> <span class=\"s2\">\"&lt;b&gt;\"</span>\n</span></code></pre>\n")
    }

    func testHighlightingCanBeTurnedOff() {
        let plain = MarkdownRenderer(highlightsCode: false)
        XCTAssertEqual(plain.render("```swift\nlet x = 1\n```\n").html, "<pre tabindex=\"0\"><code class=\"language-swift\">let x = 1\n</code></pre>\n")
    }

    /// Code blocks and tables scroll sideways when wide, so a keyboard must reach them (axe's
    /// scrollable-region-focusable): the ones cmark writes, and the author's own HTML ones.
    func testTablesAndPlainCodeBlocksTakeFocus() {
        let html = MarkdownRenderer(highlightsCode: false).render("| a |\n|---|\n| 1 |\n\n    code\n\n<pre>kept</pre>\n").html
        XCTAssertTrue(html.hasPrefix("<table tabindex=\"0\">\n<thead>"), html)
        XCTAssertTrue(html.contains("<pre tabindex=\"0\"><code>code\n</code></pre>"), html)
        XCTAssertTrue(html.contains("<pre tabindex=\"0\">kept</pre>"), html)
    }

    /// A page's own ids (its comments' anchors) are no heading's: `## Comment 7` beside comment 7.
    func testAHeadingDoesNotTakeAnIdThePageGivesAComment() {
        let page = MarkdownPage(title: "T", url: "/x/", source: "content/posts/2015-04-02-x.md", reservedIDs: ["comment-7"])
        let html = renderer.render("## Comment 7\n", page: page).html
        XCTAssertFalse(html.contains("id=\"comment-7\""), html)
        XCTAssertTrue(renderer.render("## Comment 7\n").html.contains("id=\"comment-7\""), "without the comment, the heading has the id")
    }
}
