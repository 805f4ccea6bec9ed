import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// What an imported blog brings that the build must take as it is (issue 39): tags that differ only
/// in punctuation, anchors written in raw HTML, a 404 page of its own, and links into old pages.
final class MovingInBuildTests: XCTestCase {
    /// The advice for two tags with one slug, applied as written, ends the error instead of
    /// moving it to `caliburn-micro-2-2`.
    func testTheTagSlugAdviceFixesTheClashItNames() throws {
        let posts = [
            "2020-01-01-a.md": "---\ntitle: A\ndate: 2020-01-01\ntags: [Caliburn.Micro]\n---\nText.\n",
            "2020-02-01-b.md": "---\ntitle: B\ndate: 2020-02-01\ntags: [Caliburn-Micro]\n---\nText.\n",
        ]
        let error = try buildError(site(posts: posts))
        let advice = try XCTUnwrap(error.range(of: "tag_slugs: \\{[^`]*\\}", options: .regularExpression).map { String(error[$0]) }, error)
        XCTAssertEqual(advice, "tag_slugs: {\"Caliburn-Micro\": caliburn-micro-2}", error)
        let report = try build(site(advice + "\n", posts: posts))
        let tagPages = report.files.map(\.path).filter { $0.hasPrefix("tags/") && $0.hasSuffix("/index.html") }.sorted()
        XCTAssertEqual(tagPages, ["tags/caliburn-micro-2/index.html", "tags/caliburn-micro/index.html", "tags/index.html"])
    }

    /// A `tag_slugs` entry still covers every spelling of its tag: case, spaces and dashes.
    func testATagSlugCoversEverySpellingOfItsTag() throws {
        let report = try build(site("tag_slugs: {Objective-C: objc}\n", posts: [
            "2020-01-01-a.md": "---\ntitle: A\ndate: 2020-01-01\ntags: [objective c]\n---\nText.\n",
            "2020-02-01-b.md": "---\ntitle: B\ndate: 2020-02-01\ntags: [Objective-C]\n---\nText.\n",
        ]))
        XCTAssertEqual(report.files.map(\.path).filter { $0.hasPrefix("tags/") && $0.hasSuffix("/index.html") }.sorted(),
                       ["tags/index.html", "tags/objc/index.html"])
    }

    /// A link may name any id of its target's body: raw HTML's `id` and `<a name>` (as kramdown
    /// and Jekyll themes write them), and footnotes', not only headings'.
    func testLinksMayNameTheIDsOfRawHTML() throws {
        let report = try build(site(posts: [
            "2020-01-01-a.md": "---\ntitle: A\ndate: 2020-01-01\n---\n"
                + "[cdn](@/posts/2020-02-01-b.md#cdn-support), [span](@/posts/2020-02-01-b.md#inline-id), [note](@/posts/2020-02-01-b.md#fn-1)\n",
            "2020-02-01-b.md": Self.anchoredPost,
        ]))
        let post = try page("2020/01/a/index.html", of: report)
        for fragment in ["cdn-support", "inline-id", "fn-1"] {
            XCTAssertTrue(post.contains("href=\"/2020/02/b/#\(fragment)\""), "\(fragment): \(post)")
        }
    }

    /// An id that is only text (in code) is no link target, and the error lists the ids the
    /// page has, anchors among them.
    func testAMissingAnchorListsTheRawHTMLIDs() throws {
        let error = try buildError(site(posts: [
            "2020-01-01-a.md": "---\ntitle: A\ndate: 2020-01-01\n---\n[code](@/posts/2020-02-01-b.md#code-only)\n",
            "2020-02-01-b.md": Self.anchoredPost,
        ]))
        XCTAssertTrue(error.contains("names #code-only, which content/posts/2020-02-01-b.md has no heading or anchor of: "
                                     + "its headings and anchors are, nearest first:"), error)
        XCTAssertTrue(error.contains("#cdn-support"), error)
    }

