import Foundation
@testable import ImprintCLI
import XCTest

/// Issue 23 through the command line: YAML advice, one error not causing another, `check`
/// leaving alone what is not the site's, and the total time of the whole command.
final class CLIAdviceTests: XCTestCase {
    /// Each YAML mistake gets advice in the words of its fix; an unknown license is one error,
    /// not also an unknown `project` in the post that names the project.
    func testYAMLMistakesGetAdviceAndOneErrorDoesNotCauseAnother() throws {
        let site = temporaryFolder("yaml-advice")
        XCTAssertEqual(run(["init", site.path]).status, 0)
        let posts = site.appendingPathComponent("content/posts")
        try write("---\ntitle: Swift concurrency: notes\ndate: 2024-01-01\n---\nBody.\n", to: posts.appendingPathComponent("2024-01-01-colon.md"))
        try write("---\ntitle: Tabs\ndate: 2024-01-02\ntags:\n\t- swift\n---\nBody.\n", to: posts.appendingPathComponent("2024-01-02-tab.md"))
        try write("---\ntitle: Indent\ndate: 2024-01-03\nauthor:\n  name: Maren\n   url: https://example.org/\n---\nBody.\n", to: posts.appendingPathComponent("2024-01-03-indent.md"))
        try write("---\ntitle: About the tool\ndate: 2024-01-04\nproject: tool\n---\nBody.\n", to: posts.appendingPathComponent("2024-01-04-project.md"))
        try write("---\nname: Tool\nsummary: A tool.\nrepository: https://github.com/maren/tool\nlicense: GPL-9.0\n---\nA tool.\n",
                  to: site.appendingPathComponent("content/projects/tool.md"))
        let result = run(["build", "-s", site.path, "-o", temporaryFolder("never-written").path])
        XCTAssertEqual(result.status, 1)
        let prefix = SitePaths(site: site).prefix + "content/"
        XCTAssertTrue(result.error.contains(prefix + "posts/2024-01-01-colon.md:2:"), result.error)
        XCTAssertTrue(result.error.contains("quote"), "a value with `: ` in it: \(result.error)")
        XCTAssertTrue(result.error.contains(prefix + "posts/2024-01-02-tab.md:") && result.error.contains("YAML indents with spaces, not tabs"), result.error)
        XCTAssertTrue(result.error.contains(prefix + "posts/2024-01-03-indent.md:") && result.error.contains("indented more than `name:` above it"), "names the key whose block broke: \(result.error)")
        XCTAssertTrue(result.error.contains(prefix + "projects/tool.md:5:") && result.error.contains("GPL-9.0"), result.error)
        XCTAssertTrue(result.error.hasSuffix("Build failed (check input): 4 errors; the output folder was not changed.\n"), result.error)
        XCTAssertFalse(result.error.contains("2024-01-04-project.md"), "the post's project exists, though its license is wrong: \(result.error)")
    }

    /// Only the site's own URLs are internal: other schemes and URLs outside the base path are
    /// external, and a plain `check` passes.
    func testCheckLeavesOtherSchemesAndURLsOutsideTheBasePathAlone() throws {
        let site = temporaryFolder("schemes")
        XCTAssertEqual(run(["init", site.path]).status, 0)
        let links = ["git://example.org/r.git", "ssh://git@example.org/r", "ftp://example.org/f", "irc://irc.example.org/#c",
                     "itms-apps://apps.apple.com/app/id1", "feed:https://example.org/feed.xml", "https://example.org/store/"]
        try write("---\ntitle: Links\ndate: 2024-01-01\n---\n" + links.map { "[x](\($0))\n" }.joined() + "\n[mine](https://example.org/dev/nowhere/)\n",
                  to: site.appendingPathComponent("content/posts/2024-01-01-links.md"))
        XCTAssertEqual(run(["build", "-q", "-s", site.path, "-b", "https://example.org/dev/"]).status, 0)
        let result = run(["check", "-q", "-s", site.path])
        XCTAssertEqual(result.status, 1, "the one link into the site that leads nowhere is broken")
        XCTAssertEqual(result.error.components(separatedBy: "broken link").count - 1, 1, result.error)
        XCTAssertTrue(result.error.contains("broken link to https://example.org/dev/nowhere/"), result.error)
    }

    /// "Built … in N ms" is what the person waited: at least every step's time.
    func testTheTotalCoversEveryStep() throws {
        let site = Self.repositoryRoot.appendingPathComponent("Tests/ImprintCoreTests/Fixtures/everything").path
        let result = run(["build", "-s", site, "--theme", Self.repositoryRoot.appendingPathComponent("templates").path, "-o", temporaryFolder("total").path])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.out.split(separator: "\n")
        let steps = lines.filter { $0.hasPrefix("  ") && $0.hasSuffix(" ms") }.compactMap { Double($0.split(separator: " ").dropLast().last ?? "") }
        XCTAssertGreaterThan(steps.count, 10)
        let total = try XCTUnwrap(lines.first { $0.hasPrefix("Built ") }.flatMap { Double($0.components(separatedBy: " in ")[1].components(separatedBy: " ms")[0]) })
        XCTAssertGreaterThanOrEqual(total, steps.reduce(0, +))
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
