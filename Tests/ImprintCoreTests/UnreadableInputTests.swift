import Foundation
import ImprintTestSupport
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
        XCTAssertEqual(try errors(site), ["content/posts/2020-01-03-fifo.md: error: cannot read it: not a regular file"])
    }

    /// A site's files may link to each other, never to files elsewhere on the disk, which
    /// the build would publish: a post, a page folder, a partial, site.yml, an asset, a license.
    func testLinksOutOfTheSiteAreErrorsAndLinksWithinItAreFine() throws {
        let site = try makeSite()
        let outside = try Fixture.temporaryDirectory()
        try Data("---\ntitle: Secret\ndate: 2020-01-05\n---\nSECRET\n".utf8).write(to: outside.appendingPathComponent("secret.md"))
        try Data("SECRET".utf8).write(to: outside.appendingPathComponent("secret.mustache"))
        let content = try XCTUnwrap(POSIXFiles.realPath(site.appendingPathComponent("content").path))
        let theme = try XCTUnwrap(POSIXFiles.realPath(site.appendingPathComponent("templates").path))
        let secret = try XCTUnwrap(POSIXFiles.realPath(outside.appendingPathComponent("secret.md").path))
        let link = { (path: String, target: URL) in
            try? FileManager.default.removeItem(at: site.appendingPathComponent(path))
            try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent(path).path, withDestinationPath: target.path)
        }
        try link("content/posts/2020-01-05-secret.md", outside.appendingPathComponent("secret.md"))
        try link("content/posts/2020-01-06-again.md", site.appendingPathComponent("content/posts/2020-01-01-one.md"))
        try link("templates/partials/footer.mustache", outside.appendingPathComponent("secret.mustache"))
        let reason = "it leads to %@, outside %@; Imprint reads only what is inside: copy it in"
        XCTAssertEqual(try errors(site), [
            "content/posts/2020-01-05-secret.md: error: cannot read it: " + String(format: reason, secret, content),
            "templates/partials/footer.mustache: error: cannot read it: "
                + String(format: reason, try XCTUnwrap(POSIXFiles.realPath(outside.appendingPathComponent("secret.mustache").path)), theme),
        ])
        // Assets are collected once the inputs are good.
        let assets = try makeSite()
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("content/assets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: assets.appendingPathComponent("content/assets/secret.md").path, withDestinationPath: outside.appendingPathComponent("secret.md").path)
        let assetContent = try XCTUnwrap(POSIXFiles.realPath(assets.appendingPathComponent("content/assets").path))
        XCTAssertEqual(try errors(assets), ["content/assets/secret.md: error: cannot read it: " + String(format: reason, secret, assetContent)])
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
        let partials = theme.appendingPathComponent("templates/partials").path
        XCTAssertEqual(try errors(theme), ["templates/partials/: error: cannot read the folder \(partials): Too many levels of symbolic links"])
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
            _ = try SiteBuild(options: BuildOptions(siteFolder: site, outputDirectory: site.appendingPathComponent("public"), now: Fixture.now)).run()
        } catch {
            XCTAssertTrue(POSIXFiles.kind(of: site.appendingPathComponent("public").path) == .missing, "nothing was written")
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
        XCTFail("the build succeeded")
        return []
    }
}