    /// A redirect page sends `/old/#section` to `/new/#section`: a meta refresh drops the
    /// fragment, so a script adds it, and the meta refresh stays for readers without script.
    func testRedirectPagesKeepTheFragment() throws {
        let report = try build(site(posts: [
            "2020-01-01-a.md": "---\ntitle: A\ndate: 2020-01-01\naliases: [/old/a/]\n---\n# Section\n",
        ]))
        let redirect = try page("old/a/index.html", of: report)
        XCTAssertTrue(redirect.contains("<script>location.replace(\"https://example.org/2020/01/a/\" + location.hash)</script>"), redirect)
        XCTAssertTrue(redirect.contains("<meta http-equiv=\"refresh\" content=\"0; url=https://example.org/2020/01/a/\">"), redirect)
    }

    /// A redirect to a heading of its own (`/new/#setup`) keeps that fragment: no script adds the old one.
    func testARedirectToAFragmentHasNoScript() {
        let value = RedirectView(from: "/old/", url: "https://example.org/new/#setup", title: "New").templateValue
        XCTAssertEqual(value["url_script"], .null)
        XCTAssertEqual(RedirectView(from: "/old/", url: "https://example.org/new/", title: "New").templateValue["url_script"],
                       .string("\"https://example.org/new/\""))
    }

    /// A URL in a script cannot end the string or the script element.
    func testAScriptStringCannotEndItsScript() {
        XCTAssertEqual(JavaScriptText.string("/a\"b</script>\\\u{2028}"), #""/a\"b\u003c/script>\\\u2028""#)
    }

    /// `content/pages/404.md` (a Jekyll site's 404 page, imported) is the text of `/404.html`,
    /// as `projects.md` introduces `/projects/`: no page of its own.
    func testThe404PageTextComesFromContentPages() throws {
        let report = try build(site(pages: [
            "404.md": "---\ntitle: Lost in space\npermalink: /404.html\n---\nThis *page* is gone: try [the archive](/archive/).\n",
        ]))
        let notFound = try page("404.html", of: report)
        XCTAssertTrue(notFound.contains("<h1>Lost in space</h1>"), notFound)
        XCTAssertTrue(notFound.contains("<p>This <em>page</em> is gone: try <a href=\"/archive/\">the archive</a>.</p>"), notFound)
        XCTAssertFalse(notFound.contains("There is nothing at this address"), notFound)
        XCTAssertFalse(report.files.contains { $0.path.hasPrefix("404/") }, "no page of its own")
        XCTAssertFalse(try page("sitemap.xml", of: report).contains("404"))
    }

    private static let anchoredPost = "---\ntitle: B\ndate: 2020-02-01\n---\n# Setup\n\n<a name=\"cdn-support\"></a>\n"
        + "Served from a CDN, with <span id='inline-id'>an inline id</span>.[^1]\n\n`<a id=\"code-only\">`\n\n[^1]: A note.\n"
}

private extension MovingInBuildTests {
    /// A site of `posts` and `pages` (file name → text), with `settings` added to its site.yml.
    func site(_ settings: String = "", posts: [String: String] = [:], pages: [String: String] = [:]) throws -> URL {
        let site = try Fixture.temporaryDirectory()
        for folder in ["content/posts", "content/pages"] {
            try FileManager.default.createDirectory(at: site.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data(("title: T\nbase_url: https://example.org/\n" + settings).utf8).write(to: site.appendingPathComponent("content/site.yml"))
        for (name, text) in posts { try Data(text.utf8).write(to: site.appendingPathComponent("content/posts/" + name)) }
        for (name, text) in pages { try Data(text.utf8).write(to: site.appendingPathComponent("content/pages/" + name)) }
        return site
    }

    func build(_ site: URL) throws -> BuildReport {
        try SiteBuild(options: Fixture.options(source: site, output: try Fixture.temporaryDirectory())).generate()
    }

    /// The messages of a build that must fail, one a line.
    func buildError(_ site: URL) throws -> String {
        do {
            _ = try build(site)
        } catch let failure as BuildFailure {
            return failure.diagnostics.map(\.description).joined(separator: "\n")
        }
        XCTFail("the build succeeded")
        return ""
    }

    /// The text of the output file at `path`.
    func page(_ path: String, of report: BuildReport) throws -> String {
        String(decoding: try XCTUnwrap(report.files.first { $0.path == path }, path).contents, as: UTF8.self)
    }
}
