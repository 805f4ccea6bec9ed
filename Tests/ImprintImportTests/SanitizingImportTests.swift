import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// HTML from an export or a feed was not written by the site's author: nothing in it may run in
/// a reader's browser. Each vector is converted and rendered as a build renders it, and the
/// result is read back as a browser would read its attributes.
final class SanitizingImportTests: XCTestCase {
    func testEventHandlerAttributesAreDropped() {
        for html in [
            #"<p><img src="/a.png" alt="a" onerror="alert(1)"></p>"#,
            #"<p><img src="/a.png" alt="a" width="3" OnError="alert(1)"></p>"#,
            #"<div class="note" onmouseover="alert(1)">Hover</div>"#,
            #"<p ONLOAD="alert(1)">Loud</p>"#,
            #"<p><a href="/x" onclick="alert(1)">link</a></p>"#,
            #"<figure onclick="alert(1)"><img src="/a.png" onload="alert(1)"><figcaption onmouseover="alert(1)">c</figcaption></figure>"#,
            #"<table onmouseover="alert(1)"><tr><td onclick="alert(1)">cell</td></tr></table>"#,
            #"<details open ontoggle="alert(1)"><summary>s</summary>d</details>"#,
            #"<svg onload="alert(1)"><circle r="1" onbegin="alert(1)"></circle></svg>"#,
            #"<p><span style="color:red" onfocus="alert(1)" tabindex="0">red</span></p>"#,
        ] {
            assertNothingRuns(html)
        }
    }

    func testScriptURLsAreDroppedHowEverTheyAreWritten() {
        for url in [
            "javascript:alert(1)", " JAVASCRIPT:alert(1)", "jav&#x09;ascript:alert(1)", "jav&#x0A;ascript:alert(1)",
            "&#106;avascript:alert(1)", "&#x6A;&#x61;&#x76;&#x61;script:alert(1)", "java\nscript:alert(1)",
            "&#1;javascript:alert(1)", "&#x20;&#x0C;javascript:alert(1)", "&nbsp;javascript:alert(1)",
            "javascript&colon;alert(1)", "javascript&amp;colon;alert(1)", "javascript\\:alert(1)", "java\\script:alert(1)",
            "vbscript:msgbox(1)", "VBScript:msgbox(1)", "data:text/html,<script>alert(1)</script>",
            "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", " DATA:image/svg+xml,<svg onload=alert(1)>",
        ] {
            let escaped = url.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;")
            assertNothingRuns("<p><a href=\"\(escaped)\">link</a></p>")
            assertNothingRuns("<p><a href=\"\(escaped)\" class=\"kept-as-html\">link</a></p>")
            assertNothingRuns("<p><img src=\"\(escaped)\" alt=\"image\"></p>")
            assertNothingRuns("<figure><img src=\"\(escaped)\"><figcaption>c</figcaption></figure>")
        }
    }

    func testEveryAttributeThatHoldsAURLIsChecked() {
        for html in [
            #"<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>"#,
            #"<svg><a xlink:href="javascript:alert(1)"><text>x</text></a><a href="javascript:alert(1)"><text>y</text></a></svg>"#,
            #"<video poster="javascript:alert(1)" src="javascript:alert(1)"></video>"#,
            #"<iframe src="javascript:alert(1)"></iframe>"#,
            #"<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">"#,
            #"<blockquote cite="javascript:alert(1)">q</blockquote>"#,
            #"<p><img src="/a.png" srcset="/a.png 1x, javascript:alert(1) 2x"></p>"#,
            #"<p><img src="/a.png" srcset=" javascript:alert(1)"></p>"#,
            ##"<svg><animate attributeName="href" to="javascript:alert(1)"></animate><set attributeName="href" values="#a;javascript:alert(1)"></set></svg>"##,
            #"<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>"#,
            ##"<div class="embed" data-embed="javascript:alert(1)"><a class="embed-facade" href="#p">Play</a></div>"##,
        ] {
            assertNothingRuns(html)
        }
    }

