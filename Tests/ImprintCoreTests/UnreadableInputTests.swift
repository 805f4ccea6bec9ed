import Foundation
import XCTest
@testable import ImprintCore

/// Every input that cannot be read is an error naming it, with the system's reason: a post
/// that silently vanished from the site would be published without anyone noticing. Symbolic-link
/// loops stand for unreadable files, since permissions do not stop root, which CI runs as.
final class UnreadableInputTests: XCTestCase {
    func testAContentFolderThatCannotBeListedIsAnError() throws {
        let site = try makeSite()
        try replaceWithLoop(site.appendingPathComponent("content/pages"))
        XCTAssertEqual(try errors(site), ["content/pages: error: cannot read it: Too many levels of symbolic links"])
    }

    func testAPostThatCannotBeReadIsAnError() throws {
        let site = try makeSite()
        try replaceWithLoop(site.appendingPathComponent("content/posts/2020-01-02-two.md"))
        XCTAssertEqual(try errors(site), ["content/posts/2020-01-02-two.md: error: cannot read it: Too many levels of symbolic links"])
    }

    /// A FIFO would block the read forever; a device would never end.
    func testAPostThatIsNotARegularFileIsAnErrorNotAHang() throws {
        let site = try makeSite()
        XCTAssertEqual(mkfifo(site.appendingPathComponent("content/posts/2020-01-03-fifo.md").path, 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("content/posts/2020-01-04-zero.md").path, withDestinationPath: "/dev/zero")
        XCTAssertEqual(try errors(site), [
            "content/posts/2020-01-03-fifo.md: error: cannot read it: not a regular file",
            "content/posts/2020-01-04-zero.md: error: cannot read it: not a regular file",
        ])
    }

    func testUnreadableAssetsAndTemplatesAreErrors() throws {
        let site = try makeSite()
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/assets/img"), withIntermediateDirectories: true)
        try replaceWithLoop(site.appendingPathComponent("content/assets/img/logo.png"))
        try replaceWithLoop(site.appendingPathComponent("content/assets/fonts"))
        XCTAssertEqual(try errors(site), [
            "content/assets/fonts: error: cannot follow it: Too many levels of symbolic links",
            "content/assets/img/logo.png: error: cannot follow it: Too many levels of symbolic links",
        ])
        let theme = try makeSite()
        try replaceWithLoop(theme.appendingPathComponent("templates/partials"))
        XCTAssertEqual(try errors(theme), ["templates/partials/: error: cannot read the folder: Too many levels of symbolic links"])
    }

    func testAFileWithoutReadPermissionIsAnError() throws {
        guard getuid() != 0 else { throw XCTSkip("root reads every file whatever its permissions; the symbolic-link loops above stand in") }
        let site = try makeSite()
        XCTAssertEqual(chmod(site.appendingPathComponent("content/posts/2020-01-02-two.md").path, 0), 0)
        XCTAssertEqual(try errors(site), ["content/posts/2020-01-02-two.md: error: cannot read it: Permission denied"])
    }
}

private extension UnreadableInputTests {
    func makeSite() throws -> URL {
        let site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/posts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/pages"), withIntermediateDirectories: true)
        try Data("title: T\nbase_url: https://example.org/\n".utf8).write(to: site.appendingPathComponent("content/site.yml"))
        for (day, name) in [(1, "one"), (2, "two")] {
            try Data("---\ntitle: \(name)\ndate: 2020-01-0\(day)\n---\nBody.\n".utf8)
                .write(to: site.appendingPathComponent("content/posts/2020-01-0\(day)-\(name).md"))
        }
        try FileManager.default.copyItem(at: Fixture.defaultTheme, to: site.appendingPathComponent("templates"))
        return site
    }

    /// Puts a symbolic link to itself where `url` is.
    func replaceWithLoop(_ url: URL) throws {
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: url.lastPathComponent)
    }

    func errors(_ site: URL) throws -> [String] {
        do {
            _ = try SiteBuild(options: BuildOptions(sourceDirectory: site, outputDirectory: site.appendingPathComponent("public"), now: Fixture.now)).run()
        } catch {
            XCTAssertTrue(FastFileSystem.kind(of: site.appendingPathComponent("public").path) == .missing, "nothing was written")
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
        XCTFail("the build succeeded")
        return []
    }
}
