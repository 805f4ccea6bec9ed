import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// What every import resolves so that the site it leaves builds: template-like text in prose,
/// tags with one slug, links written with old URLs, images the source does not have. Each export
/// here is written for the test, imported into a new site, and the site built.
final class ImportResolvesTests: XCTestCase {
    var site: URL!

    override func setUpWithError() throws {
        site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("title: New\nbase_url: https://new.example/\n".utf8).write(to: site.appendingPathComponent("content/site.yml"))
    }

    func testTemplateLikeProseShowsAsWritten() throws {
        let report = try importFeed(items: [
            item("Django URLs", day: 1, html: """
                <p>use the {% url home %} tag, print {{ site.title }} and {{ page.x | upcase }}</p>
                <p>Hugo writes {{< figure src=x.png >}} and {{% note %}}, Mustache {{{raw}}}.</p>
                <table><tr><td>{% if a %}{{ post.title }}{% endif %}</td></tr></table>
                <pre><code>{% url 'home' %}</code></pre><p>inline <code>{{ site.title }}</code></p>
                """),
        ])
        XCTAssertEqual(report.written, ["content/posts/2020-01-01-django-urls.md"])
        let markdown = try text("content/posts/2020-01-01-django-urls.md")
        XCTAssertTrue(markdown.contains("```\n{% url 'home' %}\n```") && markdown.contains("`{{ site.title }}`"), "code stays as it is\n\(markdown)")
        let page = try page("2020/01/django-urls/index.html")
        for shown in ["use the {% url home %} tag, print {{ site.title }} and {{ page.x | upcase }}",
                      "Hugo writes {{&lt; figure src=x.png &gt;}} and {{% note %}}, Mustache {{{raw}}}.",
                      "<td>&#123;% if a %}&#123;{ post.title }}&#123;% endif %}</td>"] {
            XCTAssertTrue(page.contains(shown), "\(shown)\n\(page.components(separatedBy: "<article").last!)")
        }
    }

    func testTagsThatShareASlugBecomeTheMostUsedSpelling() throws {
        let report = try importFeed(items: [
            item("One", day: 1, html: "<p>One.</p>", tags: ["Caliburn-Micro", "swift"]),
            item("Two", day: 2, html: "<p>Two.</p>", tags: ["Caliburn.Micro", "Swift", "C#"]),
            item("Three", day: 3, html: "<p>Three.</p>", tags: ["Caliburn.Micro", "++", "中文"]),
        ])
        XCTAssertEqual(report.mergedTags, ["Caliburn-Micro → Caliburn.Micro (1 post)", "Swift → swift (1 post)"])
        XCTAssertTrue(report.lines.contains("Merged tags that share a slug (2):"), "\(report.lines)")
        XCTAssertTrue(try text("content/posts/2020-01-01-one.md").contains("tags: [\"Caliburn.Micro\", \"swift\"]"))
        let files = try build()
        for tag in ["caliburn-micro", "swift", "c-sharp", "u2b-u2b", "中文"] {
            XCTAssertNotNil(files["tags/\(tag)/index.html"], "\(tag): \(files.keys.filter { $0.hasPrefix("tags/") }.sorted())")
        }
    }

    func testATagTheSiteHasKeepsTheSitesSpelling() throws {
        try write(site, ["content/posts/2019-01-01-mine.md": "---\ntitle: Mine\ndate: 2019-01-01\ntags: [Caliburn.Micro]\n---\nMine.\n"])
        let report = try importFeed(items: [
            item("One", day: 1, html: "<p>One.</p>", tags: ["Caliburn-Micro"]),
            item("Two", day: 2, html: "<p>Two.</p>", tags: ["Caliburn-Micro"]),
        ])
        XCTAssertEqual(report.mergedTags, ["Caliburn-Micro → Caliburn.Micro (2 posts)"])
        XCTAssertNotNil(try build()["tags/caliburn-micro/index.html"])
    }

