import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// What the importers lost on real blogs (issue 39): the starter files beside an imported blog,
/// a Publish projects section, links to pages the import does not bring, a fence closed with a
/// kramdown list. Each site is written here, imported into a fresh site and built.
extension ImportTests {
    /// The starter project goes when the import brings posts, and the starter about page when an
    /// imported page is an about page under another slug (`about-me`): neither stays on the site.
    func testTheStarterProjectAndAboutPageGiveWayToTheImportedBlog() throws {
        let fresh = try Fixture.temporaryDirectory().appendingPathComponent("fresh")
        _ = try Scaffold.initSite(at: fresh, force: false, now: Date(timeIntervalSince1970: 1_700_000_000))
        let folder = try jekyllFolder([
            "_posts/2022-01-02-first.md": "---\ntitle: First\n---\nThe first post.\n",
            "about-me.md": "---\ntitle: About me\npermalink: /about-me/\n---\nI write about Swift.\n",
        ])
        site = fresh
        let report = try SiteImporter(siteFolder: fresh).run(folder, format: .jekyll)
        XCTAssertEqual(report.startersReplaced, ["content/pages/about.md", "content/posts/2023-11-14-hello.md", "content/projects/example.md"])
        XCTAssertTrue(report.lines.contains("Replaced the starter content/projects/example.md, unchanged since imprint init."), "\(report.lines)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNil(files["projects/example/index.html"])
        XCTAssertNil(files["about/index.html"], "the starter about page is gone")
        let about = String(decoding: try XCTUnwrap(files["about-me/index.html"]), as: UTF8.self)
        XCTAssertTrue(about.contains("I write about Swift."), about)
        for (path, data) in files where path.hasSuffix(".html") {
            let page = String(decoding: data, as: UTF8.self)
            XCTAssertFalse(page.contains("Who writes here.") || page.contains("your-username/example"), "\(path) shows a starter file")
        }
    }

    /// A Publish site's `Content/projects/` is Imprint's projects, facts and URLs kept: a post's
    /// link to `/projects/tool/` still leads to the tool.
    func testAPublishProjectsSectionBecomesProjects() throws {
        // `_config.yml`, which the helper adds, is no file Publish reads.
        let folder = try jekyllFolder([
            "Package.swift": "import PackageDescription\n// Publish\n",
            "Content/posts/first.md": "---\ndate: 2022-07-30 13:13\n---\n# First\n\nSee [the tool](/projects/tool/).\n",
            "Content/projects/tool.md": "---\ndescription: A tool for the shell.\nrepository: https://github.com/ada/tool\n"
                + "platforms: macOS, Linux\ntags: cli\n---\n# Tool\n\nWhat the tool does.\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(folder, format: .publish)
        XCTAssertTrue(report.written.contains("content/projects/tool.md"), "\(report.written)")
        let project = try text("content/projects/tool.md")
        for expected in [#"name: "Tool""#, #"summary: "A tool for the shell.""#, #"repository: "https://github.com/ada/tool""#,
                         #"platforms: ["macOS", "Linux"]"#, #"tags: ["cli"]"#] {
            XCTAssertTrue(project.contains(expected), "\(expected)\n\(project)")
        }
        XCTAssertFalse(report.notConverted.contains { $0.contains("Content/projects/tool.md") }, "\(report.notConverted)")
        XCTAssertFalse(report.siteRedirects.contains { $0.hasPrefix("/projects/") }, "\(report.siteRedirects)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let page = String(decoding: try XCTUnwrap(files["projects/tool/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains("What the tool does.") && page.contains("https://github.com/ada/tool"), page)
    }

    /// A fence closed with a kramdown list (```` ```{:.short} ````) closes the code: the words
    /// after it are prose on the page, and the list is named in the report.
    func testAFenceClosedWithAnAttributeListClosesTheCode() throws {
        let body = "Before.\n\n```{:.language-sh}\ngpg --export\n```{:.short}\n\nAfter the code, prose again.\n"
        let folder = try jekyllFolder(["_posts/2022-01-02-fence.md": "---\ntitle: Fence\n---\n" + body])
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        XCTAssertEqual(report.notConverted.filter { $0.contains("kramdown") }, [
            "_posts/2022-01-02-fence.md:6: {:.language-sh} (kramdown's attributes): all of it left out, as Imprint gives this no attributes",
            "_posts/2022-01-02-fence.md:8: {:.short} (kramdown's attributes): all of it left out, as Imprint gives this no attributes",
        ])
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let page = String(decoding: try XCTUnwrap(files["2022/01/fence/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains("<p>After the code, prose again.</p>"), page)
        XCTAssertFalse(page.contains("{:"), page)
    }

    /// Links to pages of the old site that a feed does not bring (`/categories`, `/lists/stego`)
    /// lead to the old site's address and are listed; links the new site answers (another
    /// item's old URL, Imprint's archive, the home page) are left as they are.
    func testLinksToOldPagesTheImportDoesNotBringLeadToTheOldSite() throws {
        let report = try importFeed(link: "https://old.example/")
        XCTAssertEqual(report.linksToOldSite, [
            "content/posts/2019-04-02-devlife.md: /categories → https://old.example/categories",
            "content/posts/2019-04-02-devlife.md: /lists/stego#top → https://old.example/lists/stego#top",
            "content/posts/2019-04-02-devlife.md: /wizard-labs/dummy/ → https://old.example/wizard-labs/dummy/",
        ])
        XCTAssertTrue(report.lines.contains("Links to pages of the old site not brought over (3), now to the old site:"), "\(report.lines)")
        let post = try text("content/posts/2019-04-02-devlife.md")
        for expected in ["[every category](https://old.example/categories)", "[the list](https://old.example/lists/stego#top)",
                         "[the other post](@/posts/2019-04-01-other.md)", "[the archive](/archive/)", "[home](/)"] {
            XCTAssertTrue(post.contains(expected), "\(expected)\n\(post)")
        }
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    /// With no address of the old site that a reader can reach (a feed made on the author's
    /// `localhost:4000`), such a link is left as written, and listed with what to do.
    func testLinksToOldPagesStayAndAreListedWithoutAnOldAddress() throws {
        let report = try importFeed(link: "http://localhost:4000/")
        XCTAssertEqual(report.linksToOldSite.first, "content/posts/2019-04-02-devlife.md: /categories → no address of the old site is known, "
            + "so it is left as written (give one with --old-url URL and import again)")
        XCTAssertTrue(try text("content/posts/2019-04-02-devlife.md").contains("[every category](/categories)"))
    }

    /// An include that builds its image's path from `page.url` (`{% include image.md name="x.png" %}`)
    /// shows that image, found in the folder named after the page's URL, or the longest folder
    /// name it starts with (`dash` for `dash-eng`), instead of vanishing into a comment.
    func testAnIncludeOfAnImageOfThePagesFolderShowsTheImage() throws {
        let include = """
            {% assign url = page.url %}
            {% assign suffix = page.url | slice: -4, 4 %}
            {% if suffix == '-eng' %}{% assign url = page.url | slice: 0, 5 %}{% endif %}
            <img src="{{ "/assets/images" | append: url | append: "/" | append: include.name }}" alt="{{ include.alt }}" />
            """
        let folder = try jekyllFolder([
            "_config.yml": "permalink: /:title\n",
            "_includes/image.md": include,
            "_posts/2024-01-02-dash.md": "---\ntitle: Dash\n---\nMy panel:\n\n{% include image.md name=\"battery.png\" alt=\"Battery\" %}\n",
            "_posts/2024-01-03-dash-eng.md": "---\ntitle: Dash in English\n---\nMy panel:\n\n{% include image.md name=\"battery.png\" %}\n",
            "assets/images/dash/battery.png": "",
        ])
        try Data(base64Encoded: Self.onePixelPNG)!.write(to: folder.appendingPathComponent("assets/images/dash/battery.png"))
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        XCTAssertFalse(report.notConverted.contains { $0.contains("image.md") }, "\(report.notConverted)")
        XCTAssertTrue(try text("content/posts/2024-01-02-dash.md").contains("![Battery](/assets/images/dash/battery.png)"))
        XCTAssertTrue(try text("content/posts/2024-01-03-dash-eng.md").contains("![](/assets/images/dash/battery.png)"))
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let page = String(decoding: try XCTUnwrap(files["2024/01/dash/index.html"]), as: UTF8.self)
        XCTAssertTrue(page.contains(#"src="/assets/images/dash/battery.png""#), page)
    }

    /// Imports a feed whose channel link is `link`, with a post linking to pages the feed lacks.
    private func importFeed(link: String) throws -> ImportReport {
        let feed = try Fixture.temporaryDirectory().appendingPathComponent("feed.xml")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Old</title><link>\(link)</link>
            <item><title>Other</title><link>\(link)other/</link><pubDate>Mon, 01 Apr 2019 18:45:00 GMT</pubDate>
            <description><![CDATA[<p>The other post.</p>]]></description></item>
            <item><title>Devlife</title><link>\(link)devlife/</link><pubDate>Tue, 02 Apr 2019 18:45:00 GMT</pubDate>
            <description><![CDATA[<p>See <a href="/categories">every category</a>, <a href="/lists/stego#top">the list</a>,
            <a href="/wizard-labs/dummy/">the lab</a>, <a href="/other/">the other post</a>, <a href="/archive/">the archive</a>
            and <a href="/">home</a>.</p>]]></description></item>
            </channel></rss>
            """.utf8).write(to: feed)
        return try SiteImporter(siteFolder: site, now: Fixture.now).run(feed, format: .feed)
    }
}
