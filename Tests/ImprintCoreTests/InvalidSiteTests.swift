import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// Every site under `InvalidSites/` must fail with exactly the messages in its `expected.txt`,
/// and leave an existing output folder byte for byte as it was.
final class InvalidSiteTests: XCTestCase {
    func testMissingSiteConfig() throws { try assertFails("missing-site-config") }
    func testYAMLSyntaxError() throws { try assertFails("yaml-syntax") }
    func testUnclosedFrontMatter() throws { try assertFails("unclosed-front-matter") }
    func testFieldErrorsInSeveralFilesAreReportedTogether() throws { try assertFails("field-errors") }
    func testNonUTF8File() throws { try assertFails("not-utf8") }
    func testUnknownProject() throws { try assertFails("unknown-project") }
    func testInvalidConfig() throws { try assertFails("invalid-config") }
    func testCommentFilesAndSettings() throws { try assertFails("comment-errors") }
    func testTwoSourcesWithOneURL() throws { try assertFails("duplicate-url") }
    func testUnsafeSlugsAndAliases() throws { try assertFails("unsafe-paths") }
    func testTemplateErrorsAreReportedWithContentErrors() throws { try assertFails("template-errors") }
    func testDifferentTagsWithOneSlug() throws { try assertFails("tag-collision") }
    func testCustomFeedErrorsAtTheirLines() throws { try assertFails("feed-errors") }
    func testUnknownLicenses() throws { try assertFails("unknown-license") }
    func testAliasOrFormerNameOnARealPage() throws { try assertFails("alias-collision") }
    func testTwoRedirectsForOnePath() throws { try assertFails("duplicate-redirect") }
    func testHostileYAMLStopsAtItsLimits() throws { try assertFails("hostile-yaml") }
    func testAPathThatIsAFileAndAFolder() throws { try assertFails("file-and-folder") }
    func testMisspeltVariablesInTemplatesAndPartials() throws { try assertFails("misspelt-variable") }
    func testGoTemplateSyntax() throws { try assertFails("go-template-syntax") }
    func testTagMissingABrace() throws { try assertFails("missing-brace") }
    func testMismatchedClosingTagNamesWhereTheSectionOpened() throws { try assertFails("mismatched-closing-tag") }
    func testUnknownPartialListsTheTemplatesNearestFirst() throws { try assertFails("unknown-partial") }
    func testShortcodeErrorsAtTheirLinesInEveryFile() throws { try assertFails("shortcode-errors") }
    func testLiquidHugosOwnShortcodesAndATakenHeadingIDSayWhatToWrite() throws { try assertFails("foreign-syntax") }
    func testLinksToSourcesAndImagesThatAreNotThere() throws { try assertFails("broken-source-links") }
    func testAStaticFileAtThePathOfAGeneratedOneIsAClashNamingBoth() throws { try assertFails("static-clash") }
    func testRedirectsFileEntriesThatAreNotPathsAtTheirLines() throws { try assertFails("redirect-entries") }
    func testRedirectsToNothingOrOntoAPageAtTheirLines() throws { try assertFails("redirect-targets") }
    func testKeysBackupsAndHiddenFilesInStaticAssetsAndBundlesAreErrors() throws { try assertFails("private-files") }
    func testPathsThatDifferOnlyInCaseAreAClashNamingBoth() throws { try assertFails("case-clash") }
    func testConfigFrontMatterMarkdownTemplateAssetAndPathErrorsAreReportedInOneRun() throws { try assertFails("every-error-at-once") }
    func testBodiesAreRenderedBesideAPageTemplateThatFails() throws { try assertFails("page-template-and-body-errors") }
    /// Beside a page that failed, a clash is an error, but a redirect is not checked: it may lead to that page.
    func testClashesButNotRedirectsAreCheckedBesideAFailedPage() throws { try assertFails("paths-beside-a-failed-page") }

    /// The step runner names the step of every failure; no stage types it.
    func testFailuresNameTheStepThatFoundThem() throws {
        let steps = [
            ("hostile-yaml", "check input"), ("file-and-folder", "check output paths"), ("tag-collision", "build site model"),
            ("shortcode-errors", "render markdown"), ("every-error-at-once", "check input"),
        ]
        for (name, step) in steps {
            let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
            XCTAssertThrowsError(try SiteBuild(options: Fixture.options(source: Fixture.invalidSite(name), output: output)).run()) { error in
                XCTAssertEqual((error as? BuildFailure)?.step, step, name)
            }
        }
    }

    func testEveryInvalidSiteHasATest() throws {
        let sites = try FileManager.default.contentsOfDirectory(atPath: Fixture.invalidSite("").path).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(sites.count, 34, "add a test method for each folder in InvalidSites/")
    }
}

private extension InvalidSiteTests {
    func assertFails(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let site = Fixture.invalidSite(name)
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        try FileManager.default.createDirectory(at: output.appendingPathComponent("old"), withIntermediateDirectories: true)
        let sentinel = Data("the previous build\n".utf8)
        try sentinel.write(to: output.appendingPathComponent("old/index.html"))
        try Data(OutputFolder.markerText.utf8).write(to: output.appendingPathComponent(OutputFolder.markerName))

        var messages: [String] = []
        do {
            _ = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
            XCTFail("\(name) built without errors", file: file, line: line)
        } catch {
            messages = error.diagnostics.map(\.description)
        }
        let expectedFile = site.appendingPathComponent("expected.txt")
        let actual = messages.joined(separator: "\n") + "\n"
        if SnapshotAssertion.isRecording {
            try actual.write(to: expectedFile, atomically: true, encoding: .utf8)
        } else {
            XCTAssertEqual(actual, try String(contentsOf: expectedFile, encoding: .utf8), "\(name): messages differ", file: file, line: line)
        }
        XCTAssertEqual(try Fixture.files(under: output), ["old/index.html"], "\(name): the output folder changed", file: file, line: line)
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("old/index.html")), sentinel, file: file, line: line)
    }
}