    func testLinksWrittenWithOldURLsLeadToTheImportedFiles() throws {
        let report = try importFeed(items: [
            item("One", day: 1, html: "<p>Intro.</p><h2>Setup</h2><p>Steps.</p>"),
            item("Two", day: 2, html: """
                <p><a href="https://old.example/2020/01/one/#setup">a</a> <a href="/2020/01/one">b</a>
                <a href="http://www.old.example/2020/01/one.html">c</a> <a href="/2020/01/one/#gone">d</a>
                <a href="https://elsewhere.example/2020/01/one/">e</a> <code>https://old.example/2020/01/one/</code></p>
                """),
        ])
        let two = try text("content/posts/2020-01-02-two.md")
        XCTAssertTrue(two.contains("[a](@/posts/2020-01-01-one.md#setup) [b](@/posts/2020-01-01-one.md)"), two)
        XCTAssertTrue(two.contains("[c](@/posts/2020-01-01-one.md) [d](@/posts/2020-01-01-one.md)"), two)
        XCTAssertTrue(two.contains("[e](https://elsewhere.example/2020/01/one/) `https://old.example/2020/01/one/`"), two)
        XCTAssertEqual(report.linksFromOldURLs, 4)
        XCTAssertEqual(report.oldFragmentsDropped, [
            "content/posts/2020-01-02-two.md: #gone of @/posts/2020-01-01-one.md, which has no such heading; the link leads to the page",
        ])
        XCTAssertTrue(try page("2020/01/two/index.html").contains("<a href=\"/2020/01/one/#setup\">a</a>"))
    }

    func testLinksInAJekyllSiteWrittenWithItsURLsLeadToTheFiles() throws {
        let jekyll = site.deletingLastPathComponent().appendingPathComponent("jekyll")
        try write(jekyll, [
            "_config.yml": "url: https://me.example\n",
            "_posts/2020-01-01-one.md": "---\ntitle: One\n---\n## Setup\n\nSteps.\n",
            "_posts/2020-01-02-two.md": "---\ntitle: Two\n---\n[a](/2020/01/01/one.html#setup), [b](https://me.example/2020/01/01/one.html)\n\n"
                + "```\n[c](/2020/01/01/one.html)\n```\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll)
        XCTAssertEqual(report.linksFromOldURLs, 2)
        let two = try text("content/posts/2020-01-02-two.md")
        XCTAssertTrue(two.contains("[a](@/posts/2020-01-01-one.md#setup), [b](@/posts/2020-01-01-one.md)\n\n```\n[c](/2020/01/01/one.html)\n```"), two)
        _ = try build()
    }

    func testImagesAFeedNamesButDoesNotHoldLoadFromTheOldSite() throws {
        let report = try importFeed(items: [
            item("Shots", day: 1, html: """
                <p>A <img src="/assets/x.png" alt="x"> and <img src="pics/z.png" alt="z"></p>
                <figure><img src="/assets/y.png" width="10"><figcaption>y</figcaption></figure>
                <p><img src="https://cdn.example/w.png" alt="w"></p>
                """),
        ])
        XCTAssertEqual(report.imagesOnOldHost, [
            "content/posts/2020-01-01-shots.md: /assets/x.png → https://old.example/assets/x.png (the export has only its address)",
            "content/posts/2020-01-01-shots.md: pics/z.png → https://old.example/2020/01/shots/pics/z.png (the export has only its address)",
            "content/posts/2020-01-01-shots.md: /assets/y.png → https://old.example/assets/y.png (the export has only its address)",
        ])
        XCTAssertTrue(report.lines.contains { $0.hasPrefix("Images still on the old host (3)") }, "\(report.lines)")
        let page = try page("2020/01/shots/index.html")
        for src in ["https://old.example/assets/x.png", "https://old.example/2020/01/shots/pics/z.png", "https://old.example/assets/y.png", "https://cdn.example/w.png"] {
            XCTAssertTrue(page.contains("src=\"\(src)\""), src)
        }
    }

    func testWithoutTheOldAddressAnImageBecomesALinkAndTheSiteBuilds() throws {
        let report = try importFeed(items: [item("Shots", day: 1, html: "<p><img src=\"/assets/x.png\" alt=\"x\"></p>", linked: false)], link: "")
            .imagesOnOldHost
        XCTAssertEqual(report.count, 1)
        XCTAssertTrue((report.first ?? "").hasPrefix("content/posts/2020-01-01-shots.md: /assets/x.png, the export has only its address: no address"), "\(report)")
        XCTAssertTrue(try text("content/posts/2020-01-01-shots.md").contains("x (an image not brought over: `/assets/x.png`)"))
        _ = try page("2020/01/shots/index.html")
    }

    func testAJekyllImageThatIsMissingOrAGitLFSPointerLoadsFromTheOldSiteAndKeysAreLeftOut() throws {
        let jekyll = site.deletingLastPathComponent().appendingPathComponent("jekyll")
        try write(jekyll, [
            "_config.yml": "url: https://me.example\nbaseurl: /blog\n",
            "assets/big.png": "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n",
            "assets/release.keystore": "keys",
            "_posts/2020-01-01-one.md": "---\ntitle: One\n---\n![ok](/assets/ok.png) ![dead](/assets/dead.gif) ![big][1]\n\n  [1]: /assets/big.png\n\n"
                + "{{< figure src=\"/assets/gone.png\" alt=\"g\" >}}\n",
        ])
        try FileManager.default.copyItem(at: ImportTests.fixtures.appendingPathComponent("uploads/2011/10/rows.png"), to: jekyll.appendingPathComponent("assets/ok.png"))
        var importer = SiteImporter(siteFolder: site)
        importer.oldURL = URL(string: "https://mirror.example/")
        let report = try importer.run(jekyll, format: .jekyll)
        XCTAssertEqual(report.imagesOnOldHost, [
            "content/posts/2020-01-01-one.md: /assets/dead.gif → https://mirror.example/assets/dead.gif (not in the site's folder)",
            "content/posts/2020-01-01-one.md: /assets/big.png → https://mirror.example/assets/big.png "
                + "(a Git LFS pointer in the old site (run `git lfs pull` there, then import again))",
            "content/posts/2020-01-01-one.md: /assets/gone.png → https://mirror.example/assets/gone.png (not in the site's folder)",
        ])
        XCTAssertEqual(report.staticCopied, ["content/assets/ok.png"], "the pointer is not copied")
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix("assets/big.png:1: a Git LFS pointer") }, "\(report.notConverted)")
        XCTAssertTrue(report.privateFilesLeftOut.contains { $0.hasPrefix("content/assets/release.keystore: not copied") },
                      "a file of keys, which the build refuses to publish, is left out: \(report.privateFilesLeftOut)")
        let page = try page("2020/01/one/index.html")
        XCTAssertTrue(page.contains("src=\"https://mirror.example/assets/big.png\"") && page.contains("src=\"/assets/ok.png\""), page)
    }

