import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

final class ScaffoldTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_764_547_200)

    func testNewPostIsADraftDatedNowInTheSiteTimeZone() throws {
        let site = try starter()
        try Data("title: T\nbase_url: https://example.org/\ntimezone: Asia/Tokyo\n".utf8).write(to: site.appendingPathComponent("content/site.yml"), options: .atomic)
        let path = try Scaffold.newItem(.post, title: "Ünïcode & \"Quotes\"", tags: ["a b", "c"], project: "example", siteFolder: site, now: now)
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
        XCTAssertEqual(try Scaffold.newItem(.project, title: "Status Kit", siteFolder: site, now: now), "content/projects/status-kit.md")
        XCTAssertEqual(try Scaffold.newItem(.page, title: "Uses", siteFolder: site, now: now), "content/pages/uses.md")
        XCTAssertNoThrow(try SiteBuild(options: BuildOptions(siteFolder: site, outputDirectory: try Fixture.temporaryDirectory().appendingPathComponent("out"), now: now)).generate())
    }

    func testNewNeverReplacesAFile() throws {
        let site = try starter()
        let about = site.appendingPathComponent("content/pages/about.md")
        let before = try Data(contentsOf: about)
        XCTAssertThrowsError(try Scaffold.newItem(.page, title: "About", siteFolder: site, now: now)) { error in
            XCTAssertEqual("\(error)", "content/pages/about.md already exists: choose another title, or edit that file")
        }
        XCTAssertEqual(try Data(contentsOf: about), before)
    }

    func testNewPostNeedsAnExistingProject() throws {
        XCTAssertThrowsError(try Scaffold.newItem(.post, title: "X", project: "nope", siteFolder: try starter(), now: now)) { error in
            XCTAssertEqual("\(error)", "no project `nope` in content/projects/ (projects: example)")
        }
    }

    func testInitCreatesASiteThatBuildsWithNoBrokenLinks() throws {
        let folder = try Fixture.temporaryDirectory().appendingPathComponent("site")
        let result = try Scaffold.initSite(at: folder, force: false, now: now)
        XCTAssertEqual(result.kept, [])
        for path in ["content/site.yml", "content/posts/2025-12-01-hello.md", "content/projects/example.md", "content/pages/about.md",
                     ".github/workflows/pages.yml", "templates/README.md"] {
            XCTAssertTrue(result.written.contains(path), path)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("templates").path), ["README.md"], "the theme is built in")
        let readme = try String(contentsOf: folder.appendingPathComponent("templates/README.md"), encoding: .utf8)
        for name in BuiltInTheme.files.keys { XCTAssertTrue(readme.contains("- `\(name)`"), "the README names \(name)") }
        let output = folder.appendingPathComponent("public")
        let report = try SiteBuild(options: BuildOptions(siteFolder: folder, outputDirectory: output, now: now)).run()
        XCTAssertTrue(report.warnings.isEmpty, "\(report.warnings)")
        XCTAssertEqual(try LinkChecker(root: output, base: report.baseURL).check().broken, [])
    }

    /// A `.github` that links out of the site would have `init --force` write a workflow into
    /// another repository; `theme eject` the same through `templates`.
    func testInitAndEjectWriteNothingThroughALinkedFolder() throws {
        let root = try Fixture.temporaryDirectory()
        let folder = root.appendingPathComponent("site"), elsewhere = root.appendingPathComponent("other-repository")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(".github").path, withDestinationPath: elsewhere.path)
        XCTAssertThrowsError(try Scaffold.initSite(at: folder, force: true, now: now)) { error in
            XCTAssertEqual("\(error)", "\(folder.path)/.github (a link to \(elsewhere.path)): a symbolic link where files are to be written,"
                + " which would write them wherever it leads: replace it with a folder, or remove it; nothing was written")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [".github"])

        try FileManager.default.removeItem(at: folder.appendingPathComponent(".github"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("templates").path, withDestinationPath: elsewhere.path)
        XCTAssertThrowsError(try Scaffold.ejectTheme([], siteFolder: folder))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [])
    }

    /// Only the deploy job may publish (`pages: write`, `id-token: write`): the build job runs
    /// the site's and Imprint's code. Every action is pinned by commit, its tag in a comment.
    func testPagesWorkflowsGivePublishingRightsToTheDeployJobOnlyAndPinActions() throws {
        let folder = try Fixture.temporaryDirectory().appendingPathComponent("site")
        _ = try Scaffold.initSite(at: folder, force: false, now: now)
        let repository = Fixture.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        for file in [folder.appendingPathComponent(".github/workflows/pages.yml"), repository.appendingPathComponent(".github/workflows/pages.yml")] {
            let text = try String(contentsOf: file, encoding: .utf8)
            let workflow = try XCTUnwrap(try YAMLParser.parse(text))
            XCTAssertNil(workflow["permissions"]?["pages"], file.path)
            XCTAssertNil(workflow["permissions"]?["id-token"], file.path)
            XCTAssertEqual(workflow["jobs"]?["build"]?["permissions"]?["pages"]?.text, "read", file.path)
            XCTAssertNil(workflow["jobs"]?["build"]?["permissions"]?["id-token"], file.path)
            XCTAssertEqual(workflow["jobs"]?["deploy"]?["permissions"]?["pages"]?.text, "write", file.path)
            XCTAssertEqual(workflow["jobs"]?["deploy"]?["permissions"]?["id-token"]?.text, "write", file.path)
            let uses = text.split(separator: "\n").filter { $0.contains("uses: ") }
            XCTAssertFalse(uses.isEmpty)
            for line in uses {
                XCTAssertNotNil(line.range(of: #"uses: actions/[a-z-]+@[0-9a-f]{40} # v[0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression), "\(file.path): \(line)")
            }
        }
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
        XCTAssertEqual(result.kept, ["content/site.yml"], "templates/post.mustache is no file init writes: it stays, unread by init")
        for (path, text) in mine {
            XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8), text, path)
        }
        XCTAssertTrue(result.written.contains("templates/README.md"))
    }

    /// A site's `templates/post.mustache` alone: the post page is the site's, every other page,
    /// partial and asset the built-in theme's; and a site without `templates/` builds whole.
    func testASiteOverridesTheBuiltInThemeOneFileAtATime() throws {
        let folder = try Fixture.temporaryDirectory().appendingPathComponent("site")
        _ = try Scaffold.initSite(at: folder, force: false, now: now)
        let output = folder.appendingPathComponent("public")
        let whole = try SiteBuild(options: BuildOptions(siteFolder: folder, outputDirectory: output, now: now)).run()
        XCTAssertNotNil(whole.files.first { $0.path == "assets/css/style.css" }, "the built-in theme's assets are published")
        // Read now: a build's files name their place in the output folder, which the next build replaces.
        let aboutBefore = whole.files.first { $0.path == "about/index.html" }.map { String(decoding: $0.contents, as: UTF8.self) }

        try Data("{{<layout}}{{$content}}<p class=\"mine\">{{page.title}}</p>{{/content}}{{/layout}}\n".utf8)
            .write(to: folder.appendingPathComponent("templates/post.mustache"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("templates/assets/css"), withIntermediateDirectories: true)
        try Data("body { color: #111; }\n".utf8).write(to: folder.appendingPathComponent("templates/assets/css/style.css"))
        let report = try SiteBuild(options: BuildOptions(siteFolder: folder, outputDirectory: output, now: now)).run()
        let files = Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
        let post = try XCTUnwrap(files.first { $0.key.hasSuffix("/hello/index.html") }?.value)
        XCTAssertTrue(post.contains(#"<p class="mine">Hello"#), post)
        XCTAssertTrue(post.contains("<footer"), "the layout and its partials stay the built-in theme's")
        XCTAssertEqual(files["assets/css/style.css"], "body { color: #111; }\n")
        XCTAssertEqual(files["assets/css/highlight.css"], BuiltInTheme.files["assets/css/highlight.css"])
        let about = try XCTUnwrap(files["about/index.html"])
        XCTAssertTrue(about.contains(#"<link rel="stylesheet" href="/assets/css/style.css?v=\#(ContentHash.of(Data("body { color: #111; }\n".utf8)))">"#), "every page takes the new stylesheet")
        XCTAssertNotEqual(about, aboutBefore)
        XCTAssertEqual(try LinkChecker(root: output, base: report.baseURL).check().broken, [])

        // An override is checked as the theme is: a variable no post has, at its line.
        try Data("{{<layout}}{{$content}}{{page.titel}}{{/content}}{{/layout}}\n".utf8).write(to: folder.appendingPathComponent("templates/post.mustache"))
        XCTAssertThrowsError(try SiteBuild(options: BuildOptions(siteFolder: folder, outputDirectory: output, now: now)).run()) { error in
            XCTAssertEqual((error as? BuildFailure)?.diagnostics.map(\.description),
                           ["templates/post.mustache:1:24: error: `page.titel` is not a variable of post pages: did you mean `page.title`?"])
        }
    }

    /// `imprint theme eject`: copies of the built-in files, never over the site's own.
    func testEjectCopiesTheThemesFilesAndKeepsTheSites() throws {
        let folder = try Fixture.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("templates/post.mustache"))
        let some = try Scaffold.ejectTheme(["post.mustache", "templates/partials/head.mustache"], siteFolder: folder)
        XCTAssertEqual(some.written, ["templates/partials/head.mustache"])
        XCTAssertEqual(some.kept, ["templates/post.mustache"])
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("templates/post.mustache"), encoding: .utf8), "mine")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("templates/partials/head.mustache"), encoding: .utf8), BuiltInTheme.files["partials/head.mustache"])
        XCTAssertThrowsError(try Scaffold.ejectTheme(["head.mustache"], siteFolder: folder)) { error in
            XCTAssertEqual("\(error)", "the built-in theme has no file head.mustache: did you mean partials/head.mustache? `imprint theme list` names its files")
        }
        let all = try Scaffold.ejectTheme([], siteFolder: folder)
        XCTAssertEqual((all.written + all.kept).sorted(), BuiltInTheme.files.keys.map { "templates/" + $0 }.sorted())
        XCTAssertEqual(try Fixture.files(under: folder.appendingPathComponent("templates")), BuiltInTheme.files.keys.sorted())
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
