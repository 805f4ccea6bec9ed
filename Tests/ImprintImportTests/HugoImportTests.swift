import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// `imprint import hugo`: the Hugo fixture (TOML, YAML and JSON front matter, a page bundle,
/// `[permalinks]`, Hugo's shortcodes and one of the site's own) imported, built and checked.
/// `make validate` also builds it with Hugo itself and compares the two sites word by word.
extension ImportTests {
    func testAHugoSiteImportsBuildsAndKeepsItsURLs() throws {
        let folder = Self.fixtures.appendingPathComponent("hugo")
        let report = try SiteImporter(siteFolder: site).run(folder, format: .hugo)
        XCTAssertEqual(report.written, [
            "content/pages/about.md", "content/posts/2021-03-04-caching-rows.md", "content/posts/2023-02-01-not-rendered.md",
            "content/posts/2023-03-05-charts.md", "content/posts/2023-02-02-hidden-notes.md", "content/posts/2020-11-02-json-front-matter.md",
            "content/posts/2023-01-15-unfinished.md", "content/posts/2022-06-10-widgets-in-swiftui/index.md", "content/projects/squareprogress.md",
        ], "the main section's pages are posts, the projects section's projects, the others pages; _index.md lists are not")
        XCTAssertEqual(report.draftReasons, [
            "content/posts/2023-02-01-not-rendered.md: _build.render: never (Hugo rendered no page for it)",
            "content/posts/2023-02-02-hidden-notes.md: headless: true (Hugo rendered no page for it)",
            "content/posts/2023-01-15-unfinished.md: draft: true",
        ], "what Hugo never showed is not published")
        XCTAssertEqual(report.staticCopied, ["content/static/favicon.ico", "content/static/images/rows.png"])
        XCTAssertEqual(report.bundleFilesCopied, 1)
        XCTAssertEqual(report.notConverted.filter { $0.hasPrefix("content/posts/2021-03-04-caching-rows.md:") }, [
            "content/posts/2021-03-04-caching-rows.md:9: front-matter key `series` is not carried over: add it by hand if a template needs it (as page.params.series)",
            "content/posts/2021-03-04-caching-rows.md:19: `highlight` options (hl_lines=2) left out: the code is a fenced block",
            "content/posts/2021-03-04-caching-rows.md:26: `figure`: `class` left out: Imprint's figure has no such argument",
        ], "each at the line of the Hugo file")
        XCTAssertEqual(report.shortcodesMade, ["templates/shortcodes/note.mustache, from layouts/shortcodes/note.html"], "the site's own shortcode is the new site's")
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix("content/_index.md:1:") && $0.contains("and its text with it") }, "the home page's words are named")
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix("content/posts/_index.md:1:") })
        XCTAssertEqual(report.siteRedirects.prefix(4), [
            "/squareprogress/ → /projects/squareprogress/", "/index.xml → /feed.xml", "/posts/ → /archive/", "/posts/index.xml → /feed.xml",
        ], "a project's old URL leads to its page")
        XCTAssertTrue(report.siteRedirects.contains("/categories/uikit/ → /tags/uikit/"), "\(report.siteRedirects)")
        XCTAssertFalse(report.siteRedirects.contains { $0.hasPrefix("/projects/ ") }, "Imprint's own /projects/ answers")

        let caching = try text("content/posts/2021-03-04-caching-rows.md")
        for expected in [
            "date: 2021-03-04T09:30:00-05:00", "updated: 2021-04-01T10:00:00-05:00", #"tags: ["swift", "performance", "UIKit"]"#,
            #"summary: "How a small cache made a long table scroll at 120 frames a second.""#,
            "```swift\nfinal class HeightCache {\n    private var heights: [Row.ID: CGFloat] = [:]\n",
            #"{{< figure src="/images/rows.png" caption="Before and after: Frame times, in milliseconds" >}}"#,
            "[the widget post](@/posts/2022-06-10-widgets-in-swiftui/index.md)", #"{{< youtube dQw4w9WgXcQ title="Fast tables" >}}"#,
            "{{< note >}}\nThe cache is **cleared** when the font size changes.\n{{< /note >}}",
            "write it out: `{{< youtube id >}}`.",
        ] {
            XCTAssertTrue(caching.contains(expected), "\(expected)\n\(caching)")
        }
        XCTAssertFalse(caching.contains("aliases"), "/:year/:month/:slug/ is Imprint's URL too")
        let widgets = try text("content/posts/2022-06-10-widgets-in-swiftui/index.md")
        for expected in [
            #"tags: ["swift widgets"]"#, #"aliases: ["/2022/06/widgets-old/"]"#, "The code is in a gist:\n\n{{< gist ada 0123456789abcdef >}}\n\n",
            "[the caching post](@/posts/2021-03-04-caching-rows.md#the-cache)", "```text\n{{< figure src=\"x.png\" >}}\n```",
        ] {
            XCTAssertTrue(widgets.contains(expected), "\(expected)\n\(widgets)")
        }
        XCTAssertTrue(try text("content/posts/2020-11-02-json-front-matter.md").contains(#"aliases: ["/2020/11/front-matter-in-json/"]"#),
                      ":slug without a slug is the title, urlized")
        XCTAssertTrue(try text("content/pages/about.md").contains("Written by Ada Example."), "param from [params]")
        let charts = try text("content/posts/2023-03-05-charts.md")
        for expected in [
            #"tags: ["performance, charts"]"#, #"aliases: ["/2023/03/charts-before-and-after/"]"#, "![Old chart](https://old.example/images/missing.png)",
            #"<figure><a href="https://example.org/full"><img src="https://old.example/images/gone.png" alt=""></a><figcaption>The full chart</figcaption></figure>"#,
            "The app is called `Ada Example`'s app.",
        ] {
            XCTAssertTrue(charts.contains(expected), "\(expected)\n\(charts)")
        }
        XCTAssertEqual(report.notConverted.filter { $0.hasPrefix("content/posts/2023-03-05-charts.md:") }.map { $0.prefix(40) }, [
            "content/posts/2023-03-05-charts.md:8: im", "content/posts/2023-03-05-charts.md:10: `",
        ], "an image the folder does not have loads from the old site, and is named")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(String(decoding: try XCTUnwrap(files["2021/03/caching-rows/index.html"]), as: UTF8.self)
            .contains("<aside class=\"note\"><p>The cache is <strong>cleared</strong> when the font size changes.</p>\n</aside>"), "the note shows as on Hugo")
        for path in ["images/rows.png", "favicon.ico", "2022/06/widgets-in-swiftui/widget.png", "2022/06/widgets-old/index.html",
                     "about-me/index.html", "2020/11/front-matter-in-json/index.html", "squareprogress/index.html", "posts/index.html",
                     "categories/uikit/index.html", "tags/swift/index.xml"] {
            XCTAssertNotNil(files[path], "\(path) answers as it did on Hugo")
        }
        XCTAssertEqual(files["index.xml"], files["feed.xml"], "a feed reader of /index.xml reads the site's feed")
        let before = try Fixture.files(under: site)
        XCTAssertEqual(try SiteImporter(siteFolder: site).run(folder, format: .hugo).alreadyImported.count, 9)
        XCTAssertEqual(try Fixture.files(under: site), before, "importing twice changes nothing")
    }

    /// Hugo publishes nothing before its `publishDate`: neither does the import.
    func testAPostWithALaterPublishDateWaitsForIt() throws {
        let hugo = try Fixture.temporaryDirectory().appendingPathComponent("hugo")
        try FileManager.default.createDirectory(at: hugo.appendingPathComponent("content/posts"), withIntermediateDirectories: true)
        try Data("title = \"Later\"\n".utf8).write(to: hugo.appendingPathComponent("hugo.toml"))
        try Data("+++\ntitle = \"Embargoed\"\ndate = 2020-01-01\npublishDate = 2999-01-01T09:00:00Z\n+++\nNot yet.\n".utf8)
            .write(to: hugo.appendingPathComponent("content/posts/embargoed.md"))
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.scheduled, ["content/posts/2999-01-01-embargoed.md: appears on 2999-01-01T09:00:00+00:00"])
        XCTAssertTrue(try text("content/posts/2999-01-01-embargoed.md").contains("date: 2999-01-01T09:00:00+00:00"))
    }

    /// A site of its own for what the fixture does not show: permalink tokens that begin alike,
    /// links to a bundle without files and to an item renamed on import, `ref "#id"`, and
    /// params that hold markup.
    func testHugoURLsAndLinksFollowTheFilesImprintWrites() throws {
        let hugo = try Fixture.folder("hugo", with: [
            "hugo.toml": "[permalinks]\nposts = \"/:year/:monthname/:slug/\"\n[params]\nmark = \"<b>bold</b> & *so*\"\n",
            "content/posts/only/index.md": "+++\ntitle = \"Only  an index\"\ndate = 2021-03-04\n+++\nSee [the other]({{< ref \"other\" >}}), [below]({{< ref \"#end\" >}}) and {{< param mark >}}.\n\n## End\n",
            "content/posts/other.md": "+++\ntitle = \"Other\"\ndate = 2021-03-05\nslug = \"taken\"\n+++\nBack to [the index]({{< relref \"only\" >}}).\n\n<!--more-->\n\n<!-- a note to self --> <b>x</b>\n",
        ])
        let taken = site.appendingPathComponent("content/posts/2021-03-05-taken.md")
        try FileManager.default.createDirectory(at: taken.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("---\ntitle: Mine\ndate: 2020-01-01\n---\nMine.\n".utf8).write(to: taken)
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.written, ["content/posts/2021-03-04-only.md", "content/posts/2021-03-05-taken-2.md"], "a bundle of an index alone is a file")
        let only = try text("content/posts/2021-03-04-only.md")
        XCTAssertTrue(only.contains(#"aliases: ["/2021/march/only-an-index/"]"#), ":monthname is not :month, and a run of spaces is one hyphen\n\(only)")
        XCTAssertTrue(only.contains("See [the other](@/posts/2021-03-05-taken-2.md), [below](#end) and &lt;b&gt;bold&lt;/b&gt; &amp; \\*so\\*."), only)
        XCTAssertTrue(try text("content/posts/2021-03-05-taken-2.md").contains("[the index](@/posts/2021-03-04-only.md)"))
        XCTAssertEqual(report.notConverted.filter { $0.contains("raw HTML") }.map { $0.prefix(60) }, ["content/posts/other.md:10: raw HTML (1 tag or block, this th"],
                       "Hugo hid raw HTML by default; <!--more--> is not raw HTML to Imprint's readers")
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    /// The safety rules: nothing outside the folder given is read, through a link or a setting.
    func testLinksOutOfTheHugoFolderAreNotFollowed() throws {
        let root = try Fixture.temporaryDirectory()
        let hugo = root.appendingPathComponent("hugo"), outside = root.appendingPathComponent("outside.md")
        try FileManager.default.createDirectory(at: hugo.appendingPathComponent("content/posts"), withIntermediateDirectories: true)
        try Data("+++\ntitle = \"Secret\"\ndate = 2020-01-01\n+++\nThe private key.\n".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: hugo.appendingPathComponent("content/posts/linked.md"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: hugo.appendingPathComponent("hugo.toml"), withDestinationURL: outside)
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(hugo, format: .hugo), "a configuration that leads outside is not read")
        try FileManager.default.removeItem(at: hugo.appendingPathComponent("hugo.toml"))
        try Data("title = \"Mine\"\n".utf8).write(to: hugo.appendingPathComponent("hugo.toml"))
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.written, [])
        XCTAssertTrue(report.notConverted.contains("content/posts/linked.md:1: a symbolic link, not followed: copy what it leads to by hand"), "\(report.notConverted)")
    }

    func testAContentFolderOutsideTheSiteIsRefused() throws {
        let hugo = try Fixture.temporaryDirectory().appendingPathComponent("hugo")
        try FileManager.default.createDirectory(at: hugo, withIntermediateDirectories: true)
        try Data("contentDir = \"../elsewhere\"\n".utf8).write(to: hugo.appendingPathComponent("hugo.toml"))
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(hugo, format: .hugo)) { error in
            XCTAssertTrue("\(error)".contains("contentDir"), "\(error)")
        }
    }

    func testAFolderThatIsNotAHugoSiteIsRefused() throws {
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(Self.fixtures.appendingPathComponent("jekyll"), format: .hugo)) { error in
            XCTAssertEqual((error as? ImportError)?.description.contains("a Hugo site"), true, "\(error)")
        }
    }
}