    func testAHugoBundleImageThatIsAGitLFSPointerLoadsFromTheOldSite() throws {
        let hugo = site.deletingLastPathComponent().appendingPathComponent("hugo")
        try write(hugo, [
            "hugo.toml": "baseURL = \"https://me.example/\"\n",
            "content/posts/one/index.md": "---\ntitle: One\ndate: 2020-01-01\n---\n![big](big.png)\n",
            "content/posts/one/big.png": "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.imagesOnOldHost, [
            "content/posts/2020-01-01-one/index.md: big.png → https://me.example/posts/one/big.png "
                + "(a Git LFS pointer in the old site (run `git lfs pull` there, then import again))",
        ])
        XCTAssertEqual(report.bundleFilesCopied, 0, "the pointer is not copied")
        XCTAssertTrue(try page("2020/01/one/index.html").contains("src=\"https://me.example/posts/one/big.png\""))
    }
}

extension ImportResolvesTests {
    /// Writes `files` (path: text) under `folder`.
    func write(_ folder: URL, _ files: [String: String]) throws {
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// An RSS item of 2020-01-`day`, at `https://old.example/2020/01/<slug>/` unless `linked` is false.
    func item(_ title: String, day: Int, html: String, tags: [String] = [], linked: Bool = true) -> String {
        let slug = TagSlug.make(title)
        return """
            <item><title>\(title)</title>\(linked ? "<link>https://old.example/2020/01/\(slug)/</link>" : "")
            <pubDate>\(String(format: "%02d", day)) Jan 2020 10:00:00 +0000</pubDate>
            \(tags.map { "<category>\(XMLText.escape($0))</category>" }.joined())
            <content:encoded>\(XMLText.escape(html))</content:encoded></item>
            """
    }

    /// Imports an RSS feed of the old site `https://old.example/` with `items`.
    func importFeed(items: [String], link: String = "https://old.example/") throws -> ImportReport {
        let feed = """
            <?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
            <channel><title>Old</title>\(link.isEmpty ? "" : "<link>\(link)</link>")
            \(items.joined(separator: "\n"))
            </channel></rss>
            """
        let file = site.deletingLastPathComponent().appendingPathComponent("feed.xml")
        try Data(feed.utf8).write(to: file)
        return try SiteImporter(siteFolder: site).run(file, format: .feed)
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    /// Builds the site, checks its links, and returns its files.
    func build(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Data] {
        let output = site.appendingPathComponent("public")
        let report = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
        let links = try LinkChecker(root: output, base: report.baseURL).check()
        XCTAssertEqual(links.broken.map(\.description), [], file: file, line: line)
        return Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0.contents) })
    }

    /// The built page at `path`, building the site first.
    func page(_ path: String) throws -> String {
        String(decoding: try XCTUnwrap(try build()[path], path), as: UTF8.self)
    }
}
