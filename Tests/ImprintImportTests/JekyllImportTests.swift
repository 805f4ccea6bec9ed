import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// `imprint import jekyll` on what real Jekyll sites hold (issue 39): dates as Jekyll reads
/// them, the theme's pages, `image` and the theme's keys, plugin tags, kramdown's attribute lists
/// and old heading ids. Each site is written here, imported into a fresh site and built.
extension ImportTests {
    /// Unpadded file names and front-matter times are read as Jekyll reads them, in `_config.yml`'s zone.
    func testJekyllDatesAreReadAsJekyllReadsThem() throws {
        let folder = try jekyllFolder([
            "_config.yml": "timezone: Asia/Tokyo\npermalink: /:year/:month/:title/\n",
            "_posts/2021-12-9-tca-1.md": "---\ntitle: TCA one\n---\nPart one.\n",
            "_posts/2024-11-02-late.md": "---\ntitle: Late\ndate: 2024-11-2 23:30:00 +09:00\n---\nLate at night.\n",
            "_posts/2020-03-04-short.md": "---\ntitle: Short\ndate: 2020-03-04 9:38\n---\nMorning.\n",
            "_posts/2020-05-06-fraction.md": "---\ntitle: Fraction\ndate: 2020-05-06 16:39.000000000\n---\nAfternoon.\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        XCTAssertEqual(report.skipped, [])
        XCTAssertEqual(report.written.sorted(), [
            "content/posts/2020-03-04-short.md", "content/posts/2020-05-06-fraction.md", "content/posts/2021-12-09-tca-1.md",
            "content/posts/2024-11-02-late.md",
        ])
        let tca = try text("content/posts/2021-12-09-tca-1.md")
        XCTAssertTrue(tca.contains("date: 2021-12-09T00:00:00+09:00"), tca)
        XCTAssertTrue(try text("content/posts/2024-11-02-late.md").contains("date: 2024-11-02T23:30:00+09:00"))
        XCTAssertTrue(try text("content/posts/2020-03-04-short.md").contains("date: 2020-03-04T09:38:00+09:00"), "the zone of _config.yml")
        XCTAssertTrue(try text("content/posts/2020-05-06-fraction.md").contains("date: 2020-05-06T16:39:00+09:00"))
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files["2021/12/tca-1/index.html"], "the old URL is the new one")
    }

    /// `image` (a path or a map with `path`) is the post's image when the folder has the file;
    /// the theme's keys stay for templates as `page.params`, and the build neither warns nor fails.
    func testJekyllImageAndThemeKeysAreKept() throws {
        let folder = try jekyllFolder([
            "_posts/2022-01-02-card.md": "---\ntitle: Card\nimage:\n  path: /assets/img/card.png\n  alt: A card\n"
                + "subtitle: \"On cards: a note\"\nauthor: Ada\nseries: [one, two]\nfeatured: true\nlayout: post\ntoc: true\ncomments: false\n---\nText.\n",
            "_posts/2022-01-03-gone.md": "---\ntitle: Gone\nimage: /assets/img/gone.png\n---\nText.\n",
            "_posts/2022-01-04-pointer.md": "---\ntitle: Pointer\nimage: /assets/img/lfs.png\n---\nText.\n",
            "assets/img/lfs.png": "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n",
            "assets/img/card.png": "",
        ])
        try Data(base64Encoded: Self.onePixelPNG)!.write(to: folder.appendingPathComponent("assets/img/card.png"))
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        let card = try text("content/posts/2022-01-02-card.md")
        for expected in [#"image: "/assets/img/card.png""#, #"subtitle: "On cards: a note""#, #"author: "Ada""#,
                         #"series: ["one", "two"]"#, "featured: true", "toc: true", "comments: false"] {
            XCTAssertTrue(card.contains(expected), "\(expected)\n\(card)")
        }
        XCTAssertFalse(card.contains("layout"), card)
        XCTAssertFalse(try text("content/posts/2022-01-03-gone.md").contains("image:"))
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix("_posts/2022-01-03-gone.md:3: `image` /assets/img/gone.png is not a file") },
                      "\(report.notConverted)")
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix("_posts/2022-01-04-pointer.md:3: `image` /assets/img/lfs.png is a Git LFS pointer") },
                      "\(report.notConverted)")
        let output = site.appendingPathComponent("public")
        let build = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
        XCTAssertEqual(build.warnings.map(\.description), [])
        let page = String(decoding: try XCTUnwrap(build.files.first { $0.path == "2022/01/card/index.html" }).contents, as: UTF8.self)
        XCTAssertTrue(page.contains("/assets/img/card.png"), "the image is the post's og:image")
    }

    /// The 404 page's text becomes `content/pages/404.md`; theme pages made only of Liquid that
    /// list tags and archives are left out and their URLs answered by Imprint's pages.
    func testJekyllThemePagesAreLeftOutAndTheir404Kept() throws {
        let folder = try jekyllFolder([
            "_posts/2022-01-02-hello.md": "---\ntitle: Hello\ntags: [swift]\ncategories: [Swift Tips]\n---\nHello.\n",
            "404.md": "---\npermalink: /404.html\nlayout: page\ntitle: Not here\nredirect_from: [/norobots/]\n---\nThis page is gone. Try the [home page]({{ site.url }}{{ site.baseurl }}).\n",
            "tags.md": "---\nlayout: page\ntitle: Tags\npermalink: /tags/\n---\n{% for tag in site.tags %}\n<h2 id=\"{{ tag[0] }}\">{{ tag[0] }}</h2>\n{% endfor %}\n",
            "archives.md": "---\nlayout: archives\ntitle: Archives\n---\n",
            "tabs/categories.md": "---\ntitle: Categories\n---\n{% for c in site.categories %}<a href=\"/categories/{{ c[0] }}/\">"
                + "{{ c[0] }}</a> {{ c[1] | size }} {% if c[1].size > 1 %}posts{% else %}post{% endif %}{% endfor %}\n",
            "categories.html": "---\nlayout: page\n---\n<ul>{% for c in site.categories %}<li>{{ c[0] }}</li>{% endfor %}</ul>\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        XCTAssertEqual(report.written, ["content/posts/2022-01-02-hello.md", "content/pages/404.md"])
        let notFound = try text("content/pages/404.md")
        XCTAssertTrue(notFound.contains("This page is gone. Try the [home page](/)."), notFound)
        XCTAssertFalse(notFound.contains("aliases"), "Imprint makes /404.html itself, and a redirect to it is none")
        XCTAssertEqual(report.siteRedirects, [
            "/archives.html → /archive/", "/categories.html → /tags/", "/tabs/categories.html → /tags/",
            "/categories/swift-tips/ → /tags/swift-tips/",
        ])
        XCTAssertTrue(report.notConverted.contains("tags.md:1: a page of the theme, made only of Liquid and HTML, which shows no text of its own; left out"))
        XCTAssertTrue(report.notConverted.contains("tags.md:1: its URL /tags/ is answered by Imprint's /tags/"))
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files["archives.html"], "the old archive page redirects")
    }

    /// kramdown's attribute lists do not show as text: a heading's id and class are kept, Chirpy's
    /// prompts become alerts, the rest is left out and named; a comment holding Liquid hides all
    /// of it, and Liquid inside an attribute leaves no comment in its value.
    func testJekyllAttributeListsAndCommentsLeaveNoTextBehind() throws {
        let body = """
            ## Setup
            {: #setup-id .wide }

            Read this first.
            {: .note style="color: red"}

            > Back up your data.
            {: .prompt-warning }

            A [link](https://example.org){:target="_blank"} and `code {: .kept }`.

            {% comment %}
            {% include secret.html %}

            {{ page.draft_notes }}
            {% endcomment %}
            Tagged <a href="/tags/{{ tag | slugify }}/">swift</a>.

            ```
            {: .in-code }
            ```

            Again.
            {: .note style="color: red"}

            Be careful
            with this.
            {: .alert .alert-info}

            {: .notice--warning}
            Or with that.
            """
        let folder = try jekyllFolder(["_posts/2022-01-02-attributes.md": "---\ntitle: Attributes\n---\n" + body])
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        let post = try text("content/posts/2022-01-02-attributes.md")
        for expected in ["## Setup {#setup-id .wide}", "> [!WARNING]\n> Back up your data.", "A [link](https://example.org) and `code {: .kept }`.",
                         "```\n{: .in-code }\n```", #"<a href="/tags/">swift</a>"#,
                         "> [!NOTE]\n> Be careful\n> with this.\n", "> [!WARNING]\n> Or with that."] {
            XCTAssertTrue(post.contains(expected), "\(expected)\n\(post)")
        }
        XCTAssertEqual(report.notConverted.filter { $0.contains("kramdown") }, [
            #"_posts/2022-01-02-attributes.md:8: {: .note style="color: red"} (kramdown's attributes): .note style="color: red" left out, as Imprint gives this no attributes (also on lines 27)"#,
            #"_posts/2022-01-02-attributes.md:13: {:target="_blank"} (kramdown's attributes): all of it left out, as Imprint gives this no attributes"#,
        ])
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let page = String(decoding: try XCTUnwrap(files["2022/01/attributes/index.html"]), as: UTF8.self)
        let shown = Self.visibleText(String(page[try XCTUnwrap(page.range(of: "<article")).lowerBound...]))
        for leak in ["{: .note", "{:target", "{: .prompt", "{: #setup", "->", "–>", "endcomment", "<!--"] {
            XCTAssertFalse(shown.contains(leak), "\(leak) shows on the page: \(shown)")
        }
        XCTAssertTrue(page.contains(#"id="setup-id""#) && page.contains("markdown-alert-warning") && page.contains("markdown-alert-note"), page)
    }

    /// Plugin tags show what they showed: an unknown tag whose first argument is an image of the
    /// site is that image, and Octopress's tags are Markdown or the theme's shortcodes.
    func testJekyllPluginTagsShowTheirImagesAndEmbeds() throws {
        let body = """
            {% breaking_image /assets/news.png %}

            {% img left /images/cat.png 320 250 "A cat" "A sleeping cat" %}

            {% blockquote Ada Example, Notes https://example.org/notes The notes %}
            Simple is hard.
            {% endblockquote %}

            {% pullquote %}
            Caching is easy. {" Invalidation is not. "} So say we all.
            {% endpullquote %}

            {% codeblock Greeting lang:swift %}
            print("hi")
            {% endcodeblock %}

            {% youtube dQw4w9WgXcQ %}

            {% vimeo 76979871 %}

            {% gist ada/0123456789abcdef hello.swift %}

            {% video /media/demo.mp4 640 320 /images/cat.png %}

            {% breaking_image /assets/missing.png %}

            {% gist 7643628 Square%20Detector.py %}

            """
        let folder = try jekyllFolder(["_posts/2022-01-02-plugins.md": "---\ntitle: Plugins\n---\n" + body, "media/demo.mp4": "mp4"])
        for image in ["assets/news.png", "images/cat.png"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(image).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(base64Encoded: Self.onePixelPNG)!.write(to: folder.appendingPathComponent(image))
        }
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        let post = try text("content/posts/2022-01-02-plugins.md")
        for expected in [
            "![](/assets/news.png)", #"![A sleeping cat](/images/cat.png "A cat")"#,
            "> Simple is hard.\n>\n> — Ada Example, [The notes](https://example.org/notes)",
            "Caching is easy. Invalidation is not. So say we all.", "```swift\nprint(\"hi\")\n```", "{{< youtube dQw4w9WgXcQ >}}",
            "{{< vimeo 76979871 >}}", #"{{< gist ada 0123456789abcdef file="hello.swift" >}}"#,
            #"{{< video src="/media/demo.mp4" poster="/images/cat.png" >}}"#,
            "<!-- imprint import: {% breaking_image /assets/missing.png %} -->", "[gist 7643628](https://gist.github.com/7643628)",
        ] {
            XCTAssertTrue(post.contains(expected), "\(expected)\n\(post)")
        }
        XCTAssertEqual(report.notConverted.filter { $0.contains("plugins.md") }.count, 1, "only the image the folder lacks: \(report.notConverted)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let page = String(decoding: try XCTUnwrap(files["2022/01/plugins/index.html"]), as: UTF8.self)
        for shown in [#"src="/assets/news.png""#, "<blockquote>", "language-swift", "<video"] {
            XCTAssertTrue(page.contains(shown), "\(shown)\n\(page)")
        }
    }

    /// kramdown's heading ids that differ from Imprint's stay as anchors on the built page, so
    /// old deep links land; ids that are the same get nothing.
    func testJekyllKramdownHeadingIDsStayAsAnchors() throws {
        let body = "## 1. Why it's slow\n\nText.\n\n## 你好\n\n## Same words\n\n## Same words\n\n```\n## not a heading\n```\n"
        let folder = try jekyllFolder(["_posts/2022-01-02-ids.md": "---\ntitle: Ids\n---\n" + body])
        _ = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        let post = try text("content/posts/2022-01-02-ids.md")
        XCTAssertTrue(post.contains(#"## <a id="why-its-slow"></a>1. Why it's slow"#), post)
        XCTAssertTrue(post.contains(#"## <a id="section"></a>你好"#), post)
        XCTAssertTrue(post.contains("## Same words\n\n## Same words\n"), "kramdown's same-words-1 is Imprint's too")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let page = String(decoding: try XCTUnwrap(files["2022/01/ids/index.html"]), as: UTF8.self)
        for anchor in [#"id="1-why-its-slow""#, #"<a id="why-its-slow"></a>"#, #"id="你好""#, #"<a id="section"></a>"#, #"id="same-words-1""#] {
            XCTAssertTrue(page.contains(anchor), "\(anchor)\n\(page)")
        }
    }

    /// redcarpet's `with_toc_data` ids, when `_config.yml` names redcarpet.
    func testJekyllRedcarpetHeadingIDsStayAsAnchors() throws {
        let folder = try jekyllFolder([
            "_config.yml": "markdown: redcarpet\nredcarpet:\n  extensions: [with_toc_data]\n",
            "_posts/2022-01-02-ids.md": "---\ntitle: Ids\n---\n## Why it's *slow*\n\n## Caching: the why\n",
        ])
        _ = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        let post = try text("content/posts/2022-01-02-ids.md")
        XCTAssertTrue(post.contains(#"## <a id="why-it-s-slow"></a>Why it's *slow*"#), post)
        XCTAssertTrue(post.contains("## Caching: the why\n"), "the same id on both: \(post)")
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    /// Liquid that Imprint cannot convert, inside code, is the author's text and stays as written
    /// (a workflow's `${{ github.workspace }}`), not a comment shown as text in the code.
    func testJekyllLiquidInCodeStaysAsWritten() throws {
        let body = "Run `echo {{ secrets.TOKEN }}` first.\n\n```yaml\nrun: pip install -r ${{ github.workspace }}/requirements.txt\n```\n"
        let folder = try jekyllFolder(["_posts/2022-01-02-ci.md": "---\ntitle: CI\n---\n" + body])
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        let post = try text("content/posts/2022-01-02-ci.md")
        XCTAssertTrue(post.contains("Run `echo {{ secrets.TOKEN }}` first.\n\n```yaml\nrun: pip install -r ${{ github.workspace }}/requirements.txt\n```"), post)
        XCTAssertEqual(report.notConverted.filter { $0.contains("ci.md") }, [])
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(String(decoding: try XCTUnwrap(files["2022/01/ci/index.html"]), as: UTF8.self).contains("${{ github.workspace }}"))
    }

    /// Octopress keeps its site in `source/`, as `_config.yml`'s `source` says: given the
    /// repository, the import reads the posts there; a `source` outside the folder is not followed.
    func testAnOctopressRepositoryIsReadFromItsSourceFolder() throws {
        let folder = try jekyllFolder([
            "_config.yml": "source: source\npermalink: /:title/\n",
            "Rakefile": "task :default\n",
            "source/_posts/2013-04-26-a-bug.markdown": "---\ntitle: A bug\n---\n{% img /images/bug.png %}\n",
            "source/images/bug.png": "",
        ])
        try Data(base64Encoded: Self.onePixelPNG)!.write(to: folder.appendingPathComponent("source/images/bug.png"))
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        XCTAssertEqual(report.written, ["content/posts/2013-04-26-a-bug.md"])
        XCTAssertEqual(report.staticCopied, ["content/static/images/bug.png"], "not the Rakefile")
        XCTAssertTrue(try text("content/posts/2013-04-26-a-bug.md").contains("![](/images/bug.png)"))
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files["a-bug/index.html"], "the old URL redirects")

        let outside = try jekyllFolder(["_config.yml": "source: ../\n", "_posts/2013-04-27-b.md": "---\ntitle: B\n---\nB.\n"])
        XCTAssertEqual(try SiteImporter(siteFolder: site).run(outside, format: .jekyll).written, ["content/posts/2013-04-27-b.md"])
    }

    static let onePixelPNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="
}
