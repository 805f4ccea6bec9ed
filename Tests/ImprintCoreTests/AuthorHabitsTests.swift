import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// Posts copied from Jekyll and Hugo just work: their keys, dates, tags and file endings.
final class AuthorHabitsTests: XCTestCase {
    /// A post copied from Jekyll with `published: false` is a draft: published only with `--drafts`.
    func testJekyllsPublishedFalseIsADraft() throws {
        var posts: [String: String] = [:]
        for (name, field) in [("2015-01-01-secret", "published: false"), ("2015-01-02-public", "published: true"), ("2015-01-03-both", "published: true\ndraft: true")] {
            posts[name + ".md"] = "---\ntitle: \(name)\ndate: 2015-01-01\n\(field)\n---\nText.\n"
        }
        let site = try site(posts: posts)
        var options = Fixture.options(source: site, output: try Fixture.temporaryDirectory())
        let report = try SiteBuild(options: options).generate()
        let paths = report.files.map(\.path)
        XCTAssertEqual(paths.filter { $0.hasPrefix("2015/") }, ["2015/01/public/index.html"])
        XCTAssertFalse(report.files.contains { String(decoding: $0.contents, as: UTF8.self).contains("secret") }, "not in any list or feed either")
        XCTAssertEqual(report.warnings, [], "published is a known key")
        options.includeDrafts = true
        XCTAssertEqual(try SiteBuild(options: options).generate().files.map(\.path).filter { $0.hasPrefix("2015/") }.sorted(),
                       ["2015/01/both/index.html", "2015/01/public/index.html", "2015/01/secret/index.html"])
    }

    /// Jekyll's and Hugo's other Markdown endings are posts and pages like `.md`.
    func testEveryMarkdownEndingIsContent() throws {
        let names = ["2015-01-01-a.md", "2015-01-02-b.markdown", "2015-01-03-c.mdown", "2015-01-04-d.mkd", "2015-01-05-e.txt"]
        let paths = try build(site(posts: Dictionary(uniqueKeysWithValues: names.map { ($0, "---\ntitle: \($0)\ndate: 2015-01-01\n---\nText.\n") }))).files.map(\.path)
        XCTAssertEqual(paths.filter { $0.hasPrefix("2015/") }.sorted(), ["a", "b", "c", "d"].map { "2015/01/\($0)/index.html" })
    }

    /// Jekyll's `categories` are tags too.
    func testCategoriesAreTags() throws {
        let report = try build(site(posts: ["2015-01-01-a.md": "---\ntitle: A\ndate: 2015-01-01\ntags: [Swift]\ncategories: [Cocoa, swift]\n---\nText.\n"]))
        XCTAssertEqual(report.files.map(\.path).filter { $0.hasPrefix("tags/") && $0.hasSuffix("/index.html") }.sorted(),
                       ["tags/cocoa/index.html", "tags/index.html", "tags/swift/index.html"])
        XCTAssertEqual(report.warnings, [], "categories is a known key")
    }

    /// `jekyll new`'s date, a post without `date`, `Title`, and tags as one text with spaces.
    func testAJekyllPostReadsWithWarningsThatSayHow() throws {
        let report = try build(site(posts: [
            "2013-05-10-jekyll.markdown": "---\nTitle: Jekyll\nDATE: 2013-05-10 13:01:00 -0700\ntags: swift  ios\ncategories: [one tag]\n---\nText.\n",
            "2013-05-11-undated.md": "---\ntitle: Undated\n---\nText.\n",
        ]))
        let post = String(decoding: try XCTUnwrap(report.files.first { $0.path == "2013/05/jekyll/index.html" }).contents, as: UTF8.self)
        XCTAssertTrue(post.contains("<time datetime=\"2013-05-10T13:01:00-07:00\">"), post)
        XCTAssertTrue(post.contains("<h1>Jekyll</h1>"))
        let undated = String(decoding: try XCTUnwrap(report.files.first { $0.path == "2013/05/undated/index.html" }).contents, as: UTF8.self)
        XCTAssertTrue(undated.contains("<time datetime=\"2013-05-11T00:00:00+00:00\">"), "the file name's date")
        XCTAssertEqual(Set(report.files.map(\.path).filter { $0.hasPrefix("tags/") && $0.hasSuffix("/index.html") }),
                       ["tags/index.html", "tags/swift/index.html", "tags/ios/index.html", "tags/one-tag/index.html"])
        XCTAssertEqual(report.warnings.map(\.description), [
            "content/posts/2013-05-10-jekyll.markdown:2:1: warning: key `Title` is read as `title`: Imprint's keys are lowercase; write `title`",
            "content/posts/2013-05-10-jekyll.markdown:3:1: warning: key `DATE` is read as `date`: Imprint's keys are lowercase; write `date`",
            "content/posts/2013-05-10-jekyll.markdown:4:7: warning: `tags` is one text with spaces, read as 2 tags as Jekyll reads it (swift, ios); "
                + "write a list, like `tags: [swift, ios]`, or `[swift ios]` for one tag with spaces",
        ])
    }

