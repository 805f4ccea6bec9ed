import Foundation
import ImprintTestSupport
import SeededRandom
import XCTest
@testable import ImprintCore

/// What a project's page and the projects index show: former names with their repositories,
/// screenshots linked to their full size, the menu's current section, URLs that wrap, and an
/// intro that is the owner's own.
final class ProjectPageTests: XCTestCase {
    func testFormerNamesShowTheirOldRepositoriesAndStillRedirect() throws {
        let files = try build(project: """
            formerly:
              - OldKit
              - name: LK Kit
                repository: https://github.com/ada/LKKit
            """)
        let page = try text(files, "projects/kit/index.html")
        XCTAssertTrue(page.contains(
            #"<ul class="former-names"><li>OldKit</li><li>LK Kit: <a href="https://github.com/ada/LKKit">https://<wbr>github<wbr>.com<wbr>/ada<wbr>/LKKit</a></li></ul>"#), page)
        XCTAssertNotNil(files["projects/oldkit/index.html"])
        XCTAssertNotNil(files["projects/lk-kit/index.html"], "a former name with a repository is redirected as one without")
    }

    func testAFormerNameIsCheckedAtItsLine() throws {
        XCTAssertThrowsError(try build(project: """
            formerly:
              - name: OldKit
                repository: github.com/ada/OldKit
                repo: https://github.com/ada/OldKit
              - repository: https://github.com/ada/Nameless
              - [Nested]
            """)) { error in
            XCTAssertEqual((error as? BuildFailure)?.diagnostics.map(\.description), [
                #"content/projects/kit.md:7:17: error: `repository` "github.com/ada/OldKit" is not an absolute http(s) URL (like https://github.com/user/project)"#,
                "content/projects/kit.md:8:11: error: unknown key `repo` in a former name: each entry of `formerly` is a name, or `name` with `repository`",
                "content/projects/kit.md:9:5: error: missing required key `name`",
                "content/projects/kit.md:10:5: error: `formerly` must be a name, or `name` with `repository`, not a list",
            ], "\(error)")
        }
    }

    func testScreenshotsLinkToTheirFullSizeWithTheBodysPunctuation() throws {
        let files = try build(project: """
            screenshots:
              - src: /img/shot.svg
                alt: The "list" screen
                caption: It's the list -- all of it...
            """, body: "It's the body.")
        let page = try text(files, "projects/kit/index.html")
        XCTAssertTrue(page.contains(#"<p>It’s the body.</p>"#), page)
        XCTAssertTrue(page.contains(
            #"<li><figure><a href="/blog/img/shot.svg"><img src="/blog/img/shot.svg" alt="The “list” screen" width="120" height="60" /><span class="visually-hidden"> (full size)</span></a><figcaption>It’s the list – all of it…</figcaption></figure></li>"#),
            page)
    }

    func testOpenSourceIsTheCurrentSectionOnAProjectsPage() throws {
        let files = try build(project: "")
        let current = #"<a href="/blog/projects/" aria-current="page">Open Source</a>"#
        XCTAssertTrue(try text(files, "projects/kit/index.html").contains(current))
        XCTAssertTrue(try text(files, "projects/index.html").contains(current))
        XCTAssertFalse(try text(files, "license/index.html").contains(current))
    }

    func testTheProjectsIntroIsTheOwnersNotTheSiteDescription() throws {
        let files = try build(project: "")
        let index = try text(files, "projects/index.html")
        XCTAssertFalse(index.contains(#"<div class="intro">"#), index)
        XCTAssertFalse(index.contains("<p>A blog about kits.</p>"), index)
        XCTAssertFalse(index.contains("badge"), "the group's heading says the status: \(index)")
        let introduced = try build(project: "", files: ["content/pages/projects.md": "---\ntitle: Open Source\n---\nMy kits.\n"])
        let intro = try text(introduced, "projects/index.html")
        XCTAssertTrue(intro.contains(#"<div class="intro">"#) && intro.contains("<p>My kits.</p>"), intro)
    }

    func testLongURLsWrapBetweenTheirParts() {
        XCTAssertEqual(BreakableURL.html("https://example.org/a_b?x=1&y=2"), "https://<wbr>example<wbr>.org<wbr>/a<wbr>_b<wbr>?x<wbr>=1<wbr>&amp;y<wbr>=2")
        XCTAssertEqual(BreakableURL.html("no-scheme"), "no<wbr>-scheme")
    }

    func testSmartPunctuationLeavesOtherMarkdownAlone() {
        XCTAssertEqual(SmartPunctuation.apply(to: #""Quoted" *not* `code` <b> & 1. --- # x"#), "“Quoted” *not* `code` <b> & 1. — # x")
        XCTAssertEqual(SmartPunctuation.apply(to: "- a list?\n> no"), "- a list? > no")
        XCTAssertEqual(SmartPunctuation.apply(to: "plain"), "plain")
        XCTAssertEqual(MarkdownRenderer(smartPunctuation: false).punctuate("It's"), "It's")
    }

    /// A text let go without the work is one the work would have left as it is.
    func testSmartPunctuationLetsGoOnlyTextsItWouldLeaveAsTheyAre() {
        let pieces = ["a", "b", " ", "  ", "-", "--", ".", "..", "'", "\"", "\n", "\t", "é", "\u{A0}", "&", "#", "*"]
        var generator = SplitMix64(seed: 42)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(SmartPunctuation.apply(to: text), SmartPunctuation.punctuating(text), "for \(text.debugDescription)")
        }
        XCTAssertEqual(SmartPunctuation.apply(to: "Notes on Swift 6. A field guide - part 2"), "Notes on Swift 6. A field guide - part 2")
        XCTAssertEqual(SmartPunctuation.apply(to: "Wait... what -- really"), "Wait… what – really")
    }
}

private extension ProjectPageTests {
    /// The files of a site with one project, `kit`, whose front matter ends with `frontMatter`.
    func build(project frontMatter: String, body: String = "A kit.", files: [String: String] = [:]) throws -> [String: Data] {
        let site = try Fixture.folder("site", with: files.merging([
            "content/site.yml": "title: Kits\nbase_url: https://example.org/blog/\ndescription: A blog about kits.\nauthor:\n  name: Ada Example\n",
            "content/projects/kit.md": "---\nname: Kit\nsummary: A kit.\nrepository: https://github.com/ada/kit\n\(frontMatter)\n---\n\(body)\n",
            "content/static/img/shot.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" width="120" height="60"></svg>"#,
        ]) { own, _ in own })
        let report = try SiteBuild(options: Fixture.options(source: site, output: site.appendingPathComponent("public"))).run()
        return Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0.contents) })
    }

    func text(_ files: [String: Data], _ path: String) throws -> String {
        String(decoding: try XCTUnwrap(files[path], "no \(path)"), as: UTF8.self)
    }
}
