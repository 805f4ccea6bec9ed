import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// `imprint build` with its memory of the last run: the same output as a whole build, made
/// from less, and written only where bytes changed.
final class RememberedBuildTests: XCTestCase {
    func testAnUnchangedSiteIsTakenWholeFromMemoryAndNoFileIsWritten() throws {
        let site = try copyOfEverything()
        let first = try build(site)
        XCTAssertEqual(first.remembered?.markdownTaken, 0)
        XCTAssertGreaterThan(first.remembered?.markdownMade ?? 0, 10)
        let before = try signatures(site)
        let second = try build(site)
        XCTAssertEqual(second.remembered?.markdownMade, 0)
        XCTAssertEqual(second.remembered?.markdownTaken, first.remembered?.markdownMade)
        XCTAssertEqual(second.remembered?.pagesKept, second.pageCount, "every page, none rendered")
        XCTAssertEqual(second.changedFiles, [])
        XCTAssertEqual(try signatures(site), before, "no file of the output was written again")
        try assertSameAsWholeBuild(site)
    }

    func testAnEditedBodyChangesItsPageAndWhatShowsItAndNothingElse() throws {
        let site = try copyOfEverything()
        try build(site)
        let before = try signatures(site)
        let post = try XCTUnwrap(try postFiles(site).first)
        try Fixture.append("\nA sentence added at the end.\n", to: post)
        let report = try build(site)
        XCTAssertEqual(report.remembered?.markdownMade, 1)
        let changed = try XCTUnwrap(report.changedFiles)
        XCTAssertFalse(changed.isEmpty)
        let after = try signatures(site)
        XCTAssertEqual(Set(after.keys.filter { after[$0] != before[$0] }), Set(changed))
        XCTAssertLessThan(changed.count, before.count / 2)
        try assertSameAsWholeBuild(site)
    }

    func testTemplateSiteSettingAndRemovedPostsGiveAWholeBuildsOutput() throws {
        let site = try copyOfEverything()
        try build(site)
        let theme = site.appendingPathComponent("templates/partials")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("<footer>A footer of the site's own</footer>\n".utf8).write(to: theme.appendingPathComponent("footer.mustache"))
        try build(site)
        try assertSameAsWholeBuild(site)
        try Fixture.append("\ndescription: Another description\n", to: site.appendingPathComponent("content/site.yml"))
        try build(site)
        try assertSameAsWholeBuild(site)
        try FileManager.default.removeItem(at: try XCTUnwrap(try postFiles(site).first))
        let report = try build(site)
        XCTAssertFalse(report.changedFiles?.isEmpty ?? true)
        try assertSameAsWholeBuild(site)
    }

    /// A file of the output changed or added by hand is not the build's: it is put right.
    func testFilesChangedOrAddedInTheOutputAreSetRight() throws {
        let site = try copyOfEverything()
        try build(site)
        let output = site.appendingPathComponent("public")
        try Data("changed by hand".utf8).write(to: output.appendingPathComponent("index.html"))
        try Data("a stray".utf8).write(to: output.appendingPathComponent("stray.html"))
        let report = try build(site)
        XCTAssertEqual(report.changedFiles, ["index.html", "stray.html"])
        try assertSameAsWholeBuild(site)
    }

    /// A memory that is damaged, or was written for other options, is not used.
    func testADamagedOrStaleMemoryIsNotUsed() throws {
        let site = try copyOfEverything()
        try build(site)
        let memory = site.appendingPathComponent(".imprint-cache/build")
        var bytes = try Data(contentsOf: memory)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: memory)
        let damaged = try build(site)
        XCTAssertEqual(damaged.remembered?.markdownTaken, 0)
        try assertSameAsWholeBuild(site)
        var drafts = options(site)
        drafts.includeDrafts = true
        let other = try RememberedBuild(options: drafts).run()
        XCTAssertEqual(other.remembered?.markdownTaken, 0)
        XCTAssertEqual(try build(site).remembered?.markdownTaken, 0, "the drafts build's memory is not this build's")
    }

    /// A failed build leaves the output and the memory as they were.
    func testAFailedBuildChangesNeitherTheOutputNorTheMemory() throws {
        let site = try copyOfEverything()
        try build(site)
        let memory = site.appendingPathComponent(".imprint-cache/build")
        let before = try signatures(site), remembered = try Data(contentsOf: memory)
        let post = try XCTUnwrap(try postFiles(site).first)
        let text = try String(contentsOf: post, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "date:", with: "date: not a date\nwhen:").utf8).write(to: post)
        XCTAssertThrowsError(try build(site))
        XCTAssertEqual(try signatures(site), before)
        XCTAssertEqual(try Data(contentsOf: memory), remembered)
        try Data(text.utf8).write(to: post)
        XCTAssertEqual(try build(site).changedFiles, [])
    }

    func testNoCacheNeitherReadsNorWritesTheMemory() throws {
        let site = try copyOfEverything()
        var whole = options(site)
        whole.ignoresCache = true
        let report = try RememberedBuild(options: whole).run()
        XCTAssertNil(report.remembered)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent(".imprint-cache/build").path))
    }
}

private extension RememberedBuildTests {
    func copyOfEverything() throws -> URL {
        let site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.copyItem(at: Fixture.site("everything"), to: site)
        // What other tests' builds of the fixture left there.
        try? FileManager.default.removeItem(at: site.appendingPathComponent(".imprint-cache"))
        return site
    }

    func options(_ site: URL) -> BuildOptions {
        Fixture.options(source: site, output: site.appendingPathComponent("public"))
    }

    @discardableResult
    func build(_ site: URL) throws -> BuildReport {
        try RememberedBuild(options: options(site)).run()
    }

    func postFiles(_ site: URL) throws -> [URL] {
        let posts = site.appendingPathComponent("content/posts")
        return try Fixture.files(under: posts).filter { $0.hasSuffix(".md") }.map { posts.appendingPathComponent($0) }
    }

    /// Each file of the output folder's signature: its inode, length and time.
    func signatures(_ site: URL) throws -> [String: String] {
        let output = site.appendingPathComponent("public")
        let files = try Fixture.files(under: output)
        return Dictionary(uniqueKeysWithValues: files.map { ($0, POSIXFiles.signature(of: output.appendingPathComponent($0).path) ?? "") })
    }

    func assertSameAsWholeBuild(_ site: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        var whole = options(site)
        whole.outputDirectory = site.deletingLastPathComponent().appendingPathComponent("whole")
        whole.ignoresCache = true
        _ = try SiteBuild(options: whole).run()
        XCTAssertEqual(
            try IncrementalPropertyTests.tree(site.appendingPathComponent("public")), try IncrementalPropertyTests.tree(whole.outputDirectory),
            file: file, line: line)
    }
}
