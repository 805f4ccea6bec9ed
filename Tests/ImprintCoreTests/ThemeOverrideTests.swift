import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// A site that overrides one file of the built-in theme builds: the theme's other files are checked
/// for what they still serve, and only the site's own files can be wrong.
final class ThemeOverrideTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_764_547_200)

    /// A post page written whole, without the layout: the built-in `<head>` no longer serves posts.
    private let wholePost = """
        <!doctype html>
        <html lang="{{site.language}}">
        <head><meta charset="utf-8"><title>{{page.title}} – {{site.title}}</title></head>
        <body><h1>{{page.title}}</h1><p><time datetime="{{page.date.iso}}">{{page.date.long}}</time></p>
        {{{page.content}}}</body>
        </html>

        """

    func testAWholePostPageWithoutTheLayoutBuilds() throws {
        let post = try page(at: "hello/index.html", of: try build(["post.mustache": wholePost]))
        XCTAssertTrue(post.contains("<h1>Hello"), post)
    }

    func testAWholePostPageBuildsWhenTheWholeThemeIsCopied() throws {
        let site = try starter()
        _ = try Scaffold.ejectTheme([], siteFolder: site)
        let post = try page(at: "hello/index.html", of: try build(["post.mustache": wholePost], in: site))
        XCTAssertTrue(post.contains("<h1>Hello"), post)
    }

    func testAPostPageOfItsOwnThatIncludesTheBuiltInHeadBuilds() throws {
        let files = try build(["post.mustache": wholePage(head: "{{>head}}", body: "{{{page.content}}}")])
        XCTAssertTrue(try page(at: "hello/index.html", of: files).contains(#"<meta property="og:type" content="article">"#))
    }

    func testTheFirstOverridesAUserWritesBuild() throws {
        let overrides = [
            "layout.mustache": wholePage(head: "<head><title>{{page.title}}</title></head>", body: "{{>header}}<main>{{$content}}{{/content}}</main>"),
            "partials/header.mustache": #"<header><a href="{{site.base_path}}">{{site.title}}</a>{{#menu}} <a href="{{url}}">{{title}}</a>{{/menu}}</header>"#,
            "home.mustache": wholePage(
                head: "<head><title>{{site.title}}</title></head>", body: #"<ul>{{#posts}}<li><a href="{{url}}">{{title}}</a></li>{{/posts}}</ul>"#),
            "project.mustache": wholePage(head: "<head><title>{{project.name}}</title></head>", body: "<h1>{{project.name}}</h1>{{{project.content}}}"),
        ]
        for (path, text) in overrides.sorted(by: { $0.key < $1.key }) {
            XCTAssertNoThrow(try build([path: text]), path)
        }
    }

    func testAMisspeltNameInAnOverrideIsItsOnlyError() throws {
        let misspelt = wholePost.replacingOccurrences(of: "<h1>{{page.title}}", with: "<h1>{{page.titel}}")
        XCTAssertThrowsError(try build(["post.mustache": misspelt])) { error in
            XCTAssertEqual((error as? BuildFailure)?.diagnostics.map(\.description), [
                "templates/post.mustache:4:11: error: `page.titel` is not a variable of post pages: did you mean `page.title`?",
            ])
        }
    }

    func testABuiltInPartialIncludedWhereItsNamesCannotResolveIsTheIncludesError() throws {
        let home = "{{<layout}}{{$content}}\n{{>post-summary}}\n{{/content}}{{/layout}}\n"
        XCTAssertThrowsError(try build(["home.mustache": home, "tag.mustache": home])) { error in
            let descriptions = (error as? BuildFailure)?.diagnostics.map(\.description) ?? []
            XCTAssertEqual(descriptions.map { $0.prefix { $0 != " " } }, ["templates/home.mustache:2:1:", "templates/tag.mustache:2:1:"])
            XCTAssertTrue(descriptions.first?.hasSuffix(
                "the built-in partials/post-summary.mustache uses `url`, which is not a variable of home pages here: include it inside "
                    + "a section that has it, or change a copy of it (`imprint theme eject partials/post-summary.mustache`)") == true,
                "\(descriptions)")
        }
    }
}

private extension ThemeOverrideTests {
    /// A starter site without `templates/`: the built-in theme whole.
    func starter() throws -> URL {
        let site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        _ = try Scaffold.initSite(at: site, force: false, now: now)
        try FileManager.default.removeItem(at: site.appendingPathComponent("templates"))
        return site
    }

    /// Builds `site` (a new starter when nil) with `overrides` written into its `templates/`, by path there.
    func build(_ overrides: [String: String], in site: URL? = nil) throws -> [OutputFile] {
        let site = try site ?? starter()
        for (path, text) in overrides {
            let file = site.appendingPathComponent("templates/" + path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let output = try Fixture.temporaryDirectory().appendingPathComponent("out")
        return try SiteBuild(options: BuildOptions(siteFolder: site, outputDirectory: output, now: now)).generate().files
    }

    /// A whole HTML page, without the layout.
    func wholePage(head: String, body: String) -> String {
        "<!doctype html>\n<html lang=\"en\">\n\(head)\n<body>\(body)</body>\n</html>\n"
    }

    /// The text of the built file whose path ends with `suffix`.
    func page(at suffix: String, of files: [OutputFile]) throws -> String {
        String(decoding: try XCTUnwrap(files.first { $0.path.hasSuffix(suffix) }).contents, as: UTF8.self)
    }
}
