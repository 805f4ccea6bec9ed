import Foundation
import XCTest
@testable import ImprintCLI

/// `imprint import` ends with what building the imported site showed; a build that fails is said
/// on stdout, and the import, whose files are written, still exits 0.
final class ImportReportCLITests: XCTestCase {
    static let feed = repositoryRoot.appendingPathComponent("Tests/ImprintImportTests/Fixtures/import/feed.xml")

    func testAnImportEndsWithWhatTheBuiltSiteShows() throws {
        let site = temporaryFolder("import-report")
        XCTAssertEqual(run(["init", site.path]).status, 0)
        let result = run(["import", "feed", Self.feed.path, "--source", site.path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.out.hasSuffix("Built the imported site: 2 posts, 0 pages; images: 0 local, 0 on the old host, 1 on other sites; "
            + "old URLs: 2 of 2 answered by a page or a redirect; words kept: 100%.\n"), result.out)
        XCTAssertTrue(run(["import", "feed", Self.feed.path, "--source", site.path, "--dry-run"]).out.hasSuffix("Not built (--dry-run)"
            + ": a real import builds the site and ends with what it shows (posts, images, old URLs answered, words kept).\n"))
    }

    func testABuildThatFailsIsSaidAndTheImportStillSucceeds() throws {
        let site = temporaryFolder("import-report-fails")
        XCTAssertEqual(run(["init", site.path]).status, 0)
        let broken = site.appendingPathComponent("content/posts/2011-01-01-broken.md")
        try Data("---\ntitle: Broken\ndate: 2011-13-45\n---\nText.\n".utf8).write(to: broken)
        let result = run(["import", "feed", Self.feed.path, "--source", site.path])
        XCTAssertEqual(result.status, 0, "the files are written")
        let last = result.out.split(separator: "\n").suffix(2).map(String.init)
        XCTAssertEqual(last.first, "The imported site does NOT build: 1 error (`imprint build` shows them all); "
            + "the files are written, but fix these before the site can be published:")
        XCTAssertTrue(last.last?.hasPrefix("  content/posts/2011-01-01-broken.md:3") == true, result.out)
    }
}
