import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// Titles and summaries typed in front matter are shown with the body's smart punctuation
/// (`markdown.smart_punctuation`): on their pages, in lists, in feeds, in the menu.
final class ShownTextTests: XCTestCase {
    /// Curly quotes, a dash and an ellipsis wherever the post's title and summary, a page's title
    /// and a project's summary are shown; the slug still comes from the title as typed.
    func testFrontMatterTextGetsTheBodysPunctuation() throws {
        let files = try build(smartPunctuation: nil)
        let post = try page("2024/01/tides/index.html", in: files)
        XCTAssertTrue(post.contains("<h1>Tidewater’s tides</h1>"), post)
        XCTAssertTrue(post.contains("<title>Tidewater’s tides"), post)
        XCTAssertTrue(post.contains("content=\"“Fast” isn’t free – really…\""), post)
        XCTAssertTrue(post.contains(">Jonas’s notes</a>"), "the menu: \(post)")
        let home = try page("index.html", in: files)
        XCTAssertTrue(home.contains("Tidewater’s tides</a>"), home)
        XCTAssertTrue(home.contains("“Fast” isn’t free – really…"), home)
        let feed = try page("feed.xml", in: files)
        XCTAssertTrue(feed.contains("<title>Tidewater’s tides</title>"), feed)
        XCTAssertTrue(feed.contains("“Fast” isn’t free – really…"), feed)
        XCTAssertTrue(try page("notes/index.html", in: files).contains("<h1>Jonas’s notes</h1>"))
        XCTAssertTrue(try page("projects/index.html", in: files).contains("The “good” parts – mostly"))
        XCTAssertFalse(post.contains("Tidewater's") || home.contains("Tidewater's") || feed.contains("Tidewater's"))
    }

    /// With `markdown.smart_punctuation: false` the words are shown as typed, as the body is.
    func testWithoutSmartPunctuationTheWordsStayAsTyped() throws {
        let files = try build(smartPunctuation: false)
        let post = try page("2024/01/tides/index.html", in: files)
        XCTAssertTrue(post.contains("<h1>Tidewater&#39;s tides</h1>"), post)
        XCTAssertTrue(post.contains("content=\"&quot;Fast&quot; isn&#39;t free -- really...\""), post)
        XCTAssertTrue(try page("feed.xml", in: files).contains("<title>Tidewater&apos;s tides</title>"))
        XCTAssertFalse(post.contains("’") || post.contains("“") || post.contains("…"), post)
    }
}

private extension ShownTextTests {
    func build(smartPunctuation: Bool?) throws -> [OutputFile] {
        let site = try Fixture.temporaryDirectory()
        let setting = smartPunctuation.map { "markdown:\n  smart_punctuation: \($0)\n" } ?? ""
        try write("title: Tides\nbase_url: https://example.org/\n" + setting, to: "content/site.yml", in: site)
        try write("""
            ---
            title: Tidewater's tides
            date: 2024-01-02
            summary: "\\"Fast\\" isn't free -- really..."
            ---
            A body.
            """, to: "content/posts/2024-01-02-tides.md", in: site)
        try write("---\ntitle: Jonas's notes\nslug: notes\nmenu: 1\n---\nNotes.\n", to: "content/pages/notes.md", in: site)
        try write("---\nname: Tideline\nsummary: The \"good\" parts -- mostly\n---\nA tool.\n", to: "content/projects/tideline.md", in: site)
        return try SiteBuild(options: Fixture.options(source: site, output: try Fixture.temporaryDirectory())).generate().files
    }

    func write(_ text: String, to path: String, in site: URL) throws {
        let file = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func page(_ path: String, in files: [OutputFile]) throws -> String {
        String(decoding: try XCTUnwrap(files.first { $0.path == path }, path).contents, as: UTF8.self)
    }
}
