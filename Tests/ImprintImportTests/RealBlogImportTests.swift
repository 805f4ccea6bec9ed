import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// What real blogs showed the importer, in small sites written for these tests: files that are
/// not UTF-8, Octopress's folders, a feed built on localhost, includes and shortcode tags the
/// build would refuse, template-like text in code. Each is imported, then built.
extension ImportTests {
    func testAJekyllPostThatIsNotUTF8IsReadAsWindows1252AndImported() throws {
        let jekyll = try oldSite([
            "_config.yml": "title: Old\n",
            "_posts/2012-06-29-broken.md": "---\ntitle: Broken\n---\nStill here.\n",
            "_posts/2012-06-30-unreadable.md": "---\ntitle: [unclosed\n---\nText.\n",
        ])
        // A curly quote in UTF-8, then a lone 0xC2 (a cut no-break space) and a Latin-1 é.
        let bytes = Data("---\ntitle: Broken\n---\nIt’s a caf".utf8) + Data([0xE9, 0x20, 0xC2, 0x20]) + Data("here.\n".utf8)
        try bytes.write(to: jekyll.appendingPathComponent("_posts/2012-06-29-broken.md"))
        let report = try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll)
        XCTAssertTrue(report.notConverted.contains {
            $0.hasPrefix("_posts/2012-06-29-broken.md:1: read as Windows-1252: 2 bytes are not UTF-8 (first on line 4)")
        }, "\(report.notConverted)")
        XCTAssertEqual(report.skipped.count, 1, "\(report.skipped)")
        let skipped = try XCTUnwrap(report.skipped.first)
        XCTAssertTrue(skipped.contains("_posts/2012-06-30-unreadable.md: its front matter could not be read: "), skipped)
        XCTAssertFalse(skipped.contains("ContentError"), "no Swift value in the report: \(skipped)")
        XCTAssertTrue(report.lines.contains { $0.contains("1 skipped") }, "\(report.lines)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(try page(files, "2012/06/broken/index.html").contains("It’s a café Â here."))
    }

    func testAJekyllSiteThatDeclaresWindows1252IsReadInIt() throws {
        let jekyll = try oldSite(["_config.yml": "title: Old\nencoding: windows-1252\n"])
        try FileManager.default.createDirectory(at: jekyll.appendingPathComponent("_posts"), withIntermediateDirectories: true)
        let bytes = Data("---\ntitle: Menu\n---\nUn caf".utf8) + Data([0xE9, 0x20, 0x80, 0x33, 0x2E, 0x0A])
        try bytes.write(to: jekyll.appendingPathComponent("_posts/2012-07-01-menu.md"))
        let report = try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll)
        XCTAssertFalse(report.notConverted.contains { $0.contains("read as") }, "the site said how to read it\n\(report.notConverted)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(try page(files, "2012/07/menu/index.html").contains("Un café €3."))
    }

