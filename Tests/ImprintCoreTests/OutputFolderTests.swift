import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// The output folder is replaced whole, so nothing the user owns may be in its way: the site's
/// own folders through any path, a file, a folder Imprint did not make, a mount point.
final class OutputFolderTests: XCTestCase {
    /// `--source v/site --output up/site`, where `up` links to `v`: the same folder by another path.
    func testTheSiteThroughASymbolicLinkIsRefusedAndKept() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("v/site"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("up").path, withDestinationPath: root.appendingPathComponent("v").path)
        let before = try Fixture.files(under: site)
        for output in ["up/site", "up/site/content", "up/site/content/public", "up/site/templates/x", "up", "."] {
            let message = try buildError(source: site, output: root.appendingPathComponent(output))
            XCTAssertTrue(message.contains("the output folder"), "\(output): \(message)")
        }
        XCTAssertEqual(try Fixture.files(under: site), before)
        XCTAssertEqual(
            try buildError(source: site, output: root.appendingPathComponent("up/site")),
            "\(root.path)/up/site: error: the output folder is the site folder \(site.path): the build replaces its output folder whole; choose another --output")
        XCTAssertEqual(
            try buildError(source: site, output: root.appendingPathComponent("up")),
            "\(root.path)/up: error: the output folder holds the site folder \(site.path): the build replaces its output folder whole and would delete it; choose another --output")
    }

    func testAFileGivenAsTheOutputIsRefusedAndKept() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("site"))
        let file = root.appendingPathComponent("notes.txt")
        try Data("mine\n".utf8).write(to: file)
        XCTAssertEqual(
            try buildError(source: site, output: file),
            "\(file.path): error: the output folder is a file, not a folder: the build writes a folder there; remove the file or choose another --output")
        XCTAssertEqual(try Data(contentsOf: file), Data("mine\n".utf8))
    }

    /// `--output .` in a home folder, or any folder of the user's: never emptied.
    func testAFolderImprintDidNotMakeIsRefusedAndKept() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("site"))
        let home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("Documents"), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: home.appendingPathComponent("Documents/thesis.tex"))
        let message = try buildError(source: site, output: home)
        XCTAssertTrue(message.hasPrefix("\(home.path): error: the output folder holds files that Imprint did not write (it has no .imprint-output)"), message)
        XCTAssertTrue(message.contains("Choose an empty or new folder"), message)
        XCTAssertEqual(try Fixture.files(under: home), ["Documents/thesis.tex"])
    }

    /// Pages are written to the staging folder as they are rendered: a template that fails on a
    /// later page leaves the old output as it was and no staging folder behind.
    func testAFailureWhileWritingPagesKeepsTheOldOutput() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("site"))
        let output = root.appendingPathComponent("out")
        _ = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
        let before = try Fixture.files(under: output)
        let home = try Data(contentsOf: output.appendingPathComponent("index.html"))
        try FileManager.default.createDirectory(at: site.appendingPathComponent("templates/partials"), withIntermediateDirectories: true)
        try Data("{{>loop}}\n".utf8).write(to: site.appendingPathComponent("templates/partials/loop.mustache"))
        try Data("{{<layout}}{{$content}}{{>loop}}{{/content}}{{/layout}}\n".utf8).write(to: site.appendingPathComponent("templates/post.mustache"))
        XCTAssertTrue(try buildError(source: site, output: output).contains("nested more than 100 levels deep"))
        XCTAssertEqual(try Fixture.files(under: output), before)
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("index.html")), home)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["out", "site"], "no staging folder is left")
    }

    /// A build that fails once pages are being written leaves no folder it made above a new output.
    func testAFailedBuildRemovesTheFoldersItMadeAboveTheOutput() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("site"))
        try FileManager.default.createDirectory(at: site.appendingPathComponent("templates/partials"), withIntermediateDirectories: true)
        try Data("{{>loop}}\n".utf8).write(to: site.appendingPathComponent("templates/partials/loop.mustache"))
        try Data("{{<layout}}{{$content}}{{>loop}}{{/content}}{{/layout}}\n".utf8).write(to: site.appendingPathComponent("templates/post.mustache"))
        XCTAssertTrue(try buildError(source: site, output: root.appendingPathComponent("runs/2026/site")).contains("nested more than 100 levels deep"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["site"])
    }

    /// The folder is checked again before the swap: files the user put there while pages were
    /// being made are not replaced.
    func testAnOutputFolderTakenOverDuringTheBuildIsKept() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("out")
        let staging = try OutputWriter(outputDirectory: output).stage([("index.html", "test")], builtFor: nil)
        try staging.write([OutputFile(path: "index.html", contents: Data("new".utf8), source: "test")])
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
        XCTAssertThrowsError(try staging.finish())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path), ["notes.txt"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path), ["out"], "no staging folder left")
    }

    /// `--output a/b/site` makes the folders that hold it, as Hugo and Zola do.
    func testTheFoldersAboveANewOutputAreMade() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("site"))
        let output = root.appendingPathComponent("runs/2026/site")
        _ = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
        XCTAssertTrue(try Fixture.files(under: output).contains("index.html"))
    }

    func testAnEmptyFolderOrOneImprintMadeIsReplaced() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("site"))
        let output = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data().write(to: output.appendingPathComponent(".DS_Store"))
        let report = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent(OutputFolder.markerName), encoding: .utf8),
                       OutputFolder.markerText + "base_url: \(report.baseURL.absolute)\n")
        XCTAssertEqual(BaseURL.builtFor(outputAt: output.path)?.absolute, report.baseURL.absolute, "for imprint check")
        try Data("stale".utf8).write(to: output.appendingPathComponent("stale.html"))
        _ = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
        XCTAssertFalse(try Fixture.files(under: output).contains("stale.html"), "a folder Imprint made is replaced whole")
        XCTAssertTrue(try Fixture.files(under: output).contains("index.html"))
    }

    /// A symbolic link given as the output stays a link; the build lands where it points.
    func testASymbolicLinkAsTheOutputStaysALink() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("site"))
        let target = root.appendingPathComponent("real-output")
        let link = root.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        for _ in 0..<2 {
            _ = try SiteBuild(options: Fixture.options(source: site, output: link)).run()
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path)
            XCTAssertTrue(try Fixture.files(under: target).contains("index.html"))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(), ["public", "real-output", "site"])
        let dangling = root.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: root.appendingPathComponent("gone").path)
        XCTAssertEqual(
            try buildError(source: site, output: dangling),
            "\(dangling.path): error: cannot use \(dangling.path): it is a symbolic link that leads nowhere (No such file or directory)")
    }

    func testAMountPointIsRefusedWithWhatToDo() throws {
        #if os(Linux)
        let mountPoint = "/proc"
        #else
        let mountPoint = "/dev"
        #endif
        let problem = try XCTUnwrap(try OutputFolder(URL(fileURLWithPath: mountPoint)).problem(protecting: []))
        XCTAssertEqual(
            problem,
            "is a mount point: the build swaps in a whole new folder, which cannot replace a mount point; give a folder inside it, like --output \(mountPoint)/site")
    }

    /// A system error names the path and the system's words, never "error 512".
    func testAnOutputThatCannotBeCreatedSaysWhereAndWhy() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("site"))
        try Data().write(to: root.appendingPathComponent("file"))
        let message = try buildError(source: site, output: root.appendingPathComponent("file/public"))
        XCTAssertEqual(message, "\(root.path)/file/public: error: cannot create folder \(root.path)/file/.public.imprint-staging-\(getpid()): Not a directory")
    }

    /// An earlier build's folder that cannot be removed (here made immutable) is named in a warning.
    func testLeftoversThatCannotBeRemovedAreNamed() throws {
        let root = try Fixture.temporaryDirectory()
        let site = try makeSite(in: root.appendingPathComponent("site"))
        let output = root.appendingPathComponent("public")
        _ = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
        let stuck = output.appendingPathComponent("stuck")
        try FileManager.default.createDirectory(at: stuck, withIntermediateDirectories: true)
        try Data().write(to: stuck.appendingPathComponent("file"))
        guard lockFolder(stuck.path, locked: true) else { throw XCTSkip("cannot make a folder unremovable here (chattr +i or chmod)") }
        let staging = "\(root.path)/.public.imprint-staging-\(getpid())"
        defer { _ = lockFolder(staging + "/stuck", locked: false) || lockFolder(stuck.path, locked: false) }
        let report = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
        let warning = try XCTUnwrap(report.warnings.first { $0.message.contains("could not be removed") }, "\(report.warnings)")
        XCTAssertEqual(warning.file, staging)
        XCTAssertTrue(warning.message.contains("cannot remove \(root.path)/.public.imprint-staging-\(getpid())/stuck/file: "), warning.message)
        XCTAssertTrue(warning.message.hasSuffix("remove it by hand"), warning.message)
        XCTAssertTrue(try Fixture.files(under: output).contains("index.html"), "the new build is in place")
    }
}

private extension OutputFolderTests {
    func makeSite(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("content/posts"), withIntermediateDirectories: true)
        try Data("title: T\nbase_url: https://example.org/\n".utf8).write(to: folder.appendingPathComponent("content/site.yml"))
        try Data("---\ntitle: One\ndate: 2020-01-01\n---\nBody.\n".utf8).write(to: folder.appendingPathComponent("content/posts/2020-01-01-one.md"))
        try FileManager.default.copyItem(at: Fixture.defaultTheme, to: folder.appendingPathComponent("templates"))
        return folder
    }

    /// The one error of a build that must fail.
    func buildError(source: URL, output: URL) throws -> String {
        do {
            _ = try SiteBuild(options: Fixture.options(source: source, output: output)).run()
        } catch {
            XCTAssertEqual(error.diagnostics.count, 1)
            return error.diagnostics.map(\.description).joined(separator: "\n")
        }
        XCTFail("\(output.path) was accepted")
        return ""
    }

    /// Makes a folder's entries unremovable: immutable for root, which permissions do not stop.
    func lockFolder(_ path: String, locked: Bool) -> Bool {
        if getuid() != 0 { return chmod(path, locked ? 0o555 : 0o755) == 0 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [locked ? "+i" : "-i", path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
