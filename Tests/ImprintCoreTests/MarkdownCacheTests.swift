import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

final class MarkdownCacheTests: XCTestCase {
    func testRebuildsReuseUnchangedBodiesAndForgetRemovedOnes() {
        let store = MemoStore()
        let cache = ReuseEngine(store: store, siteFolder: "/nonexistent", changes: nil)
        let renderer = MarkdownRenderer()
        let endBuild = { store.endBuild(forgettingUnused: true)["markdown"] }
        _ = cache.render("# One", of: "one.md", with: renderer)
        _ = cache.render("# Two", of: "two.md", with: renderer)
        XCTAssertEqual(endBuild(), MemoStore.Counts(reused: 0, made: 2))
        XCTAssertEqual(cache.render("# One", of: "one.md", with: renderer).html, "<h1 id=\"one\">One</h1>\n")
        XCTAssertEqual(endBuild(), MemoStore.Counts(reused: 1, made: 0))
        _ = cache.render("# Two", of: "two.md", with: renderer)
        XCTAssertEqual(endBuild(), MemoStore.Counts(reused: 0, made: 1), "an entry no build used was kept")
        XCTAssertEqual(cache.render("# Changed", of: "one.md", with: renderer).html, "<h1 id=\"changed\">Changed</h1>\n")
    }

    func testSettingsArePartOfTheKey() {
        let cache = ReuseEngine(store: MemoStore(), siteFolder: "/nonexistent", changes: nil)
        _ = cache.render("[a](/x/)", of: "a.md", with: MarkdownRenderer(basePath: ""))
        XCTAssertEqual(cache.render("[a](/x/)", of: "a.md", with: MarkdownRenderer(basePath: "/blog")).html, "<p><a href=\"/blog/x/\">a</a></p>\n")
    }

    func testSiteBuildsShareTheCache() throws {
        let session = ServeSession(options: Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory()))
        let first = try session.build(changed: nil)
        XCTAssertEqual(first.counts.markdownReused, 0)
        let second = try session.build(changed: nil)
        XCTAssertEqual(second.counts.markdownReused, 13)
        XCTAssertEqual(second.counts.pagesRendered, 0)
        XCTAssertEqual(first.report.files, second.report.files)
    }
}
