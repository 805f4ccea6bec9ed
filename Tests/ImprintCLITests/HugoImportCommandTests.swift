import Foundation
@testable import ImprintCLI
import XCTest

/// `imprint import hugo --projects-section NAME`: the section whose pages become projects.
final class HugoImportCommandTests: XCTestCase {
    func testTheProjectsSectionIsNamedOnTheCommandLine() throws {
        let root = temporaryFolder("hugo-projects")
        let hugo = root.appendingPathComponent("hugo"), site = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: hugo.appendingPathComponent("content/portfolio"), withIntermediateDirectories: true)
        try Data("title = \"T\"\n".utf8).write(to: hugo.appendingPathComponent("hugo.toml"))
        try Data("+++\ntitle = \"Tool\"\nsummary = \"Cuts text.\"\n+++\nBody.\n".utf8).write(to: hugo.appendingPathComponent("content/portfolio/tool.md"))
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let fixture = Self.repositoryRoot.appendingPathComponent("Tests/ImprintImportTests/Fixtures/import/site/content")
        try FileManager.default.copyItem(at: fixture, to: site.appendingPathComponent("content"))
        let result = run(["import", "hugo", hugo.path, "--source", site.path, "--projects-section", "portfolio"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.out.contains("  wrote content/projects/tool.md\n"), result.out)
    }

    func testTheProjectsSectionIsForHugoSitesOnly() {
        let result = run(["import", "jekyll", "old", "--projects-section", "work"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.error.contains("--projects-section is for Hugo sites"), result.error)
    }
}
