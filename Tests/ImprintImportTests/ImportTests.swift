import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// `imprint import`: a WordPress export and feeds written for these tests, imported into a site,
/// built and checked; every old permalink must redirect, and every page must show the same text.
final class ImportTests: XCTestCase {
    var site: URL!
    /// The exports, old sites and site these tests import from and into.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/import")
    /// Old Jekyll and Octopress sites whose links between posts an import keeps.
    static let linkFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/links")

    override func setUpWithError() throws {
        site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("site/content"), to: site.appendingPathComponent("content"))
    }

    func testAWordPressExportBuildsAndKeepsEveryOldURL() throws {
        let report = try SiteImporter(siteFolder: site, uploads: Self.fixtures.appendingPathComponent("uploads"))
            .run(Self.fixtures.appendingPathComponent("wordpress.xml"), format: .wordpress)
        XCTAssertEqual(report.written, [
            "content/posts/2011-10-12-caching-row-heights.md", "content/posts/2011-10-12-caching-row-heights-2.md",
            "content/posts/2012-01-05-notes-for-a-later-post.md", "content/posts/2012-03-01-über-unicode-slugs.md", "content/pages/about.md",
        ])
        XCTAssertEqual(report.drafts, 2, "a draft and a private post")
        XCTAssertEqual(report.skipped.count, 3, "an attachment, a menu item and a post in the trash")
        XCTAssertEqual(report.renamed.count, 1)
        XCTAssertEqual(report.commentsKept, 9)
        XCTAssertEqual(report.attachmentsCopied, ["content/assets/uploads/2011/10/rows.png"])
        XCTAssertEqual(report.oldURLsNotRedirected, [], "?p=40, a plain permalink, is redirected as the short links are")

        let post = try text("content/posts/2011-10-12-caching-row-heights.md")
        XCTAssertTrue(post.hasPrefix("""
            ---
            title: "Caching table view row heights"
            date: 2011-10-12T11:30:00+02:00
            updated: 2011-11-02T18:00:00+01:00
            tags: ["Cocoa", "Performance", "Objective-C"]
            summary: "Why scrolling stuttered, and the fix."
            aliases: ["/2011/10/12/caching-row-heights/", "/?p=12"]
            import_id: "wordpress:https://old.example/?p=12"
            ---
            """), post)
        XCTAssertTrue(post.contains("```objc\n- (CGFloat)tableView:"), "[code lang=\"objc\"] is a fenced block")
        XCTAssertTrue(post.contains("<figure><img src=\"/assets/uploads/2011/10/rows.png\""), "[caption] is a figure, its image copied")
        XCTAssertTrue(try text("content/posts/2012-01-05-notes-for-a-later-post.md").contains("draft: true"))

        let files = try assertBuildsAndLinksHold(includeDrafts: true)
        for old in ["2011/10/12/caching-row-heights/index.html", "2011/10/12/caching-row-heights-2/index.html", "about-me/index.html", "p/12/index.html", "p/40/index.html"] {
            let redirect = try XCTUnwrap(files[old], "no redirect at \(old)")
            XCTAssertTrue(String(decoding: redirect, as: UTF8.self).contains("http-equiv=\"refresh\""), old)
        }
        let redirects = String(decoding: try XCTUnwrap(files["_redirects"]), as: UTF8.self)
        XCTAssertTrue(redirects.hasPrefix("/ p=:p /p/:p/ 301!\n") && redirects.contains("\n/p/12/ /2011/10/caching-row-heights/ 301\n"),
                      "on Netlify, /?p=12 goes to /p/12/, which redirects to the post\n\(redirects)")
        let unchanged = try XCTUnwrap(files["2012/03/über-unicode-slugs/index.html"], "a post whose URL is the same as before needs no redirect")
        XCTAssertTrue(String(decoding: unchanged, as: UTF8.self).contains("Slugs in <strong>any</strong> script."))
        try assertVisibleTextKept(WordPressExport.read(LibXML.parseXML(Data(contentsOf: Self.fixtures.appendingPathComponent("wordpress.xml")))))
    }

    /// Markdown links and images get base_url's path when the site is built; what stays HTML (a
    /// figure, a table) gets it when imported.
    func testUnderABasePathEveryLinkStillLands() throws {
        let config = site.appendingPathComponent("content/site.yml")
        try Data(try String(contentsOf: config, encoding: .utf8).replacingOccurrences(of: "https://new.example/", with: "https://new.example/blog/").utf8).write(to: config)
        _ = try SiteImporter(siteFolder: site, uploads: Self.fixtures.appendingPathComponent("uploads"))
            .run(Self.fixtures.appendingPathComponent("wordpress.xml"), format: .wordpress)
        XCTAssertTrue(try text("content/posts/2011-10-12-caching-row-heights.md").contains("<img src=\"/blog/assets/uploads/2011/10/rows.png\""))
        _ = try assertBuildsAndLinksHold(includeDrafts: true)
    }

    func testRSSAndAtomFeedsImport() throws {
        for (name, count) in [("feed.xml", 2), ("atom.xml", 2)] {
            try FileManager.default.removeItem(at: site.appendingPathComponent("content"))
            try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("site/content"), to: site.appendingPathComponent("content"))
            let report = try SiteImporter(siteFolder: site).run(Self.fixtures.appendingPathComponent(name), format: .feed)
            XCTAssertEqual(report.written.count, count, name)
            let files = try assertBuildsAndLinksHold(includeDrafts: false)
            let source = try FeedArchive.read(LibXML.parseXML(Data(contentsOf: Self.fixtures.appendingPathComponent(name))))
            for item in source.items {
                let old = try XCTUnwrap(URLComponents(string: item.link ?? "")).path
                XCTAssertNotNil(files[OutputFile.path(forSitePath: OutputPath.directoryPath(old))], "\(name): no redirect for \(old)")
            }
            try assertVisibleTextKept(source)
        }
        XCTAssertTrue(try text("content/posts/2018-06-01-swift-on-the-server.md").contains("updated: 2018-06-02T10:00:00+02:00"))
    }

    func testMalformedXMLNamesItsLineAndWritesNothing() throws {
        let before = try Fixture.files(under: site)
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(Self.fixtures.appendingPathComponent("malformed.xml"), format: .feed)) { error in
            XCTAssertEqual(error as? ImportError, .malformed(line: 5, column: 31, message: "Opening and ending tag mismatch: title line 5 and item"))
        }
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(Self.fixtures.appendingPathComponent("feed.xml"), format: .wordpress)) { error in
            XCTAssertEqual((error as? ImportError)?.describe(file: "feed.xml"),
                           "feed.xml: error: this is not a WordPress export (WXR): an <rss> document with the wp: namespace; nothing was written")
        }
        XCTAssertEqual(try Fixture.files(under: site), before)
    }

    func testADryRunReportsAndWritesNothing() throws {
        let before = try Fixture.files(under: site)
        let report = try SiteImporter(siteFolder: site, dryRun: true).run(Self.fixtures.appendingPathComponent("wordpress.xml"), format: .wordpress)
        XCTAssertEqual(report.written.count, 5)
        XCTAssertEqual(report.lines.first, "Would import 5 items (4 posts, 1 page, 2 as drafts, 3 skipped). Nothing was written (--dry-run).")
        XCTAssertEqual(try Fixture.files(under: site), before)
    }

    /// A second import of the same export writes nothing and reports each item as there already;
    /// the site still builds (it once wrote every item again as `-2` files, with 76 alias errors).
    func testASecondImportChangesNothing() throws {
        let export = Self.fixtures.appendingPathComponent("wordpress.xml")
        let first = try SiteImporter(siteFolder: site).run(export, format: .wordpress)
        let files = try Fixture.files(under: site)
        let second = try SiteImporter(siteFolder: site).run(export, format: .wordpress)
        XCTAssertEqual(second.written, [])
        XCTAssertEqual(second.alreadyImported.count, first.written.count)
        XCTAssertTrue(second.alreadyImported[0].hasPrefix("line 17: Caching table view row heights: the site has it (import_id wordpress:https://old.example/?p=12)"), "\(second.alreadyImported)")
        XCTAssertEqual(try Fixture.files(under: site), files)
        _ = try assertBuildsAndLinksHold(includeDrafts: true)
    }

    /// Into a site made by `imprint init`, whose starter about page has `/about/`: the imported
    /// about page's old URL takes the unchanged starter's place, and no alias lands on what
    /// Imprint makes (`/tags/`).
    func testAnImportIntoANewSiteBuildsWithoutAnAliasOnItsPages() throws {
        let fresh = try Fixture.temporaryDirectory().appendingPathComponent("fresh")
        _ = try Scaffold.initSite(at: fresh, force: false, now: Date(timeIntervalSince1970: 1_700_000_000))
        let export = try String(contentsOf: Self.fixtures.appendingPathComponent("wordpress.xml"), encoding: .utf8)
            .replacingOccurrences(of: "<link>https://old.example/about-me/</link>", with: "<link>https://old.example/about/</link>")
            .replacingOccurrences(of: "<link>https://old.example/2011/10/12/caching-row-heights-2/</link>", with: "<link>https://old.example/tags/</link>")
        let file = try Fixture.temporaryDirectory().appendingPathComponent("export.xml")
        try Data(export.utf8).write(to: file)
        let report = try SiteImporter(siteFolder: fresh).run(file, format: .wordpress)
        XCTAssertEqual(report.startersReplaced.first, "content/pages/about.md", "its old URL, /about/, is the imported page's alias")
        XCTAssertTrue(report.oldURLsNotRedirected.contains("https://old.example/tags/: /tags/ is under /tags/, which Imprint makes itself; no alias written"),
                      "\(report.oldURLsNotRedirected)")
        var options = Fixture.options(source: fresh, output: try Fixture.temporaryDirectory())
        options.includeDrafts = true
        XCTAssertNoThrow(try SiteBuild(options: options).generate())
    }

    /// Into a site just made by `imprint init`, the imported about page is `content/pages/about.md`
    /// at `/about/`, not `/about-2/` beside "Who writes here.": the starter about page and first
    /// post, unchanged since init, are replaced (the one case an import replaces a file), and the report says so.
    func testAnImportReplacesTheStarterFilesInitWrote() throws {
        let fresh = try Fixture.temporaryDirectory().appendingPathComponent("fresh")
        _ = try Scaffold.initSite(at: fresh, force: false, now: Date(timeIntervalSince1970: 1_700_000_000))
        let report = try SiteImporter(siteFolder: fresh).run(Self.fixtures.appendingPathComponent("jekyll"), format: .jekyll)
        XCTAssertTrue(report.written.contains("content/pages/about.md"), "\(report.written)")
        XCTAssertEqual(report.startersReplaced, ["content/pages/about.md", "content/posts/2023-11-14-hello.md", "content/projects/example.md"])
        XCTAssertTrue(report.lines.contains("Replaced the starter content/pages/about.md, unchanged since imprint init."), "\(report.lines)")
        var options = Fixture.options(source: fresh, output: try Fixture.temporaryDirectory())
        options.includeDrafts = true
        let files = try SiteBuild(options: options).generate().files
        let about = String(decoding: try XCTUnwrap(files.first { $0.path == "about/index.html" }).contents, as: UTF8.self)
        XCTAssertTrue(about.contains("This is the about page."), about)
        XCTAssertFalse(files.contains { $0.path.hasPrefix("about-2/") || $0.path.hasPrefix("2023/11/hello") })
    }

    /// A starter file changed since `imprint init` is the author's: kept, as every file of the site.
    func testAChangedStarterFileIsKept() throws {
        let fresh = try Fixture.temporaryDirectory().appendingPathComponent("fresh")
        _ = try Scaffold.initSite(at: fresh, force: false, now: Date(timeIntervalSince1970: 1_700_000_000))
        try Fixture.append("I write about Swift.\n", to: fresh.appendingPathComponent("content/pages/about.md"))
        let report = try SiteImporter(siteFolder: fresh).run(Self.fixtures.appendingPathComponent("jekyll"), format: .jekyll)
        XCTAssertTrue(report.written.contains("content/pages/about-2.md"), "\(report.written)")
        XCTAssertEqual(report.startersReplaced, ["content/posts/2023-11-14-hello.md", "content/projects/example.md"])
        XCTAssertTrue(try String(contentsOf: fresh.appendingPathComponent("content/pages/about.md"), encoding: .utf8).hasSuffix("I write about Swift.\n"))
    }

    /// Only what the old blog showed everyone is published: a password, `private` or `pending`
    /// makes a draft, and the report says why; a scheduled post keeps its date. "Uncategorized"
    /// is no tag, and SyntaxHighlighter's shortcodes are code blocks with their text as written.
    func testPrivateItemsBecomeDraftsAndCodeShortcodesStayCode() throws {
        func item(_ id: Int, _ status: String, password: String = "", content: String = "Text.") -> String {
            """
            <item><title>Item \(id)</title><link>https://old.example/\(id)/</link><guid isPermaLink="false">https://old.example/?p=\(id)</guid>
            <wp:post_id>\(id)</wp:post_id><wp:post_date>2012-0\(id)-01 10:00:00</wp:post_date><wp:post_date_gmt>2012-0\(id)-01 09:00:00</wp:post_date_gmt>
            <wp:post_name>item-\(id)</wp:post_name><wp:status>\(status)</wp:status><wp:post_type>post</wp:post_type><wp:post_password>\(password)</wp:post_password>
            <category domain="category" nicename="uncategorized"><![CDATA[Uncategorized]]></category>
            <content:encoded><![CDATA[\(content)]]></content:encoded></item>
            """
        }
        let code = "Before.\n\n[csharp]\nif (a < b) {\n    Say(\"it's\");\n}\n[/csharp]\n\n[sourcecode language=\"objc\"]\n@end\n[/sourcecode]\n\n[plain]x  *y*[/plain]"
        let export = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
            <channel><title>Old</title><wp:wxr_version>1.2</wp:wxr_version>
            \(item(1, "publish", password: "secret"))\(item(2, "private"))\(item(3, "pending"))\(item(4, "future"))\(item(5, "publish", content: code))
            </channel></rss>
            """
        let file = try Fixture.temporaryDirectory().appendingPathComponent("export.xml")
        try Data(export.utf8).write(to: file)
        let report = try SiteImporter(siteFolder: site).run(file, format: .wordpress)
        XCTAssertEqual(report.draftReasons, [
            "content/posts/2012-01-01-item-1.md: password-protected on WordPress", "content/posts/2012-02-01-item-2.md: private on WordPress",
            "content/posts/2012-03-01-item-3.md: pending review on WordPress",
        ])
        XCTAssertFalse(try text("content/posts/2012-04-01-item-4.md").contains("draft:"), "a scheduled post is published when its date comes")
        XCTAssertEqual(report.scheduled, ["content/posts/2012-04-01-item-4.md: appears on 2012-04-01T10:00:00+01:00"])
        XCTAssertFalse(try text("content/posts/2012-04-01-item-4.md").contains("Uncategorized"))
        let withCode = try text("content/posts/2012-05-01-item-5.md")
        XCTAssertTrue(withCode.contains("```csharp\nif (a < b) {\n    Say(\"it's\");\n}\n```"), withCode)
        XCTAssertTrue(withCode.contains("```objc\n@end\n```"), withCode)
        XCTAssertTrue(withCode.contains("```\nx  *y*\n```"), withCode)
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNil(files["2012/01/item-1/index.html"], "a password-protected post is not published")
        XCTAssertFalse(files.values.contains { String(decoding: $0, as: UTF8.self).contains("Item 2") }, "nor a private one, anywhere")
    }

    /// A page has no drafts: a private page is left out, and the report says so. Newer Blogger
    /// exports say what an entry is in `<blogger:type>` and `<blogger:status>`.
    func testPrivatePagesAndBloggerDraftsAndCommentsStayUnpublished() throws {
        let wxr = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
            <channel><title>Old</title><wp:wxr_version>1.2</wp:wxr_version>
            <item><title>Team only</title><wp:post_name>team</wp:post_name><wp:status>private</wp:status><wp:post_type>page</wp:post_type>
            <content:encoded><![CDATA[Secret.]]></content:encoded></item></channel></rss>
            """
        let file = try Fixture.temporaryDirectory().appendingPathComponent("export.xml")
        try Data(wxr.utf8).write(to: file)
        let pages = try SiteImporter(siteFolder: site).run(file, format: .wordpress)
        XCTAssertEqual(pages.written, [])
        XCTAssertEqual(pages.skipped, ["line 4: Team only: a page that was not public (private on WordPress); pages have no drafts, so it is left out"])
        func entry(_ type: String, _ status: String, _ title: String) -> String {
            """
            <entry><id>tag:blogger.com,1999:blog-1.post-\(title.count)</id><published>2013-01-01T10:00:00.000+01:00</published>
            <blogger:type>\(type)</blogger:type><blogger:status>\(status)</blogger:status>
            <title type="text">\(title)</title><content type="html">\(title) text</content></entry>
            """
        }
        let atom = #"<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:blogger="http://schemas.google.com/blogger/2018">"#
            + entry("POST", "LIVE", "Live post") + entry("POST", "DRAFT", "Draft post here") + entry("COMMENT", "LIVE", "A reader's comment")
            + entry("POST", "SOFT_TRASHED", "Trashed one") + "</feed>"
        try Data(atom.utf8).write(to: file)
        let blogger = try SiteImporter(siteFolder: site).run(file, format: .feed)
        XCTAssertEqual(blogger.written.count, 3)
        XCTAssertEqual(blogger.drafts, 2)
        XCTAssertEqual(blogger.skipped, [])
        XCTAssertEqual(blogger.commentsLeftOut, [.withoutPost: 1], "a comment that names no post")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertFalse(files.values.contains { String(decoding: $0, as: UTF8.self).contains("Draft post here") || String(decoding: $0, as: UTF8.self).contains("Trashed one") })
    }

    /// A post WordPress split with `<!--nextpage-->` is one page; its later pages' URLs redirect to it.
    func testAPostInPagesIsOnePageAndItsPageURLsRedirect() throws {
        let export = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
            <channel><title>Old</title><wp:wxr_version>1.2</wp:wxr_version>
            <item><title>Long read</title><link>https://old.example/2012/01/long-read/</link><wp:post_date>2012-01-01 10:00:00</wp:post_date>
            <wp:post_name>long-read</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
            <content:encoded><![CDATA[Part one.<!--nextpage-->Part two.<!--nextpage-->Part three.]]></content:encoded></item>
            </channel></rss>
            """
        let file = try Fixture.temporaryDirectory().appendingPathComponent("export.xml")
        try Data(export.utf8).write(to: file)
        _ = try SiteImporter(siteFolder: site).run(file, format: .wordpress)
        let post = try text("content/posts/2012-01-01-long-read.md")
        XCTAssertTrue(post.contains(#"aliases: ["/2012/01/long-read/2/", "/2012/01/long-read/3/"]"#), "its own URL is the same as before: \(post)")
        XCTAssertTrue(post.contains("Part one.\n\nPart two.\n\nPart three."), post)
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files["2012/01/long-read/3/index.html"])
    }

    /// Gutenberg keeps footnotes in post meta: they come with the post, where `wp:footnotes` was.
    func testGutenbergFootnotesKeepTheirText() throws {
        let content = ##"<p>Claim<sup data-fn="f1" class="fn"><a href="#f1" id="f1-link">1</a></sup>.</p><!-- wp:footnotes /--><p>After.</p>"##
        let export = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
            <channel><title>Old</title><wp:wxr_version>1.2</wp:wxr_version>
            <item><title>Noted</title><wp:post_date>2012-01-01 10:00:00</wp:post_date><wp:post_name>noted</wp:post_name>
            <wp:status>publish</wp:status><wp:post_type>post</wp:post_type><content:encoded><![CDATA[\(content)]]></content:encoded>
            <wp:postmeta><wp:meta_key>footnotes</wp:meta_key><wp:meta_value><![CDATA[[{"content":"The <em>source</em>.","id":"f1"}]]]></wp:meta_value></wp:postmeta></item>
            </channel></rss>
            """
        let file = try Fixture.temporaryDirectory().appendingPathComponent("export.xml")
        try Data(export.utf8).write(to: file)
        _ = try SiteImporter(siteFolder: site).run(file, format: .wordpress)
        let post = try text("content/posts/2012-01-01-noted.md")
        XCTAssertTrue(post.contains(##"<li id="f1">The <em>source</em>. <a href="#f1-link">↩︎</a></li>"##), post)
        XCTAssertTrue(post.range(of: "wp-block-footnotes")!.lowerBound < post.range(of: "After.")!.lowerBound, "where the block was")
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    /// Blogger's export holds its settings (with the administrators' addresses), its template and
    /// its comments as Atom entries: only posts and pages are imported, a comment with its post
    /// (this one names none), and the kind is no tag.
    func testBloggerSettingsTemplateAndCommentsAreNotPosts() throws {
        func entry(_ kind: String, _ title: String) -> String {
            """
            <entry><id>tag:blogger.com,1999:blog-1.\(kind)-\(title.count)</id><published>2013-01-0\(title.count % 9 + 1)T10:00:00.000+01:00</published>
            <category scheme="http://schemas.google.com/g/2005#kind" term="http://schemas.google.com/blogger/2008/kind#\(kind)"/>
            <category scheme="http://www.blogger.com/atom/ns#" term="Swift"/>
            <title type="text">\(title)</title><content type="html">&lt;p&gt;\(title) text&lt;/p&gt;</content>
            <link rel="alternate" type="text/html" href="https://old.blogspot.com/2013/01/\(kind).html"/></entry>
            """
        }
        let export = "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\">" + entry("settings", "admin@example.org")
            + entry("template", "Layout") + entry("post", "A post") + entry("comment", "Nice one") + entry("page", "About Blogger") + "</feed>"
        let file = try Fixture.temporaryDirectory().appendingPathComponent("blogger.xml")
        try Data(export.utf8).write(to: file)
        let report = try SiteImporter(siteFolder: site).run(file, format: .feed)
        XCTAssertEqual(report.written, ["content/posts/2013-01-07-a-post.md", "content/pages/about-blogger.md"])
        XCTAssertEqual(report.skipped.map { $0.components(separatedBy: ": ").last! }, ["a Blogger settings entry, not a post or page",
            "a Blogger template entry, not a post or page"])
        XCTAssertEqual(report.commentsLeftOut, [.withoutPost: 1])
        XCTAssertEqual(try text("content/posts/2013-01-07-a-post.md").components(separatedBy: "\n").first { $0.hasPrefix("tags:") }, "tags: [\"Swift\"]")
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    /// A Blogger export as Blogger writes it: settings (the administrators' addresses) and the
    /// template are not posts, comments go with theirs; a draft stays one; code keeps its lines.
    func testABloggerExportImportsOnlyItsPostsAndPages() throws {
        let file = Self.fixtures.appendingPathComponent("blogger.xml")
        let report = try SiteImporter(siteFolder: site).run(file, format: .feed)
        XCTAssertEqual(report.written, [
            "content/posts/2013-11-04-key-value-observing-without-tears.md", "content/posts/2014-01-12-a-talk-on-core-animation.md",
            "content/posts/2014-02-20-half-written-thoughts-on-swift.md", "content/pages/about-this-blog.md",
        ])
        XCTAssertEqual(report.draftReasons, ["content/posts/2014-02-20-half-written-thoughts-on-swift.md: a draft in the feed"])
        XCTAssertEqual(report.skipped.count, 2, "\(report.skipped)")
        let kvo = try text("content/posts/2013-11-04-key-value-observing-without-tears.md")
        XCTAssertTrue(kvo.contains("[object addObserver:self\n         forKeyPath:@\"name\"\n            options:0 context:NULL];"), kvo)
        XCTAssertTrue(kvo.contains(#"tags: ["Cocoa", "Bindings"]"#), kvo)
        XCTAssertTrue(try text("content/posts/2014-01-12-a-talk-on-core-animation.md").contains("{{< youtube dQw4w9WgXcQ >}}"))
        let content = site.appendingPathComponent("content")
        let everything = try Fixture.files(under: content).map { try String(contentsOf: content.appendingPathComponent($0), encoding: .utf8) }.joined()
        for secret in ["ada@example.org", "b:skin"] {
            XCTAssertFalse(everything.contains(secret), "\(secret) is not published")
        }
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files["2013/11/kvo-without-tears.html"], "the old URL redirects")
        try assertVisibleTextKept(FeedArchive.read(LibXML.parseXML(Data(contentsOf: file))))
    }

    /// A Jekyll site's folder: posts, drafts and pages as Markdown with Liquid converted, static
    /// files at their old paths, every old URL an alias; it builds, its links hold, and a second
    /// import changes nothing.
    func testAJekyllSiteImportsBuildsAndKeepsItsURLs() throws {
        let folder = Self.fixtures.appendingPathComponent("jekyll")
        let report = try SiteImporter(siteFolder: site).run(folder, format: .jekyll)
        XCTAssertEqual(report.written, [
            report.written.first { $0.contains("unfinished-thoughts") } ?? "the draft, dated by its file",
            "content/posts/2013-05-10-welcome-to-jekyll.md", "content/posts/2013-06-01-second.md", "content/posts/2013-07-01-optionals-deep-dive.md",
            "content/pages/about.md",
        ])
        XCTAssertEqual(report.drafts, 1)
        XCTAssertEqual(report.staticCopied, ["content/assets/css/main.css", "content/static/favicon.ico", "content/static/images/logo.png"],
                       "not Gemfile, notes.txt (excluded), _layouts, or the theme's index.html")
        XCTAssertEqual(report.notConverted, [
            "index.html:1: a Liquid template (html) of the theme; Imprint makes its own, so it is left out",
        ])
        let welcome = try text("content/posts/2013-05-10-welcome-to-jekyll.md")
        for expected in [
            "date: 2013-05-10T13:01:00-07:00", #"tags: ["jekyll", "update"]"#, #"aliases: ["/2013/05/10/welcome-to-jekyll.html"]"#,
            "[the second post](@/posts/2013-06-01-second.md)", "<!--more-->", "![Logo](/images/logo.png)",
            "```ruby\ndef print_hi(name)\n  puts \"Hi, #{name}\"\nend\n```", "Templates write \\{{ page.title }} and \\{% if %}.",
            #"{{< youtube id="dQw4w9WgXcQ" >}}"#, "{{< comments >}}",
            "Welcome to **Welcome to Jekyll!** on Old Jekyll blog. Also see [Second post](@/posts/2013-06-01-second.md)",
            "[optionals](@/posts/2013-07-01-optionals-deep-dive.md)", "```liquid\n{% for post in site.posts %}{{ post.title }}{% endfor %}\n```",
            #"twitter_card: "summary""#,
        ] {
            XCTAssertTrue(welcome.contains(expected), "\(expected)\n\(welcome)")
        }
        let second = try text("content/posts/2013-06-01-second.md")
        XCTAssertTrue(second.contains(#"aliases: ["/2013/06/01/second.html", "/old-second/"]"#), second)
        XCTAssertTrue(second.contains("[home](/) and [about](@/pages/about.md)"), second)
        XCTAssertTrue(try text("content/pages/about.md").contains(#"aliases: ["/about-me/"]"#))
        XCTAssertEqual(report.shortcodesMade, ["templates/shortcodes/comments.mustache, from _includes/comments.html"],
                       "the site's include, not youtube.html, which is the built-in theme's youtube")
        XCTAssertTrue(try text("content/posts/2013-07-01-optionals-deep-dive.md").contains(#"aliases: ["/2013/07/02/optionals-deep-dive.html"]"#),
                      "Jekyll wrote the date in UTC, and :title is the slug")
        let files = try assertBuildsAndLinksHold(includeDrafts: true)
        XCTAssertNotNil(files["images/logo.png"], "the old image URL holds")
        XCTAssertNotNil(files["2013/05/10/welcome-to-jekyll.html"], "the old post URL redirects")
        let before = try Fixture.files(under: site)
        XCTAssertEqual(try SiteImporter(siteFolder: site).run(folder, format: .jekyll).written, [])
        XCTAssertEqual(try Fixture.files(under: site), before)
        // The WordPress blog's about page was at /about-me/ too: its import must not redirect it again.
        let wordpress = try SiteImporter(siteFolder: site).run(Self.fixtures.appendingPathComponent("wordpress.xml"), format: .wordpress)
        XCTAssertTrue(wordpress.oldURLsNotRedirected.contains("https://old.example/about-me/: /about-me/ is taken by a page or a redirect of the site; no alias written"),
                      "\(wordpress.oldURLsNotRedirected)")
        _ = try assertBuildsAndLinksHold(includeDrafts: true)
    }

    func testGalleriesAndAudioAreTheirImagesAndAPlayer() throws {
        func attachment(_ id: Int, _ name: String, caption: String) -> String {
            """
            <item><title>\(name)</title><wp:post_id>\(id)</wp:post_id><wp:post_parent>6</wp:post_parent><wp:post_type>attachment</wp:post_type>
            <excerpt:encoded><![CDATA[\(caption)]]></excerpt:encoded><wp:attachment_url>https://old.example/wp-content/uploads/2012/06/\(name)</wp:attachment_url></item>
            """
        }
        let export = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:wp="http://wordpress.org/export/1.2/">
            <channel><title>Old</title><wp:wxr_version>1.2</wp:wxr_version>
            \(attachment(20, "a.png", caption: "The first screen"))\(attachment(21, "b.png", caption: ""))
            <item><title>Screens</title><link>https://old.example/screens/</link><wp:post_id>6</wp:post_id><wp:post_date>2012-06-01 10:00:00</wp:post_date>
            <wp:post_name>screens</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type>
            <content:encoded><![CDATA[All of them:\n\n[gallery]\n\nThe second:\n\n[gallery ids="21"]\n\n[gallery ids="99"]\n\n[audio mp3="https://old.example/wp-content/uploads/2012/06/talk.mp3"][/audio]]]></content:encoded></item>
            </channel></rss>
            """
        let file = try Fixture.temporaryDirectory().appendingPathComponent("export.xml")
        try Data(export.utf8).write(to: file)
        _ = try SiteImporter(siteFolder: site).run(file, format: .wordpress)
        let post = try text("content/posts/2012-06-01-screens.md")
        for expected in [
            #"<figure><img src="https://old.example/wp-content/uploads/2012/06/a.png" alt="The first screen"><figcaption>The first screen</figcaption></figure>"#,
            #"<figure><img src="https://old.example/wp-content/uploads/2012/06/b.png" alt=""></figure>"#,
            #"<audio controls="" preload="metadata" src="https://old.example/wp-content/uploads/2012/06/talk.mp3"><a href="https://old.example/wp-content/uploads/2012/06/talk.mp3">talk.mp3</a></audio>"#,
        ] {
            XCTAssertTrue(post.contains(expected), "\(expected)\n\(post)")
        }
        XCTAssertEqual(post.components(separatedBy: "b.png").count - 1, 2, "b.png in the whole gallery and in the second\n\(post)")
        XCTAssertFalse(post.contains("[gallery"), "no shortcode is left as text")
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    func testAnAliasMayHaveOneQueryParameter() {
        XCTAssertNil(Slug.problem(withAlias: "/?p=12"))
        XCTAssertEqual(OutputPath.directoryPath("/archives.php?id=3"), "/archives.php/id/3/")
        for alias in ["/?p=12&q=1", "/?p", "/?p=<b>", "/x?p=1#top", "/?p=..", "/?p=."] {
            XCTAssertNotNil(Slug.problem(withAlias: alias), alias)
        }
    }

    func testAnExistingFileIsNeverReplaced() throws {
        let taken = site.appendingPathComponent("content/posts/2016-02-14-shipping-1-0.md")
        try FileManager.default.createDirectory(at: taken.deletingLastPathComponent(), withIntermediateDirectories: true)
        let mine = "---\ntitle: Mine\ndate: 2016-02-14\n---\nMy own post.\n"
        try Data(mine.utf8).write(to: taken)
        let report = try SiteImporter(siteFolder: site).run(Self.fixtures.appendingPathComponent("feed.xml"), format: .feed)
        XCTAssertEqual(try text("content/posts/2016-02-14-shipping-1-0.md"), mine)
        XCTAssertTrue(report.written.contains("content/posts/2016-02-14-shipping-1-0-2.md"), "\(report.written)")
        XCTAssertEqual(report.renamed, [
            "line 7: Shipping 1.0: shipping-1-0 → shipping-1-0-2 (content/posts/2016-02-14-shipping-1-0.md exists and is kept; "
                + "to have the imported one there instead, delete it and import again)",
        ])
    }
}

extension ImportTests {
    func text(_ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    /// Builds the site with the default theme, checks its links, and returns its files.
    func assertBuildsAndLinksHold(includeDrafts: Bool, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Data] {
        let output = site.appendingPathComponent("public")
        var options = Fixture.options(source: site, output: output)
        options.includeDrafts = includeDrafts
        let report = try SiteBuild(options: options).run()
        let links = try LinkChecker(root: output, base: report.baseURL).check()
        XCTAssertEqual(links.broken.map(\.description), [], file: file, line: line)
        return Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0.contents) })
    }

    /// Each imported item's Markdown shows the text its HTML showed (spaces aside; quotes kept
    /// straight, since WordPress curls them only when it shows a post, as Imprint does). An
    /// embed's shortcode stands for a player, which showed no text: it is left out.
    func assertVisibleTextKept(_ source: ImportSource, file: StaticString = #filePath, line: UInt = #line) throws {
        let renderer = MarkdownRenderer(smartPunctuation: false)
        for item in source.items {
            let markdown = HTMLToMarkdown.convert(item.html.replacingOccurrences(of: "https://old.example/wp-content/uploads/", with: "/assets/uploads/"))
                .replacing(/\{\{< (youtube|vimeo|gist|video) [^\n]*? >\}\}/, with: "")
            let shown = Self.visibleText(renderer.render(markdown).html)
            XCTAssertEqual(shown, Self.visibleText(item.html), "\(item.title)\n\(markdown)", file: file, line: line)
        }
    }

    static func visibleText(_ html: String) -> String {
        LibXML.parseHTMLFragment(html).map(\.visibleText).joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