final class HugoFormatsTests: XCTestCase {
    func testTOMLIsReadWithItsPlaces() throws {
        let node = try TOMLDocument.parse("""
            title = "Caching \\"rows\\""
            date = 2021-03-04T09:30:00-05:00
            draft = false
            [params]
              tags = ["a", 'b']
            """, firstLine: 2)
        XCTAssertEqual(node["title"]?.kind, .scalar(#"Caching "rows""#, isPlain: false))
        XCTAssertEqual(node["title"]?.line, 2)
        XCTAssertEqual(node["date"].flatMap(\.text).flatMap { PostDate(parsing: $0, defaultTimeZone: .gmt) }?.date,
                       PostDate(parsing: "2021-03-04T14:30:00Z", defaultTimeZone: .gmt)?.date)
        XCTAssertEqual(node["draft"]?.kind, .scalar("false", isPlain: true))
        XCTAssertEqual(node["params"]?["tags"]?.texts, ["a", "b"])
        XCTAssertEqual(node["params"]?["tags"]?.line, 6)
        XCTAssertThrowsError(try TOMLDocument.parse("title = \"ok\"\ndate = = 3\n", firstLine: 2)) { error in
            XCTAssertEqual((error as? TOMLDocument.Failure)?.line, 3, "\(error)")
        }
    }

    func testTOMLThatWouldHideTextOrTakeTheStackIsAnError() {
        XCTAssertThrowsError(try TOMLDocument.parse("title = \"a\"\u{0}\nmore = \"b\"\n"), "a NUL is read, not the end")
        XCTAssertThrowsError(try TOMLDocument.parse(String(repeating: "a.", count: 5_000) + "b = 1\n"))
        XCTAssertEqual(try TOMLDocument.parse("").kind, .mapping([]))
    }

    /// What the hugo-config fuzz target found: toml++ asserted that a table name starts as a key does.
    func testATableNameThatStartsWithAnotherCharacterIsAnErrorNotACrash() {
        for text in ["[éarams]\n", "[[é]]\n", "[ \u{FFFD}]\n"] {
            XCTAssertThrowsError(try TOMLDocument.parse("title = \"x\"\n" + text)) { error in
                XCTAssertEqual((error as? TOMLDocument.Failure)?.message, "the TOML could not be read", text)
            }
        }
    }

    func testJSONFrontMatterEndsWithItsObject() throws {
        let matter = try HugoFrontMatter.read(SourceText(path: "x.md", text: "{\n  \"title\": \"A {brace}\",\n  \"draft\": true,\n  \"weight\": 3\n}\nBody.\n"))
        XCTAssertEqual(matter.fields["title"]?.text, "A {brace}")
        XCTAssertEqual(matter.fields["draft"]?.kind, .scalar("true", isPlain: true))
        XCTAssertEqual(matter.fields["weight"]?.kind, .scalar("3", isPlain: true))
        XCTAssertEqual(matter.body, MarkdownBody(text: "Body.\n", line: 6))
        XCTAssertThrowsError(try HugoFrontMatter.read(SourceText(path: "x.md", text: "+++\ntitle = 1\n")))
    }

    func testHugoShortcodesBecomeImprintsOrAreNamed() {
        var conversion = HugoConversion()
        conversion.pages = ["posts/a.md": "@/posts/2020-01-01-a.md"]
        let (markdown, notes) = conversion.convert("""
            {{< tweet user="ada" id="123" >}}

            {{< highlight go >}}
            s := `raw`
            ```
            {{< /highlight >}}

            [gone]({{< ref "missing.md" >}}) and [there]({{< relref "a.md" >}})

            {{< param nothing >}}
            """, page: HugoConversion.Page(path: "posts/b.md"))
        XCTAssertTrue(markdown.hasPrefix("{{< tweet ada 123 >}}"), markdown)
        XCTAssertEqual(conversion.convert("{{< tweet 123 >}}", page: HugoConversion.Page(path: "posts/b.md")).markdown,
                       "[A post by its author](https://x.com/i/status/123)", "without the user's name, a link")
        XCTAssertTrue(markdown.contains("````go\ns := `raw`\n```\n````"), "a fence longer than any in the code\n\(markdown)")
        XCTAssertTrue(markdown.contains("[gone](#) and [there](@/posts/2020-01-01-a.md)"), markdown)
        XCTAssertEqual(notes.map(\.line), [1, 8, 10])
        XCTAssertTrue(notes[1].text.contains("no imported page is missing.md"), notes[1].text)
    }
}