    /// C, C++ and C# are three tags with three pages; `tag_slugs` gives any tag its own slug.
    func testTagsThatDifferOnlyInSymbolsGetTheirOwnSlugs() throws {
        XCTAssertEqual(["C", "C++", "C#", "F#", "Notepad++", "#swift", "A+B"].map(TagSlug.make), ["c", "c-plus-plus", "c-sharp", "f-sharp", "notepad-plus-plus", "swift", "a-plus-b"])
        let report = try build(site("tag_slugs:\n  Go: golang\n", posts: ["2015-01-01-a.md": "---\ntitle: A\ndate: 2015-01-01\ntags: [C, C++, \"C#\", go]\n---\nText.\n"]))
        XCTAssertEqual(report.files.map(\.path).filter { $0.hasPrefix("tags/") && $0.hasSuffix("/index.html") }.sorted(),
                       ["tags/c-plus-plus/index.html", "tags/c-sharp/index.html", "tags/c/index.html", "tags/golang/index.html", "tags/index.html"])
    }

    /// Keys in another case in nested settings are read, with their warnings, and a wrong value
    /// under such a key is an error at its line (it once crashed the build).
    func testKeysInAnotherCaseInNestedSettings() throws {
        let yaml = "title: T\nbase_url: https://example.org/\nmarkdown:\n  Emoji: true\nfeeds:\n  custom:\n    - Slug: \"a b\"\n      title: A\n      Tags: [x]\n"
        let (config, problems) = ConfigLoader.load(SourceText(path: "content/site.yml", text: yaml), baseURLOverride: nil)
        XCTAssertTrue(config.emoji)
        XCTAssertEqual(problems.map(\.diagnostic.description).sorted().map { String($0.prefix(45)) }, [
            "content/site.yml:4:1: warning: key `Emoji` is", "content/site.yml:7:13: error: slug \"a b\" may ", "content/site.yml:7:1: warning: key `Slug` is ",
            "content/site.yml:9:1: warning: key `Tags` is ",
        ])
    }

    /// A `tag_slugs` entry holds for every spelling of the tag.
    func testTagSlugsHoldForEverySpelling() throws {
        let (config, _) = ConfigLoader.load(SourceText(path: "content/site.yml", text: "title: T\nbase_url: https://example.org/\ntag_slugs: {Open Source: oss}\n"), baseURLOverride: nil)
        XCTAssertEqual(["Open Source", "open-source", "OPEN SOURCE", "Open"].map(config.tagSlug), ["oss", "oss", "oss", "open"])
    }

    func testATagSlugThatIsNoSlugIsAnErrorAtItsLine() throws {
        let (_, problems) = ConfigLoader.load(SourceText(path: "content/site.yml", text: "title: T\nbase_url: https://example.org/\ntag_slugs:\n  C++: a/b\n"), baseURLOverride: nil)
        XCTAssertEqual(problems.map(\.diagnostic.description).first?.hasPrefix("content/site.yml:4:8: error:"), true, "\(problems.map(\.diagnostic.description))")
    }

    /// Liquid copied from Jekyll is an error at its place that says what to write, never text on the page.
    func testLiquidIsAProblemAtItsPlaceButCodeAndMustacheTextAreNot() {
        let markdown = """
        See [the fix]({% post_url 2010-07-21-name %}) and {% include note.html %}.

        ![logo]({{ site.baseurl }}/logo.png)

        <img src="{{ "/x.png" | relative_url }}">

        <video src="{{site.url}}/a.mp4"></video>

        `{% raw %}` in code, {{title}}, {{{site.title}}}, {{ not liquid }}, \\{{ page.title }} and <!-- {% include x %} --> stay.

        ```
        {% highlight ruby %}
        ```
        """
        let rendered = MarkdownRenderer().render(markdown)
        XCTAssertTrue(rendered.html.contains("{{ not liquid }}, {{ page.title }} and <!-- {% include x %} --> stay."), rendered.html)
        let problems = rendered.problems
        XCTAssertEqual(problems.map { "\($0.line):\($0.column)" }, ["1:15", "1:51", "3:9", "5:11", "7:13"], "\(problems)")
        XCTAssertTrue(problems[0].message.contains("link to the post's file, like `[text](@/posts/2010-07-21-name.md)`"), problems[0].message)
        XCTAssertTrue(problems[1].message.contains("templates/shortcodes/note.mustache, and write `{{< note >}}`"), problems[1].message)
        XCTAssertTrue(problems[2].message.contains("write a path from the site's root"), problems[2].message)
        XCTAssertTrue(LiquidTags.message(for: "{%- highlight swift -%}").contains("```` ```swift ````"))
        // Columns count characters of the source, whatever cmark made of the text before the tag.
        let line = "> Café -- \"quoted\" &amp; \\* {% include x.html text=\"a\" %}"
        let quoted = MarkdownRenderer().render(line + "\n").problems
        XCTAssertEqual(quoted.map(\.column), [line.distance(from: line.startIndex, to: line.range(of: "{%")!.lowerBound) + 1])
        XCTAssertTrue(quoted.first?.message.hasPrefix("`{% include x.html text=\"a\" %}`") == true, "as written, not with curly quotes: \(quoted)")
    }

    /// A site of `posts` (file name → text), with `settings` added to its site.yml.
    private func site(_ settings: String = "", posts: [String: String]) throws -> URL {
        let site = try Fixture.temporaryDirectory()
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/posts"), withIntermediateDirectories: true)
        try Data(("title: T\nbase_url: https://example.org/\n" + settings).utf8).write(to: site.appendingPathComponent("content/site.yml"))
        for (name, text) in posts { try Data(text.utf8).write(to: site.appendingPathComponent("content/posts/" + name)) }
        return site
    }

    private func build(_ site: URL) throws -> BuildReport {
        try SiteBuild(options: Fixture.options(source: site, output: try Fixture.temporaryDirectory())).generate()
    }
}
