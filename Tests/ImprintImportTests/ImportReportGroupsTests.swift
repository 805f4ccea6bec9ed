import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// A long report stays readable: the same advice about many files is said once, with how many
/// and the first few files; many files written are counted by folder; and the images still on
/// the old host are counted as the summary counts them, each once.
final class ImportReportGroupsTests: XCTestCase {
    func testTheSameAdviceAboutManyFilesIsSaidOnce() {
        let lfs = "a Git LFS pointer, not the file, so it is not copied: run `git lfs pull` in the old site, then import again"
        var report = ImportReport()
        report.notConverted = (1...7).map { "assets/\($0).png:1: \(lfs)" } + ["_posts/a.md:3: `{% raw %}` kept as text"]
        XCTAssertEqual(Array(report.lines.suffix(9)), [
            "Not converted, to fix by hand (8):",
            "  \(lfs) (7):",
            "    assets/1.png:1", "    assets/2.png:1", "    assets/3.png:1", "    assets/4.png:1", "    assets/5.png:1",
            "    …and 2 more",
            "  _posts/a.md:3: `{% raw %}` kept as text",
        ])
    }

    func testImagesOnTheOldHostAreGroupedByWhyAndCountedOnce() throws {
        var report = ImportReport()
        report.imagesOnOldHost = ["a", "b", "c", "d"].map { "content/posts/\($0).md: /x.png → https://old.example/x.png (the export has only its address)" }
            + ["content/posts/e.md: /y.png → https://old.example/y.png (a Git LFS pointer in the old site (run `git lfs pull` there, then import again))"]
        let lines = report.lines
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Images still on the old host") })
        XCTAssertTrue(lines[start].hasPrefix("Images still on the old host (2 images in 5 places), "), lines[start])
        XCTAssertEqual(Array(lines[(start + 1)...].prefix(6)), [
            "  the export has only its address (4):",
            "    content/posts/a.md: /x.png → https://old.example/x.png", "    content/posts/b.md: /x.png → https://old.example/x.png",
            "    content/posts/c.md: /x.png → https://old.example/x.png", "    content/posts/d.md: /x.png → https://old.example/x.png",
            "  content/posts/e.md: /y.png → https://old.example/y.png (a Git LFS pointer in the old site (run `git lfs pull` there, then import again))",
        ])
    }

    /// A video the feed names by a root-relative path is on the old host, listed with the images:
    /// the summary counts it too, so that both say 2.
    func testTheSummaryCountsTheVideosTheListNames() throws {
        let site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ImportTests.fixtures.appendingPathComponent("site/content"), to: site.appendingPathComponent("content"))
        let feed = try Fixture.temporaryDirectory().appendingPathComponent("feed.xml")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Old</title><link>https://old.example/</link>
            <item><title>Clip</title><link>https://old.example/clip/</link><pubDate>Mon, 14 Feb 2016 18:45:00 GMT</pubDate>
            <description><![CDATA[<p>A picture and a clip.</p><img src="/a.png"><video controls><source src="/b.mp4" type="video/mp4"></video>]]></description></item>
            </channel></rss>
            """.utf8).write(to: feed)
        let report = try SiteImporter(siteFolder: site, now: Fixture.now).runAndBuild(feed, format: .feed)
        XCTAssertEqual(report.imagesOnOldHost.count, 2, "\(report.lines)")
        XCTAssertTrue(try XCTUnwrap(report.lines.last).contains("images: 0 local, 2 on the old host;"), "\(report.lines)")
    }

    func testManyFilesWrittenAreCountedByFolder() {
        var report = ImportReport()
        report.written = (1...20).map { "content/posts/2020-01-\($0)-p.md" } + ["content/pages/about.md"]
        XCTAssertEqual(Array(report.lines.prefix(3)), [
            "Imported 21 items (20 posts, 1 page, 0 as drafts, 0 skipped).",
            "  wrote 20 files in content/posts/",
            "  wrote 1 file in content/pages/",
        ])
    }
}