    func testAnOctopressRepositoryWithoutASourceSettingIsReadFromSourceToo() throws {
        let octopress = try oldSite([
            "_config.yml": "url: https://old.example\npermalink: /:title/\n",
            "Rakefile": "task :default\n",
            "source/_posts/2013-01-02-hello.markdown": "---\ntitle: Hello\n---\nA picture: ![dot](/images/dot.svg)\n",
            "source/images/dot.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"# + "\n",
            "source/about.markdown": "---\ntitle: About\n---\nMe.\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(octopress, format: .jekyll)
        XCTAssertTrue(report.written.contains("content/posts/2013-01-02-hello.md"), "\(report.written)")
        XCTAssertTrue(report.notConverted.contains("source/:1: read as the site's folder (Octopress's layout); the files beside it are the generator's"),
                      "\(report.notConverted)")
        XCTAssertTrue(try text("content/posts/2013-01-02-hello.md").contains(#"aliases: ["/hello/"]"#))
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(try page(files, "2013/01/hello/index.html").contains("dot.svg"))
        XCTAssertNil(files["Rakefile"], "the generator's files stay behind")
    }

    func testASourceFolderOutsideTheSiteIsNotFollowed() throws {
        let outside = try oldSite(["_posts/2013-01-02-secret.md": "---\ntitle: Secret\n---\nNot this.\n"])
        let jekyll = try Fixture.temporaryDirectory().appendingPathComponent("jekyll")
        try FileManager.default.createDirectory(at: jekyll, withIntermediateDirectories: true)
        try Data("source: elsewhere/.\n".utf8).write(to: jekyll.appendingPathComponent("_config.yml"))
        try FileManager.default.createSymbolicLink(at: jekyll.appendingPathComponent("elsewhere"), withDestinationURL: outside)
        let report = try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll)
        XCTAssertFalse(report.written.contains { $0.contains("secret") }, "\(report.written)")
    }

    func testAFeedBuiltOnLocalhostHasNoOldHostAndStillBuilds() throws {
        let feed = try oldSite(["feed.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title>Old</title>
              <link href="http://localhost:4000/feed.xml" rel="self"/>
              <link href="http://localhost:4000/"/>
              <entry>
                <title>Shots</title>
                <link href="http://localhost:4000/shots/"/>
                <id>http://localhost:4000/shots</id>
                <published>2020-05-06T10:00:00+00:00</published>
                <content type="html">&lt;p&gt;Look: &lt;img src="/images/shot.png" alt="a shot"&gt;&lt;/p&gt;</content>
              </entry>
            </feed>
            """])
        let report = try SiteImporter(siteFolder: site).run(feed.appendingPathComponent("feed.xml"), format: .feed)
        XCTAssertEqual(report.imagesOnOldHost.count, 1, "\(report.imagesOnOldHost)")
        XCTAssertTrue(report.imagesOnOldHost[0].contains("give one with --old-url URL"), report.imagesOnOldHost[0])
        let post = try text("content/posts/2020-05-06-shots.md")
        XCTAssertTrue(post.hasSuffix("Look: a shot (an image not brought over: `/images/shot.png`)\n"), "no image loads from the reader's own machine\n\(post)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(try page(files, "2020/05/shots/index.html").contains("Look:"))
    }

    func testLocalAndPrivateHostsAreNoOldSite() {
        for local in ["http://localhost:4000/", "http://127.0.0.1/", "http://192.168.1.2/", "http://10.0.0.1/", "http://[::1]:4000/", "http://blog.local/"] {
            XCTAssertNil(ImportSource.oldSite(local), local)
        }
        XCTAssertEqual(ImportSource.oldSite("https://old.example/")?.host, "old.example")
    }

    func testAnIncludeWhoseArgumentsFitNoBuiltInShortcodeStaysAComment() throws {
        let jekyll = try oldSite([
            "_config.yml": "title: Old\n",
            "_includes/image.md": "![]({{ page.url }}{{ include.name }})\n",
            "_posts/2019-03-04-pictures.md": """
                ---
                title: Pictures
                ---
                Before.

                {% include image.md name="1.png" %}

                {% include image.html url="https://example.org/x.png" alt="x" %}

                After.

                """,
        ])
        let report = try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll)
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix(#"_posts/2019-03-04-pictures.md:6: {% include image.md name="1.png" %} has no equivalent"#) },
                      "\(report.notConverted)")
        let post = try text("content/posts/2019-03-04-pictures.md")
        XCTAssertTrue(post.contains(#"{{< figure src="https://example.org/x.png" alt="x" >}}"#), "an include that fits stays the figure\n\(post)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(try page(files, "2019/03/pictures/index.html").contains("After."))
    }

    func testLiquidLikeTextInJekyllCodeShowsAsWritten() throws {
        let jekyll = try oldSite([
            "_config.yml": "title: Old\n",
            "_posts/2020-01-02-ci.md": """
                ---
                title: CI
                ---
                In Angular, `{{name}}` shows a value. Prose {{ unknown }} is hidden.

                ```yaml
                path: ${{ github.workspace }}/requirements.txt
                ```

                {% highlight js %}
                let x = "{{ name }}";
                {% endhighlight %}

                """,
        ])
        let report = try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll)
        XCTAssertEqual(report.notConverted.filter { $0.contains("has no equivalent") }.count, 1, "only the tag in prose\n\(report.notConverted)")
        let post = try text("content/posts/2020-01-02-ci.md")
        XCTAssertTrue(post.contains("path: ${{ github.workspace }}/requirements.txt"), post)
        XCTAssertTrue(post.contains("`{{name}}`"), post)
        XCTAssertTrue(post.contains("<!-- imprint import: {{ unknown }} -->"), post)
        let html = try page(try assertBuildsAndLinksHold(includeDrafts: false), "2020/01/ci/index.html")
        XCTAssertTrue(html.contains("<code>{{name}}</code>"), html)
        XCTAssertTrue(html.contains("${{ github.workspace }}/requirements.txt"), html)
        XCTAssertTrue(html.contains("{{ name }}"), html)
        XCTAssertFalse(html.contains("imprint import: {{ name"), html)
    }

    func testHugoShortcodeTagsTheBuildWouldRefuseAreConvertedOrCommented() throws {
        let hugo = try oldSite([
            "hugo.toml": "baseURL = \"https://old.example/\"\n",
            "static/images/a.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"# + "\n",
            "content/posts/tabs.md": #"""
                +++
                title = "Tabs"
                date = 2022-03-04
                +++
                Intro.

                {{< highlight go >}}
                fmt.Println("hi")
                {{< / highlight >}}

                {{< figure src="/images/a.svg" caption="Photo by {{< newtablink \"https://example.org/?a=1&b=2\" >}}Nick{{< /newtablink >}} on it" >}}

                A {{< / >}} stray tag.

                After.

                """#,
        ])
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        let post = try text("content/posts/2022-03-04-tabs.md")
        XCTAssertTrue(post.contains("```go\nfmt.Println(\"hi\")\n```"), "a closing tag with a space after its slash\n\(post)")
        XCTAssertTrue(report.notConverted.contains { $0.contains("could not be read") && $0.contains("kept in an HTML comment") }, "\(report.notConverted)")
        let html = try page(try assertBuildsAndLinksHold(includeDrafts: false), "2022/03/tabs/index.html")
        XCTAssertTrue(html.contains("After."), html)
        XCTAssertTrue(html.contains("stray tag."), html)
        XCTAssertTrue(html.contains("<figcaption>Photo by Nick on it</figcaption>"), "the caption's text, without the tags\n\(html)")
        XCTAssertFalse(html.contains("newtablink"), html)
    }
}
