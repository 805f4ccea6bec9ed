import Foundation
import XCTest
@testable import ImprintCore

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
}

extension ImportResolvesTests {
    /// An RSS item of 2020-01-`day`, at `https://old.example/2020/01/<slug>/`.
    func item(_ title: String, day: Int, html: String, tags: [String] = []) -> String {
        let slug = TagSlug.make(title)
        return """
            <item><title>\(title)</title><link>https://old.example/2020/01/\(slug)/</link>
            <pubDate>\(String(format: "%02d", day)) Jan 2020 10:00:00 +0000</pubDate>
            \(tags.map { "<category>\(XMLText.escape($0))</category>" }.joined())
            <content:encoded>\(XMLText.escape(html))</content:encoded></item>
            """
    }

    /// Imports an RSS feed of the old site `https://old.example/` with `items`.
    func importFeed(items: [String], link: String = "https://old.example/") throws -> ImportReport {
        let feed = """
            <?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
            <channel><title>Old</title><link>\(link)</link>
            \(items.joined(separator: "\n"))
            </channel></rss>
            """
        let file = site.deletingLastPathComponent().appendingPathComponent("feed.xml")
        try Data(feed.utf8).write(to: file)
        return try SiteImporter(siteRoot: site).run(file, format: .feed)
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
