import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// `imprint import publish`: a small Publish site (two sections, a page, `Resources/`, metadata
/// blocks, a `path` key, relative and missing images) imported, built and checked.
extension ImportTests {
    func testAPublishSiteImportsBuildsAndKeepsItsURLs() throws {
        // A copy, so that the undated post's file has a known date: Publish dates it by its file.
        let folder = try Fixture.temporaryDirectory().appendingPathComponent("publish")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("publish"), to: folder)
        let undated = folder.appendingPathComponent("Content/articles/swift-tips.md")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_609_581_600)], ofItemAtPath: undated.path)

        let report = try SiteImporter(siteFolder: site).run(folder, format: .publish)
        XCTAssertEqual(report.written, [
            "content/pages/about.md", "content/posts/2021-01-02-swift-tips.md", "content/posts/2022-07-30-first-post.md",
            "content/posts/2020-05-01-renamed.md",
        ], "sections' files are posts, Content/'s others pages, index.md files are not items")
        XCTAssertEqual(report.staticCopied, ["content/static/images/card.png", "content/static/images/chart.png", "content/static/styles.css"])
        XCTAssertEqual(report.notConverted, [
            "Content/index.md:1: the text above the home page, which Imprint makes itself; left out: put it in a page, or in the theme",
            "Content/posts/index.md:1: the text above the list of /posts/, which Imprint makes itself; left out: put it in a page, or in the theme",
            "Content/about.md:3: metadata `subtitle` is not carried over: add it by hand if a template needs it (as page.params.subtitle)",
            "Content/articles/swift-tips.md:1: no date; dated by the file's last change, as Publish did: check it",
            "Content/articles/swift-tips.md:9: `Hugo wrote {{< youtube id >}} and Jekyll {% include note.html %}, which Publish showed as text.`: "
                + "braces Publish showed as text, escaped to show as written",
        ])
        XCTAssertEqual(report.imagesOnOldHost, [
            "Content/posts/first-post.md:14: /images/gone.png is not in Resources/: it loads from https://old.example/images/gone.png; "
                + "copy it to content/static/images/gone.png to keep it",
        ], "the site's address is read from Sources/Blog/main.swift")
        XCTAssertEqual(report.siteRedirects, ["/feed.rss → /feed.xml", "/articles/ → /archive/", "/posts/ → /archive/"])

        XCTAssertEqual(try text("content/posts/2022-07-30-first-post.md"), """
            ---
            title: "My first post"
            date: 2022-07-30T13:13:00+02:00
            tags: ["Swift", "Open Source"]
            summary: "The first post: why this blog exists."
            image: "/images/card.png"
            aliases: ["/posts/first-post/"]
            import_id: "publish:Content/posts/first-post.md"
            ---
            Welcome to the **first** post, written in Publish.

            ![A chart](/images/chart.png)

            ![A lost picture](https://old.example/images/gone.png)

            ```markdown
            # Not a title, but code
            ```

            ## A section

            More in [the renamed post](@/posts/2020-05-01-renamed.md) and [the tips](@/posts/2021-01-02-swift-tips.md), \
            styled by [the stylesheet](/styles.css).

            The end.

            """, "the date is in the site's time zone, tags a comma list, the title the first heading, taken out of the body")
        let renamed = try text("content/posts/2020-05-01-renamed.md")
        for expected in ["title: \"Custom title\"", "aliases: [\"/posts/renamed/\"]", "---\n# A heading that is not the title\n"] {
            XCTAssertTrue(renamed.contains(expected), "\(expected)\n\(renamed)")
        }
        let about = try text("content/pages/about.md")
        XCTAssertTrue(about.contains("<img src=\"/images/chart.png\" alt=\"The same chart\">"), "relative to the old page, /about/")
        XCTAssertTrue(about.contains("[my first post](@/posts/2022-07-30-first-post.md#a-section)"), "a link to an item by its old URL leads to its file")
        XCTAssertTrue(try text("content/posts/2021-01-02-swift-tips.md").contains("""
            Use `let` where you can, and `{{ braces }}` in code.

            Hugo wrote {{</* youtube id */>}} and Jekyll \\{% include note.html %}, which Publish showed as text.
            """), "braces are text, as on Publish, and code is as written")

        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let post = String(decoding: try XCTUnwrap(files["2022/07/first-post/index.html"]), as: UTF8.self)
        XCTAssertEqual(post.components(separatedBy: "My first post</h1>").count, 2, "the title shows once")
        XCTAssertTrue(post.contains("<img src=\"/images/chart.png\" alt=\"A chart\""), post)
        XCTAssertTrue(post.contains("og:image\" content=\"https://new.example/images/card.png\""))
        for old in ["posts/first-post/index.html", "posts/renamed/index.html", "articles/swift-tips/index.html", "feed.rss", "posts/index.html"] {
            XCTAssertNotNil(files[old], "\(old) answers as it did on Publish")
        }
        XCTAssertNotNil(files["images/chart.png"])
        XCTAssertTrue(String(decoding: try XCTUnwrap(files["about/index.html"]), as: UTF8.self).contains("I write about Swift"))
        XCTAssertTrue(String(decoding: try XCTUnwrap(files["2021/01/swift-tips/index.html"]), as: UTF8.self)
            .contains("Hugo wrote {{&lt; youtube id &gt;}} and Jekyll {% include note.html %}, which Publish showed as text."))
        XCTAssertEqual(try SiteImporter(siteFolder: site).run(folder, format: .publish).alreadyImported.count, 4, "a second import adds nothing")
    }

    func testAFolderThatIsNotAPublishSiteIsRefused() throws {
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(Self.fixtures.appendingPathComponent("hugo"), format: .publish)) { error in
            XCTAssertEqual((error as? ImportError)?.describe(file: "hugo"),
                           "hugo: error: this is not a Publish site: a folder with Content/, and Package.swift naming Publish or Resources/; nothing was written")
        }
    }

    func testBracesAreWrittenToShowAsText() {
        let (markdown, changed) = BracesAsText.escaped("<div>\n{{ x }}\n</div>\n\nText {{ y }}, `{{ z }}`, {{% note %}}.\n\n    {% code %}\n")
        XCTAssertEqual(markdown, "<div>\n&#123;{ x }}\n</div>\n\nText \\{{ y }}, `{{ z }}`, {{%/* note */%}}.\n\n    {% code %}\n",
                       "a character reference in raw HTML, where a backslash would show; code as it is")
        XCTAssertEqual(changed.map(\.line), [2, 5])
        XCTAssertEqual(BracesAsText.escaped("`` opens nothing, ` {{ b }} ` is code, {{ c }} is not.\n").markdown,
                       "`` opens nothing, ` {{ b }} ` is code, \\{{ c }} is not.\n",
                       "backticks that no run as long closes are text, and a code span may start after them")
    }

    func testPublishMetadataIsTextAndTheTitleIsTheFirstHeading() {
        let file = PublishMarkdown("---\ntitle: A: B\ntags: a, b ,, c\ndescription: one\n  two\n---\n\nText.\n\n# Later\n", fileName: "name")
        XCTAssertEqual(file.metadata["title"], "A: B")
        XCTAssertEqual(file.list("tags"), ["a", "b", "c"])
        XCTAssertEqual(file.metadata["description"], "one two", "a line without a colon goes on the value before it, as in Ink")
        XCTAssertEqual(file.body, "Text.\n\n# Later\n", "a heading other than the title stays")
        XCTAssertEqual(file.bodyLine, 8)
        XCTAssertEqual(file.keyLines, ["title": 2, "tags": 3, "description": 4])
        XCTAssertEqual(PublishMarkdown("Text.\n", fileName: "name").title, "name")
        XCTAssertEqual(PublishMarkdown("# Closed #\n\nText.\n", fileName: "name").title, "Closed")
    }
}