    func testSafeURLsAndRasterDataImagesStay() {
        let png = "data:image/png;base64,iVBORw0KGgo="
        let markdown = HTMLToMarkdown.convert("<p><a href=\"/javascript-tips/\">tips</a> <img src=\"\(png)\" alt=\"dot\"></p>"
            + "<p><img src=\"/a.png\" srcset=\"/a.png 1x, /a@2x.png 2x\"></p>")
        XCTAssertTrue(markdown.contains("[tips](/javascript-tips/)"), markdown)
        XCTAssertTrue(markdown.contains("![dot](\(png))"), markdown)
        XCTAssertTrue(markdown.contains(#"srcset="/a.png 1x, /a@2x.png 2x""#), markdown)
        let query = MarkdownRenderer(smartPunctuation: false).render(HTMLToMarkdown.convert(#"<a href="/s?a=1&amp;b=\x">s</a>"#)).html
        XCTAssertEqual(query, #"<p><a href="/s?a=1&amp;b=%5Cx">s</a></p>"# + "\n", "an ampersand or backslash in a link stays itself")
    }

    /// The whole way: an export with every kind of vector, imported, built with the default
    /// theme; the report names each removal, and no page of the site has a script attribute.
    func testAnImportedSiteRunsNoScriptAndTheReportSaysWhatWasRemoved() throws {
        let root = try Fixture.temporaryDirectory()
        let site = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ImportTests.fixtures.appendingPathComponent("site/content"), to: site.appendingPathComponent("content"))
        let export = try ExportWriter.wordPress(bodies: [
            #"Hello <a href="jav&#x09;ascript:alert(1)">there</a> <img src="/a.png" onerror="alert(2)">"#,
            #"<figure onmouseover="alert(3)"><a href=" JAVASCRIPT:alert(4)"><img src="/a.png"></a><figcaption>c</figcaption></figure>"#
                + #"<table><tr><td><a href="vbscript:x" title="t" class="c">cell</a></td></tr></table>"#
                + #"<p><img src="/a.png" srcset="/a.png 1x, data:text/html,x 2x"></p>"#,
            #"<svg onload="alert(5)"><a xlink:href="javascript:alert(6)"><text>svg</text></a></svg>"#
                + #"<form action="javascript:alert(7)"><button formaction="javascript:alert(8)">go</button></form>"#
                + #"<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(9)"></iframe>"#,
        ], in: root)
        let report = try SiteImporter(siteFolder: site).run(export, format: .wordpress)
        XCTAssertEqual(report.removedFromHTML, [
            #"line 4: Post 1: href="jav\tascript:alert(1)" on <a>"#,
            "line 4: Post 1: onerror on <img>",
            "line 14: Post 2: onmouseover on <figure>",
            #"line 14: Post 2: href=" JAVASCRIPT:alert(4)" on <a>"#,
            #"line 14: Post 2: href="vbscript:x" on <a>"#,
            #"line 14: Post 2: srcset="data:text/html,x" on <img>"#,
            "line 24: Post 3: onload on <svg>",
            #"line 24: Post 3: xlink:href="javascript:alert(6)" on <a>"#,
            #"line 24: Post 3: <form action="javascript:alert(7)">"#,
        ])
        XCTAssertTrue(report.lines.contains { $0.hasPrefix("Removed 9 elements or attributes of imported HTML") }, "\(report.lines)")

        let output = root.appendingPathComponent("public")
        // The posts' image, which an import with its uploads folder would have copied.
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/static"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ImportTests.fixtures.appendingPathComponent("uploads/2011/10/rows.png"), to: site.appendingPathComponent("content/static/a.png"))
        let built = try SiteBuild(options: Fixture.options(source: site, output: output)).run()
        XCTAssertEqual(built.files.filter { $0.path.hasSuffix(".html") }.count > 3, true)
        for file in built.files where file.path.hasSuffix(".html") || file.path.hasSuffix(".xml") {
            let text = String(decoding: file.contents, as: UTF8.self)
            XCTAssertFalse(text.lowercased().contains("javascript:") || text.lowercased().contains("vbscript:"), file.path)
            // The theme's own head (its stylesheet, its script) and a redirect's refresh are not the posts'.
            let body = text.range(of: "<main").flatMap { start in text.range(of: "</main>").map { String(text[start.lowerBound..<$0.upperBound]) } }
            XCTAssertEqual(Self.scripts(inBuiltHTML: body ?? text, elementsToo: body != nil), [], file.path)
        }
        let post = String(decoding: try XCTUnwrap(built.files.first { $0.path == "2020/01/post-1/index.html" }).contents, as: UTF8.self)
        XCTAssertTrue(post.contains("Hello there"), "the link's text stays, without the link")
    }

    /// What navigates, submits, loads a style sheet or covers the page goes with what would run,
    /// each named in the report; a harmless style stays.
    func testScriptsRefreshesFormsAndStylesAreRemoved() {
        let html = #"<p>Before</p><script>alert(1)</script><meta http-equiv="refresh" content="0;url=https://evil.example/">"#
            + #"<base href="https://evil.example/"><form action="https://evil.example/"><input type="password" name="p"><button>Log in</button></form>"#
            + #"<link rel="stylesheet" href="https://evil.example/x.css"><style>@import url(https://evil.example/y.css);</style>"#
            + #"<div style="position:fixed;inset:0;z-index:99999;background:white">Overlay</div><p style="text-align:center">After</p>"#
            + #"<p><span style="pos/**/ition:fixed">hidden</span><script src="https://evil.example/x.js"></script><object data="/x.swf"></object></p>"#
        let conversion = HTMLToMarkdown().convert(html)
        XCTAssertEqual(conversion.markdown, "Before\n\nOverlay\n\n<p style=\"text-align:center\">After</p>\n\nhidden\n")
        XCTAssertEqual(conversion.removals.map(\.description), [
            "<script>", #"<meta http-equiv="refresh" content="0;url=https://evil.example/">"#, #"<base href="https://evil.example/">"#,
            #"<form action="https://evil.example/">"#, #"<link rel="stylesheet" href="https://evil.example/x.css">"#, "<style>",
            #"style="position:fixed;inset:0;z-index:99999;bac…" on <div>"#, #"style="pos/**/ition:fixed" on <span>"#,
            #"<script src="https://evil.example/x.js">"#, #"<object data="/x.swf">"#,
        ])
        assertNothingRuns(html)
    }

    /// Raw HTML in a Hugo or Jekyll post reaches the page as written: it is cleaned as an
    /// export's HTML is, its embeds become shortcodes, and code stays code.
    func testRawHTMLInImportedMarkdownIsCleanedToo() {
        let markdown = "Hi <img src=\"/a.png\" onerror=\"alert(1)\"> and <a href=\" JaVaScRiPt:alert(2)\" title=\"t\">this</a>.\n\n"
            + "<script>alert(3)</script>\n\n<iframe src=\"https://www.youtube.com/embed/dQw4w9WgXcQ\"></iframe>\n\n"
            + "<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example/\">\n\n"
            + "Code `<script>alert(4)</script>` stays:\n\n```html\n<img src=x onerror=alert(5)>\n```\n"
        let cleaned = ImportedMarkdownHTML.clean(markdown)
        XCTAssertEqual(cleaned.markdown, "Hi <img src=\"/a.png\"> and <a title=\"t\">this</a>.\n\n\n\n{{< youtube dQw4w9WgXcQ >}}\n\n\n\n"
            + "Code `<script>alert(4)</script>` stays:\n\n```html\n<img src=x onerror=alert(5)>\n```\n")
        XCTAssertEqual(cleaned.removals.map { "\($0.line): \($0.removal)" }, [
            "1: onerror on <img>", #"1: href=" JaVaScRiPt:alert(2)" on <a>"#, "3: <script>",
            #"7: <meta http-equiv="refresh" content="0;url=https://evil.example/">"#,
        ])
    }

    /// HTML in a quote or a list, whose lines have markers before them, and a tag over two lines.
    func testRawHTMLInQuotesListsAndOverLinesIsCleaned() {
        let markdown = "> <div class=\"n\">\n> <img src=\"/a.png\" onerror=\"alert(1)\">\n> </div>\n\n"
            + "- item\n\n  <div>\n  <script>alert(2)</script>\n  </div>\n\nSee <img src=\"/b.png\"\nonerror=\"alert(3)\"> here.\n"
        let cleaned = ImportedMarkdownHTML.clean(markdown)
        XCTAssertEqual(cleaned.markdown, "> <div class=\"n\">\n> <img src=\"/a.png\">\n> </div>\n\n"
            + "- item\n\n  <div>\n  </div>\n\nSee <img src=\"/b.png\"> here.\n")
        XCTAssertEqual(cleaned.removals.map { "\($0.line): \($0.removal)" }, ["1: onerror on <img>", "7: <script>", "11: onerror on <img>"])
        XCTAssertEqual(Self.scripts(inBuiltHTML: MarkdownRenderer(smartPunctuation: false).render(cleaned.markdown).html), [])
    }

    /// A Markdown link or image to a script URL in a Hugo or Jekyll post, however written, leads
    /// nowhere; other links and code stay as written.
    /// An `<embed>` or `<input>` holds nothing; libxml2 nests what follows it inside, and that
    /// text is the post's, kept when the element goes.
    func testTheTextAfterARemovedEmbedStays() {
        for html in [#"<p>a</p>\n<embed src="https://evil.example/x.swf">\n<p>after</p>\n<p>more</p>"#,
                     #"<p>a</p>\n<object data="x.swf"></object><embed src="x.swf">\n<p>after</p>\n<p>more</p>"#,
                     #"<p>a <input type="password" name="p"> after</p>\n<p>more</p>"#] {
            let markdown = HTMLToMarkdown.convert(html)
            XCTAssertTrue(markdown.contains("after") && markdown.contains("more"), "\(html) → \(markdown)")
            XCTAssertFalse(markdown.contains("embed") || markdown.contains("input") || markdown.contains("swf"), markdown)
        }
    }

    /// Code among words (a `<pre>` inside emphasis or a link, as broken exports have it) stays
    /// code: a fence there would not start a line, and the code would be read as HTML (found by
    /// the import fuzz target).
    func testCodeAmongWordsStaysCode() {
        for html in [#"<p><em>see <pre><code>&lt;svg onload="alert(1)"&gt;</code></pre> here</em></p>"#,
                     #"<p><a href="/x">see <pre>&lt;img src=x onerror=alert(2)&gt;</pre></a></p>"#] {
            let markdown = HTMLToMarkdown.convert(html)
            let rendered = MarkdownRenderer(smartPunctuation: false).render(markdown).html
            XCTAssertEqual(Self.scripts(inBuiltHTML: rendered), [], "\(html) → \(markdown) → \(rendered)")
            XCTAssertTrue(rendered.contains("<code>&lt;"), rendered)
        }
    }

    func testScriptLinksInImportedMarkdownLeadNowhere() {
        let markdown = "See [x](javascript:alert(1)), [y](java&#115;cript:alert(2) \"t\") and ![i](<JavaScript:alert(3)>).\n"
            + "[ok](https://example.com/a_(b)) and [ref][r].\n\n[r]: vbscript:msgbox(4)\n\n```\n[c](javascript:alert(5))\n```\n"
        let cleaned = ImportedMarkdownHTML.clean(markdown)
        XCTAssertEqual(cleaned.markdown, "See [x](#), [y](# \"t\") and ![i](#).\n"
            + "[ok](https://example.com/a_(b)) and [ref][r].\n\n[r]: #\n\n```\n[c](javascript:alert(5))\n```\n")
        XCTAssertEqual(cleaned.removals.map { "\($0.line): \($0.removal)" }, [
            #"1: href="javascript:alert(1)" on <a>"#, #"1: href="javascript:alert(2)" on <a>"#, #"1: href="JavaScript:alert(3)" on <a>"#,
            #"4: href="vbscript:msgbox(4)" on <a>"#,
        ])
        XCTAssertEqual(Self.scripts(inBuiltHTML: MarkdownRenderer(smartPunctuation: false).render(cleaned.markdown).html), [])

        // Autolinks show as text; a harmless one stays a link.
        let autolinks = ImportedMarkdownHTML.clean("<JavaScript:alert(6)> <vbscript:x> <data:text/html;base64,PHNjcmlwdD4=> <https://ok.example/>\n")
        XCTAssertEqual(autolinks.markdown, #"\<JavaScript:alert(6)\> \<vbscript:x\> \<data:text/html;base64,PHNjcmlwdD4=\> <https://ok.example/>"# + "\n")
        XCTAssertEqual(autolinks.removals.count, 3)
        let html = MarkdownRenderer(smartPunctuation: false).render(autolinks.markdown).html
        XCTAssertEqual(Self.scripts(inBuiltHTML: html), [])
        XCTAssertTrue(html.contains("&lt;JavaScript:alert(6)&gt;") && html.contains(#"<a href="https://ok.example/">"#), html)
    }

    /// The whole way for Hugo and Jekyll: their posts' hostile HTML is gone from the files the
    /// import writes and from every page built from them, and the report names it at its line.
    func testHugoAndJekyllPostsRunNoScriptAfterImport() throws {
        let root = try Fixture.temporaryDirectory()
        let site = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ImportTests.fixtures.appendingPathComponent("site/content"), to: site.appendingPathComponent("content"))
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let body = "Hi <img src=\"/a.png\" onerror=\"alert(1)\"> and [x](/y).\n\n<script>alert(2)</script>\n\n"
            + "<a href=\"javascript:alert(3)\">link</a> <details ontoggle=\"alert(4)\" open>d</details>\n\n"
            + "<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example/\">\n\n[md](javascript:alert(5))\n"
        try write("hugo/hugo.toml", "title = \"H\"\n")
        try write("hugo/content/posts/hostile.md", "+++\ntitle = \"Hostile\"\ndate = 2020-01-01\n+++\n" + body)
        try write("jekyll/_config.yml", "title: J\n")
        try write("jekyll/_posts/2020-01-02-hostile-too.md", "---\ntitle: Hostile too\n---\n" + body)
        let hugo = try SiteImporter(siteFolder: site).run(root.appendingPathComponent("hugo"), format: .hugo)
        let jekyll = try SiteImporter(siteFolder: site).run(root.appendingPathComponent("jekyll"), format: .jekyll)
        XCTAssertEqual(hugo.removedFromHTML.first, "content/posts/hostile.md:5: Hostile: onerror on <img>")
        XCTAssertEqual(jekyll.removedFromHTML.count, 6, "\(jekyll.removedFromHTML)")
        for path in hugo.written + jekyll.written {
            let text = try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(Self.scripts(inBuiltHTML: text), [], path)
        }
        let built = try SiteBuild(options: Fixture.options(source: site, output: root.appendingPathComponent("public"))).run()
        for file in built.files where file.path.hasSuffix(".html") {
            let text = String(decoding: file.contents, as: UTF8.self)
            guard let start = text.range(of: "<main"), let end = text.range(of: "</main>") else { continue }
            XCTAssertEqual(Self.scripts(inBuiltHTML: String(text[start.lowerBound..<end.upperBound])), [], file.path)
        }
    }

    /// `markdown.tag_filter` is a real filter: nothing a post's author writes runs.
    func testTagFilterLetsNothingRun() {
        let filtering = MarkdownRenderer(smartPunctuation: false, filtersTags: true)
        for markdown in [
            "<img src=x onerror=alert(1)>", "a <svg onload=alert(1)></svg> b", "<details ontoggle=alert(1) open>x</details>",
            "<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example/\">", "[x](javascript:alert(1))", "![x]( JaVaScRiPt:alert(1))",
            "<a href=\"&#106;avascript:alert(1)\">x</a>", "<div style=\"position:fixed;inset:0\">x</div>", "<form><input type=password></form>",
            "> <img src=x\n> onerror=alert(1)>", "- <base href=\"https://evil.example/\">",
            "<div>x</div><img src=x onerror=alert(1)>", "<div title='>'>x</div><img src=x onerror=alert(1)>\n",
            "a <a href=\"javascript&colon;alert(1)\">x</a>", "<p><a href=\"java&Tab;script&colon;alert(1)\">x</a></p>\n",
        ] {
            let html = filtering.render(markdown).html
            XCTAssertEqual(Self.scripts(inBuiltHTML: html), [], html)
        }
        // What a browser reads as text and libxml2 as markup is written again from what was checked.
        for markdown in ["<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></p></noscript>\n",
                         "<xmp><p title=\"</xmp><img src=x onerror=alert(1)>\"></p></xmp>\n"] {
            let html = filtering.render(markdown).html
            XCTAssertFalse(html.contains("</noscript><img") || html.contains("</xmp><img"), html)
        }
        // A block without its last line break is not one tag, however it ends.
        XCTAssertEqual(HTMLSanitizer.cleanRaw("<div>x</div><img src=x onerror=alert(1)>").html, "<div>x</div><img src=\"x\">")
        XCTAssertEqual(HTMLSanitizer.cleanRaw("<a title='>' onclick=\"x()\">").html, "<a title=\"&gt;\">")
        XCTAssertEqual(filtering.render("<b title=\"t\">bold</b> <img src=\"/a.png\" alt=\"a\">\n\n<div class=\"x\">\n\n*y*\n\n</div>\n").html,
                       "<p><b title=\"t\">bold</b> <img src=\"/a.png\" alt=\"a\"></p>\n<div class=\"x\">\n<p><em>y</em></p>\n</div>\n",
                       "harmless HTML stays as written")
    }

    /// Another change decides what becomes of embeds; until then they are imported as they were.
    /// Players and gists become the default theme's shortcodes, which load nothing until the
    /// reader asks; another site's frame, which would load and run its page as the reader opens
    /// this one, becomes a link to that page.
    func testEmbedsBecomeTheThemesShortcodes() {
        let embeds = [
            (#"<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=42" width="560" height="315" allowfullscreen=""></iframe>"#,
             #"{{< youtube dQw4w9WgXcQ start="42" >}}"#),
            (#"<p><iframe src="https://player.vimeo.com/video/76979871" title="The talk" width="640"></iframe></p>"#, #"{{< vimeo 76979871 title="The talk" >}}"#),
            (#"<script src="https://gist.github.com/ada/0123456789abcdef.js?file=main.swift"></script>"#, #"{{< gist ada 0123456789abcdef file="main.swift" >}}"#),
            (#"<video controls poster="/p.png"><source src="/m/demo.mp4"></video>"#, #"{{< video src="/m/demo.mp4" poster="/p.png" >}}"#),
            (#"<iframe src="https://maps.example/embed?q=x"></iframe>"#, #"[Embedded content from maps.example](https://maps.example/embed?q=x)"#),
            (#"<p><iframe src="//forms.example/f/1" title="Sign up"></iframe></p>"#, #"[Sign up](https://forms.example/f/1)"#),
        ]
        for (embed, markdown) in embeds {
            XCTAssertEqual(HTMLToMarkdown.convert(embed), markdown + "\n")
        }
    }

    /// CodePen's, Speaker Deck's and SlideShare's players (and Speaker Deck's script) become the
    /// default theme's shortcodes; a tweet's quote is its text already and stays, its script goes.
    func testSlidesPensAndPostsBecomeShortcodesOrText() {
        let embeds = [
            (#"<iframe height="300" src="https://codepen.io/ada/embed/preview/xYzAbC?default-tab=result" title="Progress"></iframe>"#,
             #"{{< codepen ada xYzAbC title="Progress" >}}"#),
            (#"<iframe src="//speakerdeck.com/player/4f2a1e0b9c8d7e6f" width="710" allowfullscreen="true"></iframe>"#, "{{< speakerdeck 4f2a1e0b9c8d7e6f >}}"),
            (#"<script async class="speakerdeck-embed" data-id="4f2a1e0b9c8d7e6f" data-ratio="1.77" src="//speakerdeck.com/assets/embed.js"></script>"#,
             "{{< speakerdeck 4f2a1e0b9c8d7e6f >}}"),
            (#"<iframe src="https://www.slideshare.net/slideshow/embed_code/key/AbCdEf123456" width="595"></iframe>"#, "{{< slideshare AbCdEf123456 >}}"),
        ]
        for (embed, markdown) in embeds {
            XCTAssertEqual(HTMLToMarkdown.convert(embed), markdown + "\n")
        }
        // WordPress's `wp:html` blocks, as wpautop leaves them, and a player deep in HTML kept as it is.
        let blocks = HTMLToMarkdown().convert(WordPressMarkup.expand(
            "<!-- wp:html -->\n<script async class=\"speakerdeck-embed\" data-id=\"5a4b3c2d1e0f\" src=\"//speakerdeck.com/assets/embed.js\"></script>\n<!-- /wp:html -->\n\n"
                + "<!-- wp:html -->\n<script src=\"https://gist.github.com/ada/0123456789abcdef.js\"></script>\n<!-- /wp:html -->\n\n"
                + "<div class=\"video-wrap\"><p>Watch:</p><iframe src=\"https://player.vimeo.com/video/76979871\"></iframe></div>"))
        XCTAssertEqual(blocks.markdown, "{{< speakerdeck 5a4b3c2d1e0f >}}\n\n{{< gist ada 0123456789abcdef >}}\n\n"
            + "<div class=\"video-wrap\"><p>Watch:</p>{{< vimeo 76979871 >}}</div>\n")
        XCTAssertEqual(blocks.removals, [])
        let tweet = HTMLToMarkdown().convert(#"<blockquote class="twitter-tweet"><p lang="en" dir="ltr">Shipped!</p>&mdash; Ada (@ada) "#
            + #"<a href="https://twitter.com/ada/status/20?ref_src=twsrc%5Etfw">March 1, 2020</a></blockquote> "#
            + #"<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>"#)
        XCTAssertTrue(tweet.markdown.contains("Shipped!") && tweet.markdown.contains("https://twitter.com/ada/status/20"), tweet.markdown)
        XCTAssertEqual(tweet.removals.map(\.description), [#"<script async="" src="https://platform.twitter.com/widgets.js" chars…>"#])
    }

    /// WordPress's embeds: `[embed]`, `[youtube]`, `[video]` and a player's URL on its own line;
    /// the same URL in code stays code.
    func testWordPressEmbedsBecomeShortcodesButCodeStaysCode() {
        let content = "[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ[/embed]\n\n[youtube https://youtu.be/abcdefghijk]\n\nhttps://vimeo.com/76979871\n\n"
            + "[video mp4=\"/wp-content/uploads/demo.mp4\"][/video]\n\nSee https://vimeo.com/1 inline.\n\n[code]\nhttps://vimeo.com/76979871\n[/code]\n\n"
            + "<!-- wp:embed {\"url\":\"https://vimeo.com/2\"} -->\n<figure class=\"wp-block-embed is-type-video\"><div class=\"wp-block-embed__wrapper\">\n"
            + "https://vimeo.com/22\n</div></figure>\n<!-- /wp:embed -->"
        let markdown = HTMLToMarkdown.convert(WordPressMarkup.expand(content))
        XCTAssertEqual(markdown.components(separatedBy: "\n\n"), [
            "{{< youtube dQw4w9WgXcQ >}}", "{{< youtube abcdefghijk >}}", "{{< vimeo 76979871 >}}", #"{{< video src="/wp-content/uploads/demo.mp4" >}}"#,
            "See https://vimeo.com/1 inline.", "```\nhttps://vimeo.com/76979871\n```", "{{< vimeo 22 >}}\n",
        ])
    }
}

extension SanitizingImportTests {
    /// Converts `html` as an import does, renders it as a build does, and fails when the result
    /// has an event handler or a script URL in any attribute.
    func assertNothingRuns(_ html: String, file: StaticString = #filePath, line: UInt = #line) {
        let markdown = HTMLToMarkdown.convert(html)
        let built = MarkdownRenderer(smartPunctuation: false).render(markdown).html
        for problem in Self.scripts(inBuiltHTML: built) {
            XCTFail("\(problem)\nfrom: \(html)\nMarkdown: \(markdown)\nbuilt: \(built)", file: file, line: line)
        }
    }

    /// Every element and attribute of `html` that a browser would run, or that would navigate,
    /// submit or restyle the page, read without the sanitiser's own rules: those elements, any
    /// `on…` name, any value that has a script scheme once spaces, controls and case are gone, and
    /// a fixed box.
    static func scripts(inBuiltHTML html: String, elementsToo: Bool = true) -> [String] {
        let elements: Set = elementsToo ? ["script", "meta", "base", "form", "input", "link", "style", "object", "embed"] : []
        func scan(_ nodes: [MarkupNode]) -> [String] {
            nodes.flatMap { node -> [String] in
                guard case .element(let element) = node else { return [] }
                if elements.contains(element.name) { return [element.startTag] }
                if let style = element[attribute: "style"], style.replacingOccurrences(of: " ", with: "").contains("position:fixed") {
                    return [element.startTag]
                }
                let found = element.attributes.compactMap { attribute -> String? in
                    let squeezed = String(attribute.value.unicodeScalars.filter { $0.value > 0x20 && !$0.properties.isWhitespace }
                        .map(Character.init)).lowercased()
                    let script = ["javascript:", "vbscript:", "data:text", "data:image/svg"].contains { squeezed.contains($0) }
                    return attribute.name.hasPrefix("on") || script || attribute.name == "srcdoc"
                        ? "<\(element.name) \(attribute.name)=\"\(attribute.value)\">" : nil
                }
                return found + scan(element.children)
            }
        }
        // HTML5's references, which libxml2 leaves as written and a browser decodes (`&amp;colon;` is no such one).
        let decoded = html.replacingOccurrences(of: "&colon;", with: ":").replacingOccurrences(of: "&Tab;", with: "&#9;")
            .replacingOccurrences(of: "&NewLine;", with: "&#10;")
        return scan(LibXML.parseHTMLFragment(decoded))
    }
}
