import Foundation
import XCTest
@testable import ImprintCLI

final class CLITests: XCTestCase {
    func testHelpTextIsPinned() {
        let result = run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.out, """
            imprint 0.1.0: a static-site generator for developer blogs with open-source project pages

            Usage: imprint <command> [options]

            Commands:
              build      Build the site from content/ and templates/ into public/
              help       Show the help of a command: imprint help build

            Options:
              -h, --help  Show this help
              --version   Show the version

            """)
    }

    func testBuildHelpIsPinned() {
        let result = run(["help", "build"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.out, """
            Usage: imprint build [options]

            Builds the site from content/ and templates/ into the output folder. The build writes into a
            staging folder first; the output folder is replaced only when the whole build succeeded.

            Options:
              --source DIR    The site folder, holding content/ and templates/ (default: the current folder)
              --output DIR    Where to write the site (default: public/ in the site folder)
              --base-url URL  Use this base URL instead of site.yml's base_url
              --drafts        Include posts marked draft: true
              --future        Include posts dated after now
              --quiet         Print only warnings and errors
              -h, --help      Show this help

            """)
        XCTAssertEqual(run(["build", "-h"]).out, result.out)
    }

    func testVersion() {
        XCTAssertEqual(run(["--version"]).out, "imprint 0.1.0\n")
    }

    func testUsageErrorsExit64WithUsage() {
        for arguments in [["build", "--nope"], ["build", "--source"], ["build", "--drafts=yes"], ["build", "extra"], ["frobnicate"], [], ["build", "--base-url", "not a url"]] {
            let result = run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.error.contains("Usage: imprint"), "\(arguments): \(result.error)")
        }
        XCTAssertTrue(run(["build", "--nope"]).error.hasPrefix("imprint: unknown option --nope\n"))
    }

    func testOptionValuesInBothForms() throws {
        let parsed = try ArgumentParser.parse(["--source", "a", "--output=b", "--drafts"], options: BuildCommand.options)
        XCTAssertEqual(parsed.value("source"), "a")
        XCTAssertEqual(parsed.value("output"), "b")
        XCTAssertTrue(parsed.has("drafts"))
        XCTAssertFalse(parsed.has("future"))
    }

    func testBuildSucceedsAndReportsSteps() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-cli-\(UUID().uuidString)")
        let result = run(["build", "--source", Self.repositoryRoot.path, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.out.contains("  load content "), result.out)
        XCTAssertTrue(result.out.contains("Built 33 pages"), result.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        XCTAssertEqual(run(["build", "--quiet", "--source", Self.repositoryRoot.path, "--output", output.path]).out, "")
    }

    func testFailedBuildExits1AndSaysSo() {
        let site = Self.repositoryRoot.appendingPathComponent("Tests/ImprintCoreTests/InvalidSites/unknown-project")
        let result = run(["build", "--source", site.path, "--output", FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("content/posts/2020-01-01-about.md:4:10: error: `project` \"ghost\" is not a project"), result.error)
        XCTAssertTrue(result.error.hasSuffix("the output folder was not changed.\n"), result.error)
    }
}

private extension CLITests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    final class Capture: @unchecked Sendable {
        var out = ""
        var error = ""
    }

    func run(_ arguments: [String]) -> (status: Int32, out: String, error: String) {
        let capture = Capture()
        let console = Console(out: { capture.out += $0 + "\n" }, error: { capture.error += $0 + "\n" })
        let status = CLI.run(["imprint"] + arguments, console: console, now: Date(timeIntervalSince1970: 1_764_547_200))
        return (status, capture.out, capture.error)
    }
}
