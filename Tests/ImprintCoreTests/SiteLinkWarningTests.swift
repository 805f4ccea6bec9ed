import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// A link of a body to a path of the site that the build does not make is a warning at the link.
final class SiteLinkWarningTests: XCTestCase {
    func testALinkToAPathTheSiteDoesNotMakeIsAWarningAtItsLineAndColumn() throws {
        let site = try site(posts: ["2020-01-01-a.md": "---\ntitle: A\n---\nSee [this](/nowhere/).\n\n<p>And <a href=\"/nor-here/\">that</a>.</p>\n"])
        let warnings = try build(site).warnings.map(\.description).filter { $0.contains("leads to no page") }
        XCTAssertEqual(warnings, [
            "content/posts/2020-01-01-a.md:4:5: warning: the link /nowhere/ leads to no page or file of the site, "
                + "so `imprint check` reports it as broken: check its path",
            "content/posts/2020-01-01-a.md:6:8: warning: the link /nor-here/ leads to no page or file of the site, "
                + "so `imprint check` reports it as broken: check its path",
        ])
    }

    func testNoWarningForPathsTheSiteMakesOrLinksThatAreNotItsPaths() throws {
        let links = [
            "/2020/01/a/", "/2020/01/a", "/2020/01/a/index.html", "/2020/01/a/#top", "/about/?x=1", "/old-about/",
            "/two%20words.txt", "/two words.txt", "/", "/feed.xml", "#anchor", "mailto:me@example.org", "https://example.org/x/", "//cdn.example.org/x",
            "relative/", "@/pages/about.md",
        ]
        let body = links.map { "[x](<\($0)>)" }.joined(separator: "\n\n") + "\n\n<a href=\"/about/\">about</a>\n"
        let site = try site(posts: ["2020-01-01-a.md": "---\ntitle: A\n---\n" + body])
        try Data("---\ntitle: About\naliases: [/old-about/]\n---\nHi.\n".utf8).write(to: site.appendingPathComponent("content/pages/about.md"))
        try Data("notes\n".utf8).write(to: site.appendingPathComponent("content/static/two words.txt"))
        XCTAssertEqual(try build(site).warnings.filter { $0.message.contains("leads to no page") }.map(\.description), [])
    }

    func testMarkdownLinksTakeTheBasePathAndRawHTMLIsReadAsWritten() throws {
        let body = "[in](/about/)\n\n<a href=\"/blog/about/\">in</a> <a href=\"/about/\">out</a>\n"
        let site = try site("base_url: https://example.org/blog/\n", posts: ["2020-01-01-a.md": "---\ntitle: A\n---\n" + body])
        try Data("---\ntitle: About\n---\nHi.\n".utf8).write(to: site.appendingPathComponent("content/pages/about.md"))
        let warnings = try build(site).warnings.filter { $0.message.contains("leads to no page") }
        XCTAssertEqual(warnings.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.message.prefix(22))" }, ["6:31 the link /about/ leads"])
    }

    func testRawHTMLLinksAreAtTheirTagsOnTheirLines() {
        let html = "<div>\n  <p><A HREF='/x/?a=1&amp;b=2'>x</A>\n<a class=\"c\" href=\"https://example.org/\">y</a> <a href=\"/z/\">z</a></p>\n</div>"
        XCTAssertEqual(SitePathLinks.rawLinks(in: html, line: 4, column: 3), [
            SitePathLink(url: "/x/?a=1&b=2", written: "/x/?a=1&b=2", line: 5, column: 6),
            SitePathLink(url: "/z/", written: "/z/", line: 6, column: 48),
        ])
    }

    func testTheSampleSiteHasNoLinkToAPathItDoesNotMake() throws {
        let report = try SiteBuild(options: Fixture.options(source: Fixture.repositoryRoot, output: try Fixture.temporaryDirectory())).generate()
        XCTAssertEqual(report.warnings.filter { $0.message.contains("leads to no page") }.map(\.description), [])
    }
}

private extension SiteLinkWarningTests {
    /// A site of `posts` (file name → text), with `settings` in its site.yml (base_url at the root unless given).
    func site(_ settings: String = "base_url: https://example.org/\n", posts: [String: String]) throws -> URL {
        let site = try Fixture.temporaryDirectory()
        for folder in ["posts", "pages", "static"] {
            try FileManager.default.createDirectory(at: site.appendingPathComponent("content/" + folder), withIntermediateDirectories: true)
        }
        try Data(("title: T\n" + settings).utf8).write(to: site.appendingPathComponent("content/site.yml"))
        for (name, text) in posts { try Data(text.utf8).write(to: site.appendingPathComponent("content/posts/" + name)) }
        return site
    }

    func build(_ site: URL) throws -> BuildReport {
        try SiteBuild(options: Fixture.options(source: site, output: try Fixture.temporaryDirectory())).generate()
    }
}
