import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// `imprint import ghost`: Ghost exports written for these tests, one with Ghost's HTML (posts, a
/// page, a draft, a scheduled post, one for members), one of an old Ghost in Mobiledoc, one in
/// Lexical; each imported, built and checked.
extension ImportTests {
    func ghostExport(_ name: String) -> URL {
        Self.fixtures.appendingPathComponent("ghost/ghost-\(name).json")
    }

    func ghostImporter() -> SiteImporter {
        var importer = SiteImporter(siteFolder: site)
        importer.oldURL = URL(string: "https://old.example/")
        return importer
    }

    func testAGhostExportImportsBuildsAndKeepsItsURLs() throws {
        let report = try ghostImporter().run(ghostExport("html"), format: .ghost)
        XCTAssertEqual(report.written, [
            "content/posts/2023-01-15-hello-ghost.md", "content/pages/about.md", "content/posts/2023-03-01-unfinished.md",
            "content/posts/2030-01-01-coming-soon.md", "content/posts/2023-04-01-members-news.md", "content/posts/2023-05-01-newsletter-only.md",
        ])
        XCTAssertEqual(report.draftReasons, [
            "content/posts/2023-03-01-unfinished.md: a draft on Ghost",
            "content/posts/2023-04-01-members-news.md: for members only on Ghost (visibility: members)",
            "content/posts/2023-05-01-newsletter-only.md: sent by email only on Ghost",
        ], "what Ghost did not show everyone is not published")
        XCTAssertEqual(report.scheduled, ["content/posts/2030-01-01-coming-soon.md: appears on 2030-01-01T03:00:00-05:00"])
        XCTAssertEqual(report.imagesOnOldHost, [
            "posts[0]: Hello Ghost: https://old.example/content/images/2023/01/cover.jpg (Ghost's content/images/, which its export leaves out)",
            "posts[0]: Hello Ghost: https://old.example/content/images/2023/01/photo.jpg (Ghost's content/images/, which its export leaves out)",
        ])
        XCTAssertEqual(report.siteRedirects, [
            "/rss/ → /feed.xml", "/tag/open-source/ → /tags/open-source/", "/tag/open-source/rss/ → /tags/open-source/feed.xml",
            "/tag/swift/ → /tags/swift/", "/tag/swift/rss/ → /tags/swift/feed.xml",
        ], "Ghost's feed and its published tags' lists and feeds")
        let post = try text("content/posts/2023-01-15-hello-ghost.md")
        XCTAssertTrue(post.hasPrefix("""
            ---
            title: "Hello Ghost"
            date: 2023-01-15T04:30:00-05:00
            updated: 2023-02-01T05:00:00-05:00
            tags: ["Swift", "Open Source"]
            summary: "A first post, moved from Ghost."
            image: "https://old.example/content/images/2023/01/cover.jpg"
            aliases: ["/hello-ghost/"]
            import_id: "ghost:0b6c0c35-1111-4f3e-9a55-000000000001"
            ---
            <figure><img src="https://old.example/content/images/2023/01/cover.jpg" alt="The cover"><figcaption>Taken in <em>January</em></figcaption></figure>
            """), "the blog's time zone, tags in Ghost's order without #internal ones, the feature image shown above the text\n\(post)")
        XCTAssertTrue(post.contains("[a page about me](@/pages/about.md)"), "__GHOST_URL__ in a link is the old path of an imported page: a link to its file\n\(post)")
        XCTAssertTrue(post.contains("## The second part {#thesecondpart}\n\nSecond paragraph, and [a link to it](#thesecondpart)."),
                      "the heading keeps the id Ghost gave it, which links name\n\(post)")

        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let page = String(decoding: try XCTUnwrap(files["2023/01/hello-ghost/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains("My first post on Ghost") && page.contains("alt=\"A photo\"") && page.contains("id=\"thesecondpart\""), page)
        XCTAssertNotNil(files["hello-ghost/index.html"], "Ghost's URL redirects")
        XCTAssertNotNil(files["tag/open-source/index.html"], "Ghost's tag list redirects")
        XCTAssertTrue(String(decoding: try XCTUnwrap(files["about/index.html"]), as: UTF8.self).contains("I write here about Swift."))
        XCTAssertNil(files["2023/04/members-news/index.html"])
        try assertVisibleTextKept(GhostExport.read(Data(contentsOf: ghostExport("html")), oldSite: "https://old.example", timeZone: .gmt))
        XCTAssertEqual(try ghostImporter().run(ghostExport("html"), format: .ghost).alreadyImported.count, 6, "a second import adds nothing")
    }

    func testAGhostMobiledocBodyShowsItsCards() throws {
        let report = try ghostImporter().run(ghostExport("mobiledoc"), format: .ghost)
        XCTAssertEqual(report.written, [
            "content/posts/2019-06-01-mobiledoc-post.md", "content/pages/colophon.md", "content/posts/2018-03-04-written-in-ghost-1.md",
        ], "an old export's `page: true` is a page")
        XCTAssertEqual(report.notConverted, ["posts[0]: Mobiledoc post: Ghost's `product` card, not known to the importer: left out"])
        let post = try text("content/posts/2019-06-01-mobiledoc-post.md")
        for expected in [
            "date: 2019-06-01T20:00:00+08:00", "image: \"https://images.example/cover.png\"", "tags: [\"Old tag\"]", "## A heading\n\nPlain, **bold** and [a link](https://swift.org)\\\nafter a soft return.",
            "- one\n- two", "A *Markdown* card with `code`.", "<figcaption>A caption</figcaption>", "```swift\nlet small = 1 < 2\n```",
            "[**An article**](https://example.org/article)\\\nWhat it says.", "{{< youtube dQw4w9WgXcQ >}}",
            "<img src=\"https://images.example/b.png\" alt=\"Second\"><figcaption>Two pictures</figcaption>", "An *HTML* card.",
        ] {
            XCTAssertTrue(post.contains(expected), "\(expected)\n\(post)")
        }
        XCTAssertTrue(try text("content/posts/2018-03-04-written-in-ghost-1.md")
                        .hasSuffix("---\nWrapped *text*.\n\n![One](https://old.example/content/images/2018/03/one.png)\n"),
                      "Ghost 1's div around a Markdown card is not kept, which would leave the post all HTML; its images are from the root")
        XCTAssertEqual(report.imagesOnOldHost, [
            "posts[2]: Written in Ghost 1: https://old.example/content/images/2018/03/one.png (Ghost's content/images/, which its export leaves out)",
        ])
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(String(decoding: try XCTUnwrap(files["2019/06/mobiledoc-post/index.html"]), as: UTF8.self).contains("<strong>bold</strong>"))
        try assertVisibleTextKept(GhostExport.read(Data(contentsOf: ghostExport("mobiledoc")), oldSite: "https://old.example", timeZone: .gmt))
    }

    func testAGhostLexicalBodyShowsItsNodes() throws {
        let report = try ghostImporter().run(ghostExport("lexical"), format: .ghost)
        XCTAssertEqual(report.written, ["content/posts/2024-02-10-lexical-post.md"])
        let post = try text("content/posts/2024-02-10-lexical-post.md")
        for expected in [
            "tags: [\"Ghost\"]", "## Lexical heading\n\n**Bold** and <em>`italic code`</em>, then [Swift](https://swift.org)\\\non a new line.",
            "- first\n- second", "> A quote.", "```swift\nprint(\"hi\")\n```",
            "<img src=\"https://old.example/content/images/2024/02/diagram.png\" alt=\"Diagram\"><figcaption>A diagram</figcaption>",
            "- a Markdown card's item", "Raw *HTML* card.", "* * *",
        ] {
            XCTAssertTrue(post.contains(expected), "\(expected)\n\(post)")
        }
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(String(decoding: try XCTUnwrap(files["2024/02/lexical-post/index.html"]), as: UTF8.self).contains("<code>italic code</code>"))
        try assertVisibleTextKept(GhostExport.read(Data(contentsOf: ghostExport("lexical")), oldSite: "https://old.example", timeZone: .gmt))
    }

    func testAHeadingKeepsTheIdOfTheOldPage() {
        XCTAssertEqual(HTMLToMarkdown.convert("<h2 id=\"the-cat\">The cat</h2>"), "## The cat\n", "Imprint gives it that id")
        XCTAssertEqual(HTMLToMarkdown.convert("<h2 id=\"thecat\">The cat</h2>"), "## The cat {#thecat}\n")
        XCTAssertEqual(HTMLToMarkdown.convert("<h3 id=\"schr%C3%B6dinger%E2%80%99s-cat\">Schrödinger’s cat</h3>"), "### Schrödinger’s cat {#schrödinger’s-cat}\n",
                       "Ghost's percent-encoded letters are the letters links name")
    }

    func testGhostImagesWithoutTheOldAddressAreRefused() throws {
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(ghostExport("html"), format: .ghost)) { error in
            XCTAssertEqual((error as? ImportError)?.describe(file: "ghost.json"),
                           "ghost.json: error: the export's images are on the old site, which it names without its address "
                            + "(__GHOST_URL__/content/images/…, or /content/images/…): give the address with --old-url https://old.example/ "
                            + "so that they load from there; nothing was written")
        }
        XCTAssertEqual(try Fixture.files(under: site.appendingPathComponent("content")).count, 1, "nothing was written")
    }

    func testAGhostExportGivenAsAnotherFormatSaysWhatItIs() throws {
        for format in [SiteImporter.Format.wordpress, .feed] {
            XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(ghostExport("html"), format: format)) { error in
                XCTAssertEqual((error as? ImportError)?.describe(file: "ghost.json"),
                               "ghost.json: error: this is a Ghost export: imprint import ghost ghost.json; nothing was written")
            }
        }
    }
}
