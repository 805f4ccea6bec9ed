import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

final class OutputWriterTests: XCTestCase {
    func testWriteReplacesTheWholeFolder() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        let writer = OutputWriter(outputDirectory: output)
        try writer.write([file("old.html")], builtFor: nil)
        try writer.write([file("a/index.html"), file("b.css")], builtFor: nil)
        XCTAssertEqual(try Fixture.files(under: output), ["a/index.html", "b.css"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path), ["public"])
    }

    /// An asset is copied, never linked: a tool that changes the published file in place must
    /// not change the author's. A copy of the cache may be linked: the cache never changes a file.
    func testFilesPublishedAsTheyAreAreCopiedAndCacheFilesShared() throws {
        let root = try Fixture.temporaryDirectory()
        let asset = root.appendingPathComponent("shot.png").path, cached = root.appendingPathComponent("shot-400w.png").path
        try Data("author's".utf8).write(to: URL(fileURLWithPath: asset))
        try Data("cache's".utf8).write(to: URL(fileURLWithPath: cached))
        let output = root.appendingPathComponent("public")
        try OutputWriter(outputDirectory: output).write([
            OutputFile(path: "shot.png", body: .file(path: asset, signature: try POSIXFiles.readableSignature(of: asset).signature), source: "asset"),
            OutputFile(path: "shot-400w.png", body: .cacheFile(path: cached, signature: POSIXFiles.version(of: cached)!.signature), source: "copy"),
        ], builtFor: nil)
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("shot.png")), Data("author's".utf8))
        XCTAssertNotEqual(POSIXFiles.identity(of: output.appendingPathComponent("shot.png").path), POSIXFiles.identity(of: asset))
        XCTAssertEqual(POSIXFiles.identity(of: output.appendingPathComponent("shot-400w.png").path), POSIXFiles.identity(of: cached))
        XCTAssertThrowsError(try POSIXFiles.readableSignature(of: root.path), "a folder is not a file to publish")
    }

    /// A theme's `assets/` that links out of the theme would publish what it leads to.
    func testThemeAssetsThatLinkOutOfTheThemeAreRefused() throws {
        let root = try Fixture.temporaryDirectory()
        let secret = root.appendingPathComponent("secret")
        try FileManager.default.createDirectory(at: secret, withIntermediateDirectories: true)
        try Data("key".utf8).write(to: secret.appendingPathComponent("id_rsa"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("theme"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("theme/assets"), withDestinationURL: secret)
        let collector = AssetCollector(themeAssets: root.appendingPathComponent("theme/assets"), contentAssets: root.appendingPathComponent("content/assets"), staticFiles: root.appendingPathComponent("content/static"))
        var problems: [Diagnostic] = []
        XCTAssertEqual(collector.collect(into: &problems).map(\.path), [])
        XCTAssertTrue("\(problems)".contains("theme/assets: error: cannot read it: it leads to \(secret.path), outside"), "\(problems)")
    }

    /// `About/index.html` beside `about/index.html` is one file on macOS: the check that takes
    /// the last clean plan's paths must see it as the full check does.
    func testAPathThatDiffersOnlyInCaseIsAClashInARememberedCheckToo() {
        let pages = [PathCheck.Path(path: "about/index.html", source: "content/pages/about.md"), PathCheck.Path(path: "feed.xml", source: "feed")]
        let last = PathCheck(pages: pages, redirects: [], redirectFiles: []).checked(after: nil)
        XCTAssertTrue(last.problems.isEmpty)
        let more = pages + [PathCheck.Path(path: "About/index.html", source: "content/static/About/index.html")]
        XCTAssertEqual(PathCheck(pages: more, redirects: [], redirectFiles: []).checked(after: last).problems.clashes.map(\.description), [
            "content/static/About/index.html: error: writes About/index.html, which differs only in case from about/index.html of"
                + " content/pages/about.md: on macOS and Windows the two are one path, and one would overwrite the other; rename one of them",
        ])
    }

    func testExchangeSwapsTwoFoldersInOneStep() throws {
        let root = try Fixture.temporaryDirectory()
        let first = root.appendingPathComponent("first"), second = root.appendingPathComponent("second")
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        try Data("1".utf8).write(to: first.appendingPathComponent("one"))
        try Data("2".utf8).write(to: second.appendingPathComponent("two"))
        XCTAssertTrue(POSIXFiles.exchange(first.path, second.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: first.path), ["two"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: second.path), ["one"])
    }

    /// A build killed while writing leaves a hidden staging folder; the next build removes it.
    func testTheNextBuildRemovesWhatAKilledBuildLeft() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        let parent = output.deletingLastPathComponent()
        let dead = parent.appendingPathComponent(".public.imprint-staging-2147483000")
        try FileManager.default.createDirectory(at: dead.appendingPathComponent("half"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: parent.appendingPathComponent(".other.imprint-staging-2147483000"), withIntermediateDirectories: true)
        try OutputWriter(outputDirectory: output).write([file("index.html")], builtFor: nil)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted(), [".other.imprint-staging-2147483000", "public"])
    }

    func testPathsThatEscapeTheOutputFolderAreRefusedBeforeWriting() throws {
        let output = try Fixture.temporaryDirectory().appendingPathComponent("public")
        let writer = OutputWriter(outputDirectory: output)
        try writer.write([file("kept.html")], builtFor: nil)
        for path in ["../escape.html", "/etc/passwd", "a//b.html", "a/./b.html", "a/b/..", "dir/", "a\\b.html", "a\u{0}b.html"] {
            XCTAssertThrowsError(try writer.write([file(path)], builtFor: nil), path)
        }
        XCTAssertEqual(try Fixture.files(under: output), ["kept.html"])
    }

    func testTwoFilesAtOnePathNameBothSources() {
        let problems = OutputWriter.check([file("x/index.html", source: "content/pages/x.md"), file("x/index.html", source: "archive page")].map { ($0.path, $0.source) })
        XCTAssertEqual(problems.map(\.description), ["archive page: error: writes x/index.html, which content/pages/x.md writes too: give one of them another slug"])
    }

    /// Aliases `/old.html` and `/old.html/`: a file in one place, a folder in another.
    func testAPathThatIsAFileAndAFolderIsAClash() {
        let problems = OutputWriter.check([file("old.html", source: "content/posts/one.md"), file("old.html/index.html", source: "content/posts/two.md")].map { ($0.path, $0.source) })
        XCTAssertEqual(problems.map(\.description), [
            "content/posts/two.md: error: writes old.html/index.html, inside the folder old.html, which content/posts/one.md writes as a file: change one of the two paths",
        ])
        XCTAssertEqual(OutputWriter.check([file("a/b/c.html"), file("a/b.html"), file("a/index.html")].map { ($0.path, $0.source) }), [])
    }

    func testContentAssetsWinOverThemeAssets() throws {
        let root = try Fixture.temporaryDirectory()
        for (folder, text) in [("theme", "theme"), ("content", "content")] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("\(folder)/css"), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: root.appendingPathComponent("\(folder)/css/site.css"))
        }
        try Data("only".utf8).write(to: root.appendingPathComponent("theme/.hidden"))
        var problems: [Diagnostic] = []
        let files = AssetCollector(themeAssets: root.appendingPathComponent("theme"), contentAssets: root.appendingPathComponent("content"), staticFiles: root.appendingPathComponent("static")).collect(into: &problems)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(files.map(\.path), ["assets/css/site.css"])
        XCTAssertEqual(files.first?.contents, Data("content".utf8))
    }

    func testACNAMEGoesToTheOutputRoot() throws {
        let root = try Fixture.temporaryDirectory()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("blog.example.org\n".utf8).write(to: root.appendingPathComponent("content/CNAME"))
        var problems: [Diagnostic] = []
        let files = AssetCollector(themeAssets: root.appendingPathComponent("theme"), contentAssets: root.appendingPathComponent("content"), staticFiles: root.appendingPathComponent("static")).collect(into: &problems)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(files.map(\.path), ["CNAME"])
    }

    func testStaticFilesGoToTheRootAsTheyAreWithoutClutter() throws {
        let root = try Fixture.temporaryDirectory()
        let files = ["static/favicon.ico": "icon", "static/.well-known/security.txt": "Contact: x", "static/.htaccess": "Options -Indexes",
                     "static/images/a.png": "png", "static/.DS_Store": "finder", "static/images/Thumbs.db": "explorer", "static/notes.txt~": "backup"]
        for (path, text) in files {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: root.appendingPathComponent(path))
        }
        var problems: [Diagnostic] = []
        let collected = AssetCollector(themeAssets: root.appendingPathComponent("theme"), contentAssets: root.appendingPathComponent("content"), staticFiles: root.appendingPathComponent("static")).collect(into: &problems)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(collected.map(\.path), [".htaccess", ".well-known/security.txt", "favicon.ico", "images/a.png"])
        XCTAssertEqual(collected.map(\.source), ["content/static/.htaccess", "content/static/.well-known/security.txt", "content/static/favicon.ico", "content/static/images/a.png"])
        XCTAssertEqual(collected.first { $0.path == "favicon.ico" }?.contents, Data("icon".utf8))
    }

    func testOutputMayNotHoldTheSiteSources() throws {
        let site = Fixture.site("everything")
        for output in [site, site.deletingLastPathComponent(), site.appendingPathComponent("content/public")] {
            XCTAssertThrowsError(try SiteBuild(options: Fixture.options(source: site, output: output)).run(), output.path)
        }
    }

    private func file(_ path: String, source: String = "test") -> OutputFile {
        OutputFile(path: path, contents: Data(path.utf8), source: source)
    }
}
