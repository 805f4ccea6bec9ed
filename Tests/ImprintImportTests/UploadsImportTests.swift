import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// `imprint import wordpress --uploads DIR` reads image URLs written by whoever made the export:
/// each must name a regular file inside DIR, and be copied to a place inside the site's
/// `content/`, or be left alone and listed. Every test checks that no file outside DIR was read
/// into the site and that nothing was written outside `content/`.
final class UploadsImportTests: XCTestCase {
    private var root: URL!
    private var site: URL { root.appendingPathComponent("site") }
    /// Five folders deep, so that four `..` from it name a file the site's four-deep
    /// `content/assets/uploads/` would put outside the site.
    private var uploads: URL { root.appendingPathComponent("backup/2020/old/wp-content/uploads") }
    private static let secret = "SECRET: not for the published site"

    override func setUpWithError() throws {
        root = try Fixture.temporaryDirectory()
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ImportTests.fixtures.appendingPathComponent("site/content"), to: site.appendingPathComponent("content"))
        try FileManager.default.createDirectory(at: uploads.appendingPathComponent("2011/10"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ImportTests.fixtures.appendingPathComponent("uploads/2011/10/rows.png"), to: uploads.appendingPathComponent("2011/10/rows.png"))
        for folder in ["backup/loot", "secret"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Data(Self.secret.utf8).write(to: root.appendingPathComponent("\(folder)/passwd"))
        }
    }

    /// Images are found wherever the export says they are: root-relative, on another host, or on
    /// WordPress.com's `*.files.wordpress.com`, and copied from `--uploads` alike.
    func testImagesAreFoundWhereverTheExportSaysTheyAre() throws {
        let body = ["/wp-content/uploads/2011/10/rows.png", "https://cdn.example/blog/wp-content/uploads/2011/10/rows.png",
                    "https://oldblog.files.wordpress.com/2011/10/rows.png"].map { "<p><img src=\"\($0)\" alt=\"x\"></p>" }.joined(separator: "\n")
        let report = try SiteImporter(siteFolder: site, uploads: uploads).run(try ExportWriter.wordPress(bodies: [body], in: root), format: .wordpress)
        XCTAssertEqual(report.attachmentsCopied, ["content/assets/uploads/2011/10/rows.png"])
        XCTAssertEqual(report.attachmentsListed, [])
        let post = try post()
        XCTAssertEqual(post.components(separatedBy: "](/assets/uploads/2011/10/rows.png)").count - 1, 3, post)
        try assertNothingLeaked(report)
    }

    func testDotDotSegmentsAreRefused() throws {
        let report = try importImages(["../../../../loot/passwd"])
        XCTAssertEqual(report.attachmentsRefused, ["https://old.example/wp-content/uploads/../../../../loot/passwd: outside --uploads"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("loot/passwd").path), "written outside the site")
        try assertNothingLeaked(report)
    }

    func testADotDotThatStaysInsideIsFine() throws {
        let report = try importImages(["2011/../2011/./10/rows.png"])
        XCTAssertEqual(report.attachmentsCopied, ["content/assets/uploads/2011/10/rows.png"])
        let post = try post()
        XCTAssertTrue(post.contains("](/assets/uploads/2011/10/rows.png)"), post)
        try assertNothingLeaked(report)
    }

    func testPercentEncodedDotsAreRefused() throws {
        let etc = String(repeating: "%2e%2e/", count: 30) + "etc/passwd"
        let report = try importImages(["%2e%2e/%2E%2E/.%2e/%2e./loot/passwd", etc, "..%2f..%2f..%2f..%2floot%2fpasswd"])
        XCTAssertEqual(report.attachmentsRefused.count, 3, "\(report.attachmentsRefused)")
        XCTAssertTrue(report.attachmentsRefused.allSatisfy { $0.hasSuffix(": outside --uploads") }, "\(report.attachmentsRefused)")
        try assertNothingLeaked(report)
    }

    /// `%252e` is a `%2e` once decoded: a file name with a percent sign, never a `..`.
    func testDoubleEncodedDotsAreDecodedOnce() throws {
        let report = try importImages(["%252e%252e/%252e%252e/%252e%252e/%252e%252e/loot/passwd"])
        XCTAssertEqual(report.attachmentsCopied, [])
        XCTAssertEqual(report.attachmentsRefused, [])
        XCTAssertEqual(report.attachmentsListed, [
            "https://old.example/wp-content/uploads/%252e%252e/%252e%252e/%252e%252e/%252e%252e/loot/passwd (not in \(uploads.path))",
        ])
        try assertNothingLeaked(report)
    }

    /// Browsers read `\` in a URL path as `/`; an absolute path never names a file in DIR.
    func testBackslashesAndAbsolutePathsAreRefused() throws {
        let absolute = root.appendingPathComponent("secret/passwd").path
        let report = try importImages(["..\\..\\..\\..\\loot\\passwd", "..%5c..%5c..%5c..%5cloot%5cpasswd", "%2F" + absolute.dropFirst()])
        XCTAssertEqual(report.attachmentsRefused.sorted(), [
            "https://old.example/wp-content/uploads/%2F\(absolute.dropFirst()): an absolute path",
            "https://old.example/wp-content/uploads/..%5c..%5c..%5c..%5cloot%5cpasswd: outside --uploads",
            "https://old.example/wp-content/uploads/..\\..\\..\\..\\loot\\passwd: outside --uploads",
        ])
        try assertNothingLeaked(report)
    }

    func testASymbolicLinkOutOfUploadsIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: uploads.appendingPathComponent("2011/10/escape.png").path,
                                                   withDestinationPath: root.appendingPathComponent("secret/passwd").path)
        try FileManager.default.createSymbolicLink(atPath: uploads.appendingPathComponent("2011/elsewhere").path,
                                                   withDestinationPath: root.appendingPathComponent("secret").path)
        let report = try importImages(["2011/10/escape.png", "2011/elsewhere/passwd"])
        XCTAssertEqual(report.attachmentsRefused, [
            "https://old.example/wp-content/uploads/2011/elsewhere/passwd: outside --uploads",
            "https://old.example/wp-content/uploads/2011/10/escape.png: outside --uploads",
        ])
        XCTAssertTrue(try post().contains("](https://old.example/wp-content/uploads/2011/10/escape.png)"), "left pointing at its old URL")
        try assertNothingLeaked(report)
    }

    /// A link inside DIR to a file inside DIR is a file of DIR: copied as a file, not as a link.
    func testASymbolicLinkWithinUploadsIsCopiedAsAFile() throws {
        try FileManager.default.createSymbolicLink(atPath: uploads.appendingPathComponent("2011/10/same.png").path, withDestinationPath: "rows.png")
        let report = try importImages(["2011/10/same.png"])
        XCTAssertEqual(report.attachmentsCopied, ["content/assets/uploads/2011/10/same.png"])
        let copy = site.appendingPathComponent("content/assets/uploads/2011/10/same.png").path
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: copy)[.type] as? FileAttributeType, .typeRegular)
        XCTAssertEqual(FileManager.default.contents(atPath: copy), FileManager.default.contents(atPath: uploads.appendingPathComponent("2011/10/rows.png").path))
        try assertNothingLeaked(report)
    }

    func testAFolderIsNeverCopied() throws {
        let report = try importImages(["2011", "2011/10/", "2011/10/./"])
        XCTAssertEqual(report.attachmentsCopied, [])
        XCTAssertEqual(report.attachmentsRefused, [
            "https://old.example/wp-content/uploads/2011/10/./: not a regular file",
            "https://old.example/wp-content/uploads/2011/10/: not a regular file",
            "https://old.example/wp-content/uploads/2011: not a regular file",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("content/assets").path))
        try assertNothingLeaked(report)
    }

    /// `content/assets` may be a link; when it leads out of `content/`, nothing is copied through it.
    func testADestinationOutsideContentIsRefused() throws {
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("content/assets").path, withDestinationPath: elsewhere.path)
        let report = try importImages(["2011/10/rows.png"])
        XCTAssertEqual(report.attachmentsRefused, [
            "https://old.example/wp-content/uploads/2011/10/rows.png: content/assets/uploads/2011/10/rows.png would be outside content/",
        ])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
        try assertNothingLeaked(report)
    }
}

private extension UploadsImportTests {
    /// Imports one post showing an image of the old site's uploads at each of `paths`.
    func importImages(_ paths: [String]) throws -> ImportReport {
        let body = paths.map { "<p><img src=\"https://old.example/wp-content/uploads/\($0)\" alt=\"x\"></p>" }.joined(separator: "\n")
        let export = try ExportWriter.wordPress(bodies: [body], in: root)
        return try SiteImporter(siteFolder: site, uploads: uploads).run(export, format: .wordpress)
    }

    func post() throws -> String {
        try String(contentsOf: site.appendingPathComponent("content/posts/2020-01-01-post-1.md"), encoding: .utf8)
    }

    /// Nothing outside `content/` was written, and no file outside `uploads` reached the site.
    func assertNothingLeaked(_ report: ImportReport, file: StaticString = #filePath, line: UInt = #line) throws {
        // Every file, hidden ones (`.%2e`) and links too, which a site's own listing leaves out.
        let all = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).filter { path in
            (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path))?[.type] as? FileAttributeType
                != .typeDirectory
        }.sorted()
        let expected = [
            "backup/loot/passwd", "secret/passwd", "site/content/site.yml", "site/content/posts/2020-01-01-post-1.md",
            "site/content/assets", // the link of testADestinationOutsideContentIsRefused
        ]
        let unexpected = all.filter { path in
            !expected.contains(path) && !path.hasPrefix("backup/2020/old/wp-content/uploads/") && !path.hasPrefix("export-")
                && !path.hasPrefix("site/content/assets/uploads/")
        }
        XCTAssertEqual(unexpected, [], "written outside content/assets/uploads/", file: file, line: line)
        let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8))?.prefix(20) ?? "root:x:0:0"
        for path in all where path.hasPrefix("site/") {
            let text = String(decoding: FileManager.default.contents(atPath: root.appendingPathComponent(path).path) ?? Data(), as: UTF8.self)
            XCTAssertFalse(text.contains(Self.secret) || text.contains(passwd), "\(path) holds a file from outside --uploads", file: file, line: line)
        }
        XCTAssertEqual(report.attachmentsCopied.filter { !$0.hasPrefix("content/assets/uploads/") }, [], file: file, line: line)
    }
}
