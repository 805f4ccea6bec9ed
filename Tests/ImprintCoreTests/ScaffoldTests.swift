import Foundation
import XCTest
@testable import ImprintCore

final class ScaffoldTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_764_547_200)

    func testNewPostIsADraftDatedNowInTheSiteTimeZone() throws {
        let site = try starter()
        try Data("title: T\nbase_url: https://example.org/\ntimezone: Asia/Tokyo\n".utf8).write(to: site.appendingPathComponent("content/site.yml"), options: .atomic)
        let path = try Scaffold.newItem(.post, title: "Ünïcode & \"Quotes\"", tags: ["a b", "c"], project: "example", siteRoot: site, now: now)
        XCTAssertEqual(path, "content/posts/2025-12-01-unicode-quotes.md")
        XCTAssertEqual(try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8), """
            ---
            title: "Ünïcode & \\"Quotes\\""
            date: 2025-12-01T09:00:00+09:00
            tags: ["a b", "c"]
            project: example
            draft: true
            ---


            """)
    }

    func testNewProjectAndPage() throws {
        let site = try starter()
        XCTAssertEqual(try Scaffold.newItem(.project, title: "Status Kit", siteRoot: site, now: now), "content/projects/status-kit.md")
        XCTAssertEqual(try Scaffold.newItem(.page, title: "Uses", siteRoot: site, now: now), "content/pages/uses.md")
        XCTAssertNoThrow(try SiteBuild(options: BuildOptions(sourceDirectory: site, outputDirectory: try Fixture.temporaryDirectory().appendingPathComponent("out"), now: now)).generate())
    }

    func testNewNeverReplacesAFile() throws {
        let site = try starter()
        let about = site.appendingPathComponent("content/pages/about.md")
        let before = try Data(contentsOf: about)
        XCTAssertThrowsError(try Scaffold.newItem(.page, title: "About", siteRoot: site, now: now)) { error in
            XCTAssertEqual("\(error)", "content/pages/about.md already exists: choose another title, or edit that file")
        }
        XCTAssertEqual(try Data(contentsOf: about), before)
    }

    func testNewPostNeedsAnExistingProject() throws {
        XCTAssertThrowsError(try Scaffold.newItem(.post, title: "X", project: "nope", siteRoot: try starter(), now: now)) { error in
            XCTAssertEqual("\(error)", "no project `nope` in content/projects/ (projects: example)")
        }
    }

    func testInitCreatesASiteThatBuildsWithNoBrokenLinks() throws {
        let folder = try Fixture.temporaryDirectory().appendingPathComponent("site")
        let result = try Scaffold.initSite(at: folder, force: false, now: now)
        XCTAssertEqual(result.kept, [])
        for path in ["content/site.yml", "content/posts/2025-12-01-hello.md", "content/projects/example.md", "content/pages/about.md",
                     ".github/workflows/pages.yml", "templates/layout.mustache", "templates/assets/css/style.css"] {
            XCTAssertTrue(result.written.contains(path), path)
        }
        let output = folder.appendingPathComponent("public")
        let report = try SiteBuild(options: BuildOptions(sourceDirectory: folder, outputDirectory: output, now: now)).run()
        XCTAssertTrue(report.warnings.isEmpty, "\(report.warnings)")
        XCTAssertEqual(try LinkChecker(root: output, base: report.baseURL).check().broken, [])
    }

    func testInitRefusesAFolderThatIsNotEmpty() throws {
        let folder = try Fixture.temporaryDirectory()
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        XCTAssertThrowsError(try Scaffold.initSite(at: folder, force: false, now: now))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.txt"])
    }

    func testInitWithForceLosesNothing() throws {
        let folder = try Fixture.temporaryDirectory()
        let mine = ["notes.txt": "mine", "content/site.yml": "title: Mine\nbase_url: https://mine.example/\n", "templates/post.mustache": "my post template"]
        for (path, text) in mine {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try Scaffold.initSite(at: folder, force: true, now: now)
        XCTAssertEqual(result.kept, ["content/site.yml", "templates/post.mustache"])
        for (path, text) in mine {
            XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8), text, path)
        }
        XCTAssertTrue(result.written.contains("templates/layout.mustache"))
    }

    func testTheBundledThemeIsTheDefaultTheme() throws {
        let theme = Fixture.defaultTheme
        let onDisk = try Fixture.files(under: theme)
        XCTAssertEqual(BundledFiles.all.map(\.path), onDisk.map { "templates/" + $0 }, "run `make bundled-files`")
        for (path, contents) in BundledFiles.all {
            let file = theme.appendingPathComponent(String(path.dropFirst("templates/".count)))
            XCTAssertEqual(contents, try String(contentsOf: file, encoding: .utf8), "\(path) differs from templates/: run `make bundled-files`")
        }
    }

    func testTwoBuildsToDiskAreIdenticalTrees() throws {
        let first = try Fixture.temporaryDirectory().appendingPathComponent("one")
        let second = try Fixture.temporaryDirectory().appendingPathComponent("two")
        for output in [first, second] {
            _ = try SiteBuild(options: Fixture.options(source: Fixture.site("everything"), output: output)).run()
        }
        let paths = try Fixture.files(under: first)
        XCTAssertEqual(paths, try Fixture.files(under: second))
        for path in paths {
            XCTAssertEqual(try Data(contentsOf: first.appendingPathComponent(path)), try Data(contentsOf: second.appendingPathComponent(path)), path)
        }
    }

    /// A site made by `init`, for the `new` tests.
    private func starter() throws -> URL {
        let folder = try Fixture.temporaryDirectory().appendingPathComponent("site")
        _ = try Scaffold.initSite(at: folder, force: false, now: now)
        return folder
    }
}
