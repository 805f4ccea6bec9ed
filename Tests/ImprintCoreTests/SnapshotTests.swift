import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// Whole-site builds compared file by file with checked-in snapshots.
final class SnapshotTests: XCTestCase {
    /// The fixture that touches every feature, served under a base path (`/blog/`).
    func testEverythingFixtureMatchesSnapshot() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        _ = try SiteBuild(options: Fixture.options(source: Fixture.site("everything"), output: output)).run()
        try SnapshotAssertion.assertFolder(output, matches: Fixture.snapshot("everything"))
    }

    /// Markup, quotes, `&`, `]]>`, `{{` and U+2028 in every field a person writes
    /// (`Tests/hostile/check_hostile.py` proves each output context escapes them).
    func testHostileFixtureMatchesSnapshot() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        _ = try SiteBuild(options: Fixture.options(source: Fixture.site("hostile"), output: output)).run()
        try SnapshotAssertion.assertFolder(output, matches: Fixture.snapshot("hostile"))
    }

    /// Every shortcode of the default theme, an alert and static files, under a base path.
    func testEmbedsFixtureMatchesSnapshot() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        _ = try SiteBuild(options: Fixture.options(source: Fixture.site("embeds"), output: output)).run()
        try SnapshotAssertion.assertFolder(output, matches: Fixture.snapshot("embeds"))
    }

    /// Comments: a 200-comment archive threaded five deep, a bundle's comments, sanitised
    /// commenters' HTML, `comments: false`, giscus from site.yml and a post's Mastodon toot.
    func testCommentsFixtureMatchesSnapshot() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        _ = try SiteBuild(options: Fixture.options(source: Fixture.site("comments"), output: output)).run()
        try SnapshotAssertion.assertFolder(output, matches: Fixture.snapshot("comments"))
    }

    /// Issue 19's Markdown: summaries, heading ids beside footnotes and the theme, `{#id}`, tables
    /// of contents, emoji, and the habits of posts copied from Jekyll and Hugo.
    func testMarkdownFixtureMatchesSnapshot() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        _ = try SiteBuild(options: Fixture.options(source: Fixture.site("markdown"), output: output)).run()
        try SnapshotAssertion.assertFolder(output, matches: Fixture.snapshot("markdown"))
    }

    /// The sample site in `content/`, with the default theme, as `make site` builds it.
    func testSampleSiteMatchesSnapshot() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        _ = try SiteBuild(options: Fixture.options(source: Fixture.repositoryRoot, output: output)).run()
        try SnapshotAssertion.assertFolder(output, matches: Fixture.snapshot("sample"))
    }

    func testTwoBuildsOfTheSameInputAreByteIdentical() throws {
        let first = try SiteBuild(options: Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory())).generate()
        let second = try SiteBuild(options: Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory())).generate()
        XCTAssertEqual(first.files, second.files)
        XCTAssertGreaterThan(first.files.count, 10)
    }

    func testOneThreadAndManyThreadsWriteTheSameFiles() throws {
        var options = Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory())
        options.threads = 1
        let sequential = try SiteBuild(options: options).generate()
        options.threads = 7
        let parallel = try SiteBuild(options: options).generate()
        XCTAssertEqual(sequential.files.map(\.path), parallel.files.map(\.path))
        XCTAssertEqual(sequential.files, parallel.files)
    }

    func testDraftsAndFuturePostsAreIncludedOnlyWhenAsked() throws {
        var options = Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory())
        let paths = { (options: BuildOptions) in try SiteBuild(options: options).generate().files.map(\.path) }
        XCTAssertFalse(try paths(options).contains { $0.contains("draft") || $0.contains("future") })
        options.includeDrafts = true
        XCTAssertTrue(try paths(options).contains("2014/05/05/draft/index.html"))
        XCTAssertFalse(try paths(options).contains { $0.contains("future") })
        options.includeFuture = true
        XCTAssertTrue(try paths(options).contains("2099/01/01/future/index.html"))
    }

    func testBaseURLOverrideChangesEveryLink() throws {
        var options = Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory())
        options.baseURL = BaseURL("https://ada.github.io/site/")
        let files = try SiteBuild(options: options).generate().files
        let home = String(decoding: files.first { $0.path == "index.html" }!.contents, as: UTF8.self)
        XCTAssertTrue(home.contains("href=\"/site/assets/css/style.css?v="))
        XCTAssertTrue(home.contains("<link rel=\"canonical\" href=\"https://ada.github.io/site/\">"))
        XCTAssertFalse(home.contains("/blog/"))
    }
}
