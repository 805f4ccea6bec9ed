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
        // A build killed since left its staging folder: a build with nothing to do removes it too.
        let killed = site.appendingPathComponent(".public.imprint-staging-2147483000")
        try FileManager.default.createDirectory(at: killed.appendingPathComponent("2020"), withIntermediateDirectories: true)
        guard case .unchanged = try build(site) else { return XCTFail("an unchanged site was built again") }
        XCTAssertFalse(FileManager.default.fileExists(atPath: killed.path))
    }

    /// A source that no page shows changed: every body is taken from the memory, no page is
    /// rendered and no file written.
    func testBodiesAndPagesComeFromMemoryWhenNothingTheyShowChanged() throws {
        let site = try copyOfEverything()
        let first = try built(site)
        XCTAssertEqual(first.remembered?.markdownTaken, 0)
        XCTAssertGreaterThan(first.remembered?.markdownMade ?? 0, 10)
        let before = try signatures(site)
        let values = site.appendingPathComponent(".imprint-cache/build-values").path
        let valuesBefore = POSIXFiles.signature(of: values)
        XCTAssertNotNil(valuesBefore)
        try Fixture.append("\nMore of a draft.\n", to: site.appendingPathComponent("content/posts/2014-05-05-draft.md"))
        let second = try built(site)
        XCTAssertEqual(POSIXFiles.signature(of: values), valuesBefore, "no value made: the values' archive is left as it is")
        XCTAssertEqual(second.remembered?.markdownMade, 0)
        XCTAssertEqual(second.remembered?.markdownTaken, first.remembered?.markdownMade)
        XCTAssertEqual(second.remembered?.pagesKept, second.pageCount, "every page, none rendered")
        XCTAssertEqual(second.changedFiles, [])
        XCTAssertEqual(try signatures(site), before, "no file of the output was written again")
        try assertSameAsWholeBuild(site)
    }

    /// A body that shows images with copies is taken from the memory too: its images are still
    /// published in every size, and their copies stay in the image cache.
    func testBodiesWithImagesComeFromMemoryWithTheirCopies() throws {
        let site = try copy(of: "images")
        let first = try built(site)
        let made = try XCTUnwrap(first.remembered?.markdownMade)
        let cache = site.appendingPathComponent(".imprint-cache/images")
        let copies = try Fixture.files(under: cache)
        XCTAssertTrue(copies.contains { $0.hasSuffix("w.webp") }, "\(copies)")
        try Fixture.append("\nA sentence added at the end.\n", to: site.appendingPathComponent("content/posts/2024-03-01-words-only.md"))
        let second = try built(site)
        XCTAssertEqual(second.remembered?.markdownMade, 1)
        XCTAssertEqual(second.remembered?.markdownTaken, made - 1, "the bodies with images too")
        XCTAssertEqual(try Fixture.files(under: cache), copies, "what the taken bodies show is kept in the cache")
        try assertSameAsWholeBuild(site)
        // Another image under the same name: the body that shows it is made again.
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/assets/list.png"))
        try FileManager.default.copyItem(at: site.appendingPathComponent("content/static/img/icon@2x.png"), to: site.appendingPathComponent("content/assets/list.png"))
        let third = try built(site)
        XCTAssertGreaterThan(third.remembered?.markdownMade ?? 0, 0)
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
        let values = site.appendingPathComponent(".imprint-cache/build-values")
        let valuesBefore = try Data(contentsOf: values)
        let post = try XCTUnwrap(try postFiles(site).first)
        try Fixture.append("\nA sentence added at the end.\n", to: post)
        let report = try built(site)
        XCTAssertEqual(report.remembered?.markdownMade, 1)
        let valuesAfter = try Data(contentsOf: values)
        XCTAssertGreaterThan(valuesAfter.count, valuesBefore.count)
        XCTAssertEqual(valuesAfter.prefix(valuesBefore.count), valuesBefore, "the body made is added to the values, which are not written again")
        let changed = try XCTUnwrap(report.changedFiles)
        XCTAssertFalse(changed.isEmpty)
        let after = try signatures(site)
        XCTAssertEqual(Set(after.keys.filter { after[$0] != before[$0] }), Set(changed))
        XCTAssertLessThan(changed.count, before.count / 2)
        try assertSameAsWholeBuild(site)
        // Edits that make the log hold over twice the values a build takes: it is written anew.
        let bodies = try XCTUnwrap(report.remembered.map { $0.markdownTaken + $0.markdownMade })
        for round in 0...bodies {
            try Fixture.append("\nRound \(round).\n", to: post)
            try built(site)
        }
        let record = valuesAfter.count - valuesBefore.count
        XCTAssertLessThan(try Data(contentsOf: values).count, valuesBefore.count + 4 * record, "what later values stand for is shed")
        try Fixture.append("\nMore of a draft.\n", to: site.appendingPathComponent("content/posts/2014-05-05-draft.md"))
        let afterwards = try built(site)
        XCTAssertEqual(afterwards.remembered?.markdownMade, 0)
        XCTAssertEqual(afterwards.remembered?.markdownTaken, bodies)
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
        // Damaged values alone: the rest of the memory still tells what the output holds.
        let values = site.appendingPathComponent(".imprint-cache/build-values")
        bytes = try Data(contentsOf: values)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: values)
        try Fixture.append("\nA sentence added at the end.\n", to: try XCTUnwrap(try postFiles(site).first))
        let withoutValues = try built(site)
        XCTAssertEqual(withoutValues.remembered?.markdownTaken, 0)
        XCTAssertGreaterThan(withoutValues.remembered?.pagesKept ?? 0, 0)
        try assertSameAsWholeBuild(site)
        // Values cut short, as a crash while adding to them leaves them: written anew, whole.
        let handle = try FileHandle(forWritingTo: values)
        handle.seekToEndOfFile()
        handle.write(Data([0x40, 0, 0]))
        try handle.close()
        try Fixture.append("\nAnother sentence.\n", to: try XCTUnwrap(try postFiles(site).first))
        let afterCut = try built(site)
        XCTAssertEqual(afterCut.remembered?.markdownMade, 1)
        let key = try XCTUnwrap(BuildMemory.file(for: options(site))).key
        var records = 0
        XCTAssertNil(ArchiveLog(path: values.path, key: key).read { _ in records += 1 }, "read to its end")
        XCTAssertGreaterThan(records, 0)
    }

    /// A source whose stamp the last digest recorded, settled before that digest began, is taken
    /// at the digest recorded; one changed since, even to the same length and modification time,
    /// or changed as the last digest began, is read.
    func testSourcesAreReadAgainUnlessTheirStampVouchesForThem() throws {
        let site = try copyOfEverything()
        let options = options(site)
        let first = try XCTUnwrap(SourceDigest.of(options, after: nil))
        let forgedDigest = StableDigest(high: 1, low: 2)
        let forged = SourceDigest(
            digest: first.digest, files: first.files.mapValues { SourceDigest.File(stamp: $0.stamp, digest: forgedDigest) },
            began: first.began + 3_600 * 1_000_000_000)
        let trusting = try XCTUnwrap(SourceDigest.of(options, after: forged))
        XCTAssertEqual(Set(trusting.files.values.map(\.digest)), [forgedDigest], "taken by their stamps, not read")
        XCTAssertNotEqual(trusting.digest, first.digest)
        let post = try XCTUnwrap(try postFiles(site).first)
        let modified = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: post.path)[.modificationDate] as? Date)
        var bytes = try Data(contentsOf: post)
        bytes[bytes.count - 2] ^= 0x01
        try bytes.write(to: post)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: post.path)
        let afterEdit = try XCTUnwrap(SourceDigest.of(options, after: forged))
        XCTAssertEqual(afterEdit.files[post.path]?.digest, bytes.withUnsafeBytes { StableDigest.of($0) }, "the same length and time, read again")
        XCTAssertEqual(afterEdit.files.values.filter { $0.digest != forgedDigest }.count, 1)
        let unsettled = SourceDigest(digest: first.digest, files: forged.files, began: try XCTUnwrap(first.files.values.map(\.stamp.changed).min()))
        XCTAssertEqual(SourceDigest.of(options, after: unsettled)?.digest, SourceDigest.of(options, after: nil)?.digest)
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
        try copy(of: "everything")
    }

    func copy(of fixture: String) throws -> URL {
        let site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.copyItem(at: Fixture.site(fixture), to: site)
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
