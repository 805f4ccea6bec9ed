import Foundation
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// HTML that editors write and Markdown cannot say as it is: nothing a reader saw may be lost.
final class ImportedTextTests: XCTestCase {
    private let renderer = MarkdownRenderer(smartPunctuation: false)

    /// TinyMCE puts a list directly inside a list; it once went, with its links.
    func testAListDirectlyInAListStaysNestedWithItsLinks() {
        let html = #"<ul><li>One <a href="/a/">first</a></li><ul><li>Nested <a href="/b/">second</a></li><li>more</li></ul><li>Two</li></ul>"#
        let rendered = render(html)
        XCTAssertEqual(Self.words(rendered), Self.words(html))
        XCTAssertTrue(rendered.contains("<li>One <a href=\"/a/\">first</a>\n<ul>\n<li>Nested <a href=\"/b/\">second</a></li>"), rendered)
    }

    func testLineBreaksInPreformattedTextAreLines() {
        let markdown = HTMLToMarkdown.convert("<pre>Roses are red,<br>violets are blue,<br />code is a poem<br>and so are you.</pre>")
        XCTAssertTrue(markdown.contains("```\nRoses are red,\nviolets are blue,\ncode is a poem\nand so are you.\n```"), markdown)
    }

    func testListsInARowStayTwoAndKeepTheirNumbering() {
        let rendered = render(#"<ol><li>a</li><li>b</li></ol><ol start="7"><li>c</li></ol><ul><li>d</li></ul><ul><li>e</li></ul>"#)
        XCTAssertEqual(rendered.components(separatedBy: "<ol").count - 1, 2, rendered)
        XCTAssertTrue(rendered.contains("<ol start=\"7\">"), rendered)
        XCTAssertEqual(rendered.components(separatedBy: "<ul>").count - 1, 2, rendered)
    }

    func testAListMarkdownCannotNumberStaysHTML() {
        for (html, kept) in [("<ol reversed><li>three</li><li>two</li></ol>", "<ol reversed=\"\">"), (#"<ol type="a"><li>x</li></ol>"#, #"<ol type="a">"#),
                             (#"<ol><li value="10">ten</li></ol>"#, #"<li value="10">"#)] {
            XCTAssertTrue(render(html).contains(kept), render(html))
        }
    }

    func testWordPressMoreWithItsLinkTextIsTheSummaryBreak() {
        let result = renderer.render(HTMLToMarkdown.convert("<p>Intro.</p>\n<!--more Read the rest-->\n<p>Rest.</p>"))
        XCTAssertEqual(result.summary.html, "<p>Intro.</p>")
        XCTAssertEqual(renderer.render("Intro.\n\n<!--more Read on-->\n\nRest.\n").summary.html, "<p>Intro.</p>", "in Imprint's own posts too")
    }

    func testAWordPressTitleWithMarkupIsItsText() throws {
        let export = """
            <rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>
            <item><title>&lt;em&gt;Fast&lt;/em&gt; tables &amp;amp; more</title><wp:post_type>post</wp:post_type><wp:status>publish</wp:status>
            <wp:post_date>2012-01-01 10:00:00</wp:post_date></item></channel></rss>
            """
        let source = try WordPressExport.read(LibXML.parseXML(Data(export.utf8)))
        XCTAssertEqual(source.items.map(\.title), ["Fast tables & more"])
    }

    /// The visual editor saves code in a shortcode as HTML: entities, `<br />`, a paragraph.
    func testCodeFromTheVisualEditorIsTheCodeReadersSaw() {
        let html = WordPressMarkup.expand("<p>[objc]<br />\nif (a &lt; b &amp;&amp; c &gt; 0) {<br />\n    NSLog(@&quot;hi&#8217;&quot;);<br />\n}<br />\n[/objc]</p>")
        XCTAssertEqual(HTMLToMarkdown.convert(html).trimmingWhitespace(), "```objc\nif (a < b && c > 0) {\n    NSLog(@\"hi\u{2019}\");\n}\n```")
        XCTAssertEqual(HTMLToMarkdown.convert(WordPressMarkup.expand("[csharp]\nif (a < b) { x = \"it's\"; }\n[/csharp]")).trimmingWhitespace(), "```csharp\nif (a < b) { x = \"it's\"; }\n```", "code written as it is stays so")
    }

    func testAPostWithoutItsGMTTimeHasTheBlogsOffset() throws {
        let export = """
            <rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>
            <item><title>Published</title><wp:post_type>post</wp:post_type><wp:status>publish</wp:status>
            <wp:post_date>2012-01-01 10:00:00</wp:post_date><wp:post_date_gmt>2012-01-01 18:00:00</wp:post_date_gmt></item>
            <item><title>Pending</title><wp:post_type>post</wp:post_type><wp:status>pending</wp:status>
            <wp:post_date>2012-02-01 10:00:00</wp:post_date><wp:post_date_gmt>0000-00-00 00:00:00</wp:post_date_gmt></item></channel></rss>
            """
        let items = try WordPressExport.read(LibXML.parseXML(Data(export.utf8))).items
        XCTAssertEqual(items.map { $0.date.map { DateFormats(date: $0).iso8601 } }, ["2012-01-01T10:00:00-08:00", "2012-02-01T10:00:00-08:00"])
    }

    func testAnOldCaptionInTheShortcodeIsTheFiguresCaption() {
        let html = WordPressMarkup.expand(#"[caption id="a" align="alignnone" caption="Rows, cached & fast"]<img src="/r.png" alt="rows">[/caption]"#)
        XCTAssertTrue(html.contains("<figcaption>Rows, cached &amp; fast</figcaption>"), html)
    }

    func testJekyllCommentsIncludesAndPageLinks() {
        let conversion = LiquidConversion(posts: [:], excerptSeparator: nil)
        let (markdown, notes) = conversion.convert("""
            Before {% comment %}a private remark{% endcomment %} after.
            {% include image.html url="/images/x.png" alt="X" %} [About]({% link About.md %})
            """)
        XCTAssertEqual(markdown, "Before <!--a private remark--> after.\n{{< figure src=\"/images/x.png\" alt=\"X\" >}} [About](\(ImportLink.to("jekyll:About.md")))",
                       "a page is linked by its import id, until the plan names its file")
        XCTAssertEqual(notes, [])
    }

    /// An Octopress feed had `<a href="" title="https://…">`: written `[x]( "https://…")`, the
    /// title became the address (`%22https://…%22`), a broken link the old page did not have.
    func testAnEmptyLinkKeepsItsTitleAsATitle() {
        let html = render(#"<p><a href="" title="https://example.com/code">Source Code</a></p>"#)
        XCTAssertTrue(html.contains(#"<a href="" title="https://example.com/code">Source Code</a>"#), html)
    }

    private func render(_ html: String) -> String {
        renderer.render(HTMLToMarkdown.convert(html)).html
    }

    private static func words(_ html: String) -> [Substring] {
        LibXML.parseHTMLFragment(html).map(\.visibleText).joined().split(whereSeparator: \.isWhitespace)
    }
}
