import Foundation
import XCTest
@testable import ImprintCore

final class MarkdownCacheTests: XCTestCase {
    func testRebuildsReuseUnchangedBodiesAndForgetRemovedOnes() {
        let cache = MarkdownCache()
        let renderer = MarkdownRenderer()
        _ = cache.render("# One", of: "one.md", with: renderer)
        _ = cache.render("# Two", of: "two.md", with: renderer)
        XCTAssertTrue(cache.finishBuild() == (reused: 0, rendered: 2))
        XCTAssertEqual(cache.render("# One", of: "one.md", with: renderer).html, "<h1 id=\"one\">One</h1>\n")
        XCTAssertTrue(cache.finishBuild() == (reused: 1, rendered: 0))
        _ = cache.render("# Two", of: "two.md", with: renderer)
        XCTAssertTrue(cache.finishBuild() == (reused: 0, rendered: 1), "an entry no build used was kept")
        XCTAssertEqual(cache.render("# Changed", of: "one.md", with: renderer).html, "<h1 id=\"changed\">Changed</h1>\n")
    }

    func testSettingsArePartOfTheKey() {
        let cache = MarkdownCache()
        _ = cache.render("[a](/x/)", of: "a.md", with: MarkdownRenderer(basePath: ""))
        XCTAssertEqual(cache.render("[a](/x/)", of: "a.md", with: MarkdownRenderer(basePath: "/blog")).html, "<p><a href=\"/blog/x/\">a</a></p>\n")
    }

    func testSiteBuildsShareTheCache() throws {
        let caches = BuildCaches()
        let options = Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory())
        let first = try SiteBuild(options: options, caches: caches).generate()
        XCTAssertEqual(caches.finishBuild().markdownReused, 0)
        let second = try SiteBuild(options: options, caches: caches).generate()
        let counts = caches.finishBuild()
        XCTAssertEqual(counts.markdownReused, 13)
        XCTAssertEqual(counts.pagesRendered, 0)
        XCTAssertEqual(first.files, second.files)
    }
}
