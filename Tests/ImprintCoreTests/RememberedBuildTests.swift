import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// `imprint build` with its memory of the last run: the same output as a whole build, made
/// from less, and written only where bytes changed.
final class RememberedBuildTests: XCTestCase {
    /// Sources as the last build read them and an output folder as it wrote it: nothing to do.
    func testAnUnchangedSiteIsLeftAsItIs() throws {
        let site = try copyOfEverything()
        let first = try built(site)
        let before = try signatures(site)
        guard case .unchanged(let unchanged) = try build(site) else { return XCTFail("an unchanged site was built again") }
        XCTAssertEqual(unchanged.pages, first.pageCount)
        XCTAssertEqual(unchanged.files, first.files.count)
        XCTAssertEqual(unchanged.warnings, first.warnings)
        XCTAssertEqual(unchanged.leftOutSummary, first.leftOutSummary)
        XCTAssertEqual(try signatures(site), before, "no file of the output was written again")
        try assertSameAsWholeBuild(site)
    }

    /// A source that no page shows changed: every body is taken from the memory, no page is
    /// rendered and no file written.
    func testBodiesAndPagesComeFromMemoryWhenNothingTheyShowChanged() throws {
        let site = try copyOfEverything()
        let first = try built(site)
        XCTAssertEqual(first.remembered?.markdownTaken, 0)
        XCTAssertGreaterThan(first.remembered?.markdownMade ?? 0, 10)
        let before = try signatures(site)
        try Fixture.append("\nMore of a draft.\n", to: site.appendingPathComponent("content/posts/2014-05-05-draft.md"))
        let second = try built(site)
        XCTAssertEqual(second.remembered?.markdownMade, 0)
        XCTAssertEqual(second.remembered?.markdownTaken, first.remembered?.markdownMade)
        XCTAssertEqual(second.remembered?.pagesKept, second.pageCount, "every page, none rendered")
        XCTAssertEqual(second.changedFiles, [])
        XCTAssertEqual(try signatures(site), before, "no file of the output was written again")
        try assertSameAsWholeBuild(site)
    }

    /// The last build left a post out as future; once its date has come, the site is built again.
    func testAPostThatFallsDueIsBuilt() throws {
        let site = try copyOfEverything()
        try built(site)
        var later = options(site)
        later.now = Date(timeIntervalSince1970: 4_102_444_800 + 86_400)
        guard case .built(let report) = try RememberedBuild(options: later).run() else { return XCTFail("the post that fell due was not built") }
        XCTAssertTrue(report.changedFiles?.contains { $0.hasPrefix("2099/") } ?? false, "\(report.changedFiles ?? [])")
        try assertSameAsWholeBuild(site, now: later.now)
    }

    func testAnEditedBodyChangesItsPageAndWhatShowsItAndNothingElse() throws {
        let site = try copyOfEverything()
        try built(site)
        let before = try signatures(site)
        let post = try XCTUnwrap(try postFiles(site).first)
        try Fixture.append("\nA sentence added at the end.\n", to: post)
        let report = try built(site)
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
        try built(site)
        let theme = site.appendingPathComponent("templates/partials")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("<footer>A footer of the site's own</footer>\n".utf8).write(to: theme.appendingPathComponent("footer.mustache"))
        try built(site)
        try assertSameAsWholeBuild(site)
        try Fixture.append("\ndescription: Another description\n", to: site.appendingPathComponent("content/site.yml"))
        try built(site)
        try assertSameAsWholeBuild(site)
        try FileManager.default.removeItem(at: try XCTUnwrap(try postFiles(site).first))
        let report = try built(site)
        XCTAssertFalse(report.changedFiles?.isEmpty ?? true)
        try assertSameAsWholeBuild(site)
    }

    /// A file of the output changed or added by hand is not the build's: it is put right.
    func testFilesChangedOrAddedInTheOutputAreSetRight() throws {
        let site = try copyOfEverything()
        try built(site)
        let output = site.appendingPathComponent("public")
        try Data("changed by hand".utf8).write(to: output.appendingPathComponent("index.html"))
        try Data("a stray".utf8).write(to: output.appendingPathComponent("stray.html"))
        let report = try built(site)
        XCTAssertEqual(report.changedFiles, ["index.html", "stray.html"])
        try assertSameAsWholeBuild(site)
    }

    /// A memory that is damaged, or was written for other options, is not used.
    func testADamagedOrStaleMemoryIsNotUsed() throws {
        let site = try copyOfEverything()
        try built(site)
        let memory = site.appendingPathComponent(".imprint-cache/build")
        var bytes = try Data(contentsOf: memory)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: memory)
        let damaged = try built(site)
        XCTAssertEqual(damaged.remembered?.markdownTaken, 0)
        try assertSameAsWholeBuild(site)
        var drafts = options(site)
        drafts.includeDrafts = true
        guard case .built(let other) = try RememberedBuild(options: drafts).run() else { return XCTFail("a drafts build took another's memory") }
        XCTAssertEqual(other.remembered?.markdownTaken, 0)
        XCTAssertEqual(try built(site).remembered?.markdownTaken, 0, "the drafts build's memory is not this build's")
    }

    /// A failed build leaves the output and the memory as they were.
    func testAFailedBuildChangesNeitherTheOutputNorTheMemory() throws {
        let site = try copyOfEverything()
        try built(site)
        let memory = site.appendingPathComponent(".imprint-cache/build")
        let before = try signatures(site), remembered = try Data(contentsOf: memory)
        let post = try XCTUnwrap(try postFiles(site).first)
        let bytes = try Data(contentsOf: post)
        try Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "date:", with: "date: not a date\nwhen:").utf8).write(to: post)
        XCTAssertThrowsError(try build(site))
        XCTAssertEqual(try signatures(site), before)
        XCTAssertEqual(try Data(contentsOf: memory), remembered)
        try bytes.write(to: post)
        guard case .unchanged = try build(site) else { return XCTFail("the site as it was built was built again") }
    }

    func testNoCacheNeitherReadsNorWritesTheMemory() throws {
        let site = try copyOfEverything()
        var whole = options(site)
        whole.ignoresCache = true
        guard case .built(let report) = try RememberedBuild(options: whole).run() else { return XCTFail("--no-cache found nothing to do") }
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

    func build(_ site: URL) throws -> RememberedBuild.Outcome {
        try RememberedBuild(options: options(site)).run()
    }

    /// The report of a build that had something to do.
    @discardableResult
    func built(_ site: URL) throws -> BuildReport {
        guard case .built(let report) = try build(site) else {
            XCTFail("the build found nothing to do")
            throw CocoaError(.fileReadUnknown)
        }
        return report
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

    func assertSameAsWholeBuild(_ site: URL, now: Date = Fixture.now, file: StaticString = #filePath, line: UInt = #line) throws {
        var whole = options(site)
        whole.now = now
        whole.outputDirectory = site.deletingLastPathComponent().appendingPathComponent("whole")
        whole.ignoresCache = true
        _ = try SiteBuild(options: whole).run()
        XCTAssertEqual(
            try IncrementalPropertyTests.tree(site.appendingPathComponent("public")), try IncrementalPropertyTests.tree(whole.outputDirectory),
            file: file, line: line)
    }
}
