import Foundation
import XCTest
@testable import ImprintCLI

/// docs/cli.md documents every option of every command, as `imprint help COMMAND` lists it.
final class CLIDocsTests: XCTestCase {
    /// The release binary's Debian packages, as the README tells them, are the ones the release checks.
    func testReadmeInstallsTheRuntimePackages() throws {
        let readme = try String(contentsOf: CLITests.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let packages = try String(contentsOf: CLITests.repositoryRoot.appendingPathComponent("scripts/runtime-packages"), encoding: .utf8)
        XCTAssertTrue(readme.contains("sudo apt-get install -y \(packages)"), "README.md lacks the apt-get line of scripts/runtime-packages")
    }

    /// Every library the release binary loads (scripts/runtime-packages, but for the CA certificates)
    /// has its notice in NOTICE, which the archives carry beside LICENSE.
    func testNoticeCoversEveryRuntimePackage() throws {
        let notice = try String(contentsOf: CLITests.repositoryRoot.appendingPathComponent("NOTICE"), encoding: .utf8)
        let packages = try String(contentsOf: CLITests.repositoryRoot.appendingPathComponent("scripts/runtime-packages"), encoding: .utf8)
        for package in packages.split(whereSeparator: \.isWhitespace) where package != "ca-certificates" {
            XCTAssertTrue(notice.contains("Debian: \(package)"), "NOTICE has no section for \(package)")
        }
        let license = try String(contentsOf: CLITests.repositoryRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
        XCTAssertTrue(license.hasPrefix("MIT License\n\nCopyright (c) 2026 The Imprint authors\n"), license)
    }

    func testEveryOptionOfEveryCommandIsInDocsCLI() throws {
        let docs = try String(contentsOf: CLITests.repositoryRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
        for command in CLI.commands {
            let heading = try XCTUnwrap(docs.range(of: "\n## imprint \(command.name)\n"), "docs/cli.md has no section for \(command.name)")
            let end = docs.range(of: "\n## ", range: heading.upperBound..<docs.endIndex)?.lowerBound ?? docs.endIndex
            let rows = docs[heading.upperBound..<end].split(separator: "\n").filter { $0.hasPrefix("| `") }
            for option in command.options {
                let long = "`--\(option.name)" + (option.valueName.map { " \($0)`" } ?? "`")
                let row = rows.first { $0.contains(long) }
                XCTAssertNotNil(row, "docs/cli.md, imprint \(command.name): no row for \(long)")
                if let short = option.short { XCTAssertTrue(row?.contains("`-\(short)`") == true, "docs/cli.md, imprint \(command.name): \(long) without `-\(short)`") }
                XCTAssertTrue(command.help.contains("--\(option.name)"), "imprint help \(command.name) lacks --\(option.name)")
            }
        }
    }
}
