import Foundation
import XCTest
@testable import ImprintCore

final class MarkdownCacheTests: XCTestCase {
    func testRebuildsReuseUnchangedBodiesAndForgetRemovedOnes() {
        let cache = MarkdownCache()
        let renderer = MarkdownRenderer()
        _ = cache.render("# One", with: renderer)
        _ = cache.render("# Two", with: renderer)
        XCTAssertTrue(cache.finishBuild() == (reused: 0, rendered: 2))
        XCTAssertEqual(cache.render("# One", with: renderer).html, "<h1 id=\"one\">One</h1>\n")
        XCTAssertTrue(cache.finishBuild() == (reused: 1, rendered: 0))
        _ = cache.render("# Two", with: renderer)
        XCTAssertTrue(cache.finishBuild() == (reused: 0, rendered: 1), "an entry no build used was kept")
    }

    func testSettingsArePartOfTheKey() {
        let cache = MarkdownCache()
        _ = cache.render("[a](/x/)", with: MarkdownRenderer(basePath: ""))
        XCTAssertEqual(cache.render("[a](/x/)", with: MarkdownRenderer(basePath: "/blog")).html, "<p><a href=\"/blog/x/\">a</a></p>\n")
    }

    func testSiteBuildsShareTheCache() throws {
        let cache = MarkdownCache()
        let options = Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory())
        let first = try SiteBuild(options: options, markdownCache: cache).generate()
        // Four projects of the fixture have the same empty body: rendered once, reused three times.
        XCTAssertTrue(cache.finishBuild() == (reused: 3, rendered: 10))
        let second = try SiteBuild(options: options, markdownCache: cache).generate()
        let counts = cache.finishBuild()
        XCTAssertTrue(counts == (reused: 13, rendered: 0))
        XCTAssertEqual(first.files, second.files)
    }
}
