import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// The comments everyone could read on the old blog come with their posts and pages, in a
/// comments file beside each; spam, the trash, pending ones, pingbacks and trackbacks do not,
/// nor any commenter's e-mail, IP address or avatar.
extension ImportTests {
    func testWordPressCommentsAreKeptBesideTheirPostAndPage() throws {
        let report = try importFixture("wordpress.xml", format: .wordpress)
        XCTAssertEqual(report.lines.drop { !$0.hasPrefix("Kept") }.prefix(3), [
            "Kept 9 comments on 1 post and 1 page, 1 without a date, dated as its post or page; left out 1 spam, 2 trashed, 1 pending, 1 pingback, 1 trackback, 1 on items left out.",
            "  wrote content/posts/2011-10-12-caching-row-heights.comments.yml",
            "  wrote content/pages/about.comments.yml",
        ])
        XCTAssertEqual(try text("content/posts/2011-10-12-caching-row-heights.comments.yml"), #"""
            # Comments imported from WordPress (wordpress.xml) on 2025-12-01: shown under the post as a read-only archive.
            - id: "1"
              author: "Bob"
              url: "https://bob.example/"
              date: 2011-10-13T09:12:00+02:00
              html: "<p>Thanks!</p><p>This fixed my table,<br>finally.</p>"
            - id: "2"
              author: "Eve"
              date: 2011-10-13T10:00:00+02:00
              html: "<p>What about Auto Layout?</p>"
            - id: "3"
              parent: "2"
              author: "Ada"
              url: "https://old.example"
              date: 2011-10-13T11:30:00+02:00
              html: "<p>It caches too: use <code>estimatedRowHeight</code>.</p>"
            - id: "4"
              parent: "3"
              author: "Eve"
              date: 2011-10-14T08:05:00+02:00
              html: "<p>Thanks, <em>that</em> was it.</p>"
            - id: "7"
              author: "Kim"
              date: 2011-10-14T10:30:00+02:00
              html: "<p>Replying to the rude one: no.</p>"
            - id: "10"
              author: "Mallory"
              date: 2011-10-16T09:00:00+02:00
              html: "<p>&lt;script&gt;alert(1)&lt;/script&gt;Nice post</p>"
            - id: "11"
              author: "Tom & Jerry"
              date: 2011-10-16T10:00:00+02:00
              html: "<p>Adopt &lt;NSCopying&gt; &amp; implement -copyWithZone: \"quoted\" \\ back</p>"

            """#)
        XCTAssertEqual(try text("content/pages/about.comments.yml"), """
            # Comments imported from WordPress (wordpress.xml) on 2025-12-01: shown under the page as a read-only archive.
            - id: "30"
              author: "Anonymous"
              date: 2010-06-01T12:00:00+02:00
              html: "<p>Love the apps.</p>"
            - id: "33"
              author: "Lost Date"
              date: 2010-05-01T12:00:00+02:00
              html: "<p>A plugin lost my date.</p>"

            """)
        _ = try assertBuildsAndLinksHold(includeDrafts: true)
    }

    /// Read back as YAML, each comment is itself: a reply to a reply keeps its parent, and a
    /// reply to a comment left out (in the trash) stands alone.
    func testCommentThreadsAndTextSurviveAReadBack() throws {
        _ = try importFixture("wordpress.xml", format: .wordpress)
        let comments = try readComments("content/posts/2011-10-12-caching-row-heights.comments.yml")
        XCTAssertEqual(comments.map { $0["id"] }, ["1", "2", "3", "4", "7", "10", "11"])
        XCTAssertEqual(comments.map { $0["parent"] }, [nil, nil, "2", "3", nil, nil, nil])
        XCTAssertEqual(comments.last?["html"], #"<p>Adopt &lt;NSCopying&gt; &amp; implement -copyWithZone: "quoted" \ back</p>"#)
        XCTAssertEqual(comments.last?["author"], "Tom & Jerry")
    }

    /// Blogger's comments are entries of their own: each goes to its post, threads by its
    /// `related` link, in the order written (the export has a reply first); a deleted one and
    /// one whose post is not in the export are counted.
    func testBloggerCommentsAreKeptWithTheirThreads() throws {
        let report = try importFixture("blogger.xml", format: .feed)
        XCTAssertTrue(report.lines.contains("Kept 3 comments on 1 post; left out 1 deleted, 1 whose post is not in the export."), "\(report.lines)")
        XCTAssertEqual(try text("content/posts/2013-11-04-key-value-observing-without-tears.comments.yml"), """
            # Comments imported from Blogger (blogger.xml) on 2025-12-01: shown under the post as a read-only archive.
            - id: "5"
              author: "Kim"
              url: "https://kim.example/"
              date: 2013-11-06T12:00:00+01:00
              html: "Thanks, this helped. Write to me at reader@example.org"
            - id: "6"
              parent: "5"
              author: "Ada"
              url: "https://www.blogger.com/profile/0001"
              date: 2013-11-06T18:30:00+01:00
              html: "Glad it did.<br>Thanks for reading!"
            - id: "7"
              parent: "6"
              author: "Anonymous"
              date: 2013-11-07T09:00:00+01:00
              html: "<b>Adopt</b> &lt;NSCopying&gt; &amp; co&lt;script&gt;alert(1)&lt;/script&gt;"

            """)
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    /// The newer Blogger export names a comment's post in `blogger:parent` and its state in
    /// `blogger:status`.
    func testNewerBloggerExportsGiveCommentsTheirPost() throws {
        func entry(_ id: String, _ type: String, _ status: String, parent: String = "") -> String {
            """
            <entry><id>tag:blogger.com,1999:blog-1.post-\(id)</id><published>2013-01-0\(id.count)T10:00:00.000+01:00</published>
            <blogger:type>\(type)</blogger:type><blogger:status>\(status)</blogger:status><blogger:parent>\(parent)</blogger:parent>
            <author><name>Reader \(id)</name><email>reader\(id)@example.net</email></author>
            <title type="text">Entry \(id)</title><content type="html">Text of \(id)</content></entry>
            """
        }
        let atom = #"<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:blogger="http://schemas.google.com/blogger/2018">"#
            + entry("1", "POST", "LIVE") + entry("22", "COMMENT", "LIVE", parent: "tag:blogger.com,1999:blog-1.post-1")
            + entry("333", "COMMENT", "SPAM_COMMENT", parent: "tag:blogger.com,1999:blog-1.post-1") + "</feed>"
        let file = try Fixture.temporaryDirectory().appendingPathComponent("takeout.atom")
        try Data(atom.utf8).write(to: file)
        let report = try SiteImporter(siteFolder: site, now: Fixture.now).run(file, format: .feed)
        XCTAssertTrue(report.lines.contains("Kept 1 comment on 1 post; left out 1 spam."), "\(report.lines)")
        let comments = try readComments("content/posts/2013-01-01-entry-1.comments.yml")
        XCTAssertEqual(comments, [["id": "22", "author": "Reader 22", "date": "2013-01-02T10:00:00+01:00", "html": "Text of 22"]])
    }

    /// Nothing that would reach a commenter is written or built: not their e-mail address (the
    /// one in Blogger's comment is what its reader wrote for everyone), IP address or avatar.
    func testNoCommentersAddressIsWrittenOrPublished() throws {
        _ = try importFixture("wordpress.xml", format: .wordpress)
        _ = try importFixture("blogger.xml", format: .feed)
        let built = try assertBuildsAndLinksHold(includeDrafts: true).values.map { String(decoding: $0, as: UTF8.self) }
        let everything = try contents(under: site.appendingPathComponent("content")).values.joined() + built.joined()
        for secret in ["eve.private@example.net", "203.0.113.77", "kim.private@example.net", "noreply@blogger.com", "avatar-of-kim", "javascript:"] {
            XCTAssertFalse(everything.contains(secret), secret)
        }
    }

    /// The imported comments appear under their post, threaded, and its lists and feeds count them.
    func testImportedCommentsAppearUnderTheirPost() throws {
        _ = try importFixture("wordpress.xml", format: .wordpress)
        let built = try assertBuildsAndLinksHold(includeDrafts: true)
        let page = try XCTUnwrap(built["2011/10/caching-row-heights/index.html"].map { String(decoding: $0, as: UTF8.self) })
        XCTAssertTrue(page.contains("<h2 id=\"comments-title\">7 comments</h2>"), page)
        XCTAssertTrue(page.contains("<a href=\"https://bob.example/\" rel=\"nofollow ugc\">Bob</a>"), page)
        XCTAssertTrue(page.contains("<p>Thanks!</p><p>This fixed my table,<br>finally.</p>"), page)
        XCTAssertTrue(page.contains("class=\"comment indent-1\"") && page.contains("in reply to <a href=\"#comment-2\">Eve</a>"), page)
        let feed = try XCTUnwrap(built["feed.xml"].map { String(decoding: $0, as: UTF8.self) })
        XCTAssertTrue(feed.contains("<slash:comments>7</slash:comments>"), feed)
    }

    /// A second import of the export writes no comments again and changes no file: the comments
    /// files the first wrote are kept, and the report says so.
    func testASecondImportWritesNoCommentsAgain() throws {
        _ = try importFixture("wordpress.xml", format: .wordpress)
        let before = try contents(under: site)
        let second = try importFixture("wordpress.xml", format: .wordpress)
        XCTAssertEqual(second.lines.drop { !$0.hasPrefix("Kept") }.prefix(4), [
            "Kept no comments; left out 1 spam, 2 trashed, 1 pending, 1 pingback, 1 trackback, 1 on items left out.",
            "Kept 2 comments files the site has already, and left the imported comments out:",
            "  content/posts/2011-10-12-caching-row-heights.comments.yml (7 comments of content/posts/2011-10-12-caching-row-heights.md not written)",
            "  content/pages/about.comments.yml (2 comments of content/pages/about.md not written)",
        ])
        XCTAssertEqual(try contents(under: site), before)
    }

    /// A site imported with an Imprint that left comments out gets them from a new import: each
    /// comments file comes back beside the post or page the site has, and no post changes.
    func testAnImportAddsTheCommentsOfItemsImportedBefore() throws {
        _ = try importFixture("wordpress.xml", format: .wordpress)
        let first = try contents(under: site)
        for file in ["content/posts/2011-10-12-caching-row-heights.comments.yml", "content/pages/about.comments.yml"] {
            try FileManager.default.removeItem(at: site.appendingPathComponent(file))
        }
        let second = try importFixture("wordpress.xml", format: .wordpress)
        XCTAssertEqual(try contents(under: site), first)
        XCTAssertEqual(second.written, [])
        XCTAssertEqual(second.lines.drop { !$0.hasPrefix("Kept") }.prefix(3), [
            "Kept 9 comments on 1 post and 1 page, 1 without a date, dated as its post or page; left out 1 spam, 2 trashed, 1 pending, 1 pingback, 1 trackback, 1 on items left out.",
            "  wrote content/posts/2011-10-12-caching-row-heights.comments.yml (the post was imported before)",
            "  wrote content/pages/about.comments.yml (the page was imported before)",
        ])
        _ = try assertBuildsAndLinksHold(includeDrafts: true)
    }

    /// A comments file the site has where a new post's would go is the site's: it stays.
    func testAnExistingCommentsFileIsKept() throws {
        let mine = "# My own.\n- id: \"x\"\n  author: \"Me\"\n  html: \"<p>Mine.</p>\"\n"
        let path = "content/posts/2011-10-12-caching-row-heights.comments.yml"
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/posts"), withIntermediateDirectories: true)
        try Data(mine.utf8).write(to: site.appendingPathComponent(path))
        let report = try importFixture("wordpress.xml", format: .wordpress)
        XCTAssertEqual(try text(path), mine)
        XCTAssertEqual(report.lines.drop { !$0.hasPrefix("Kept") }.prefix(4), [
            "Kept 2 comments on 1 page, 1 without a date, dated as its post or page; left out 1 spam, 2 trashed, 1 pending, 1 pingback, 1 trackback, 1 on items left out.",
            "  wrote content/pages/about.comments.yml",
            "Kept 1 comments file the site has already, and left the imported comments out:",
            "  \(path) (7 comments of content/posts/2011-10-12-caching-row-heights.md not written)",
        ])
    }

    /// The comments of what is not imported are counted: an attachment's, a private page's, an
    /// undated post's; those that would have been kept as on items left out.
    func testCommentsOfItemsLeftOutAreCounted() throws {
        func item(_ type: String, _ status: String, date: String) -> String {
            """
            <item><title>A \(status) \(type)</title><wp:post_type>\(type)</wp:post_type><wp:status>\(status)</wp:status>
            <wp:post_date>\(date)</wp:post_date><wp:comment><wp:comment_id>1</wp:comment_id><wp:comment_author>Ann</wp:comment_author>
            <wp:comment_date>2011-01-01 10:00:00</wp:comment_date><wp:comment_content>Hi</wp:comment_content>
            <wp:comment_approved>1</wp:comment_approved></wp:comment>
            <wp:comment><wp:comment_id>2</wp:comment_id><wp:comment_approved>spam</wp:comment_approved></wp:comment></item>
            """
        }
        let export = #"<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>"#
            + item("attachment", "inherit", date: "2011-01-01 09:00:00") + item("page", "private", date: "2011-01-01 09:00:00")
            + item("post", "publish", date: "") + "</channel></rss>"
        let file = try Fixture.temporaryDirectory().appendingPathComponent("export.xml")
        try Data(export.utf8).write(to: file)
        let report = try SiteImporter(siteFolder: site, now: Fixture.now).run(file, format: .wordpress)
        XCTAssertEqual(report.written, [])
        XCTAssertTrue(report.lines.contains("Kept no comments; left out 3 spam, 3 on items left out."), "\(report.lines)")
    }

    /// WordPress shows a comment's blank lines as paragraphs and its line breaks as `<br>`,
    /// unless it has block elements of its own; a bundle's comments file is in its folder.
    func testWordPressCommentTextBecomesParagraphs() {
        XCTAssertEqual(WordPressComments.paragraphs("One\r\n\r\n\r\nTwo,\nthree.  \n"), "<p>One</p><p>Two,<br>three.</p>")
        XCTAssertEqual(WordPressComments.paragraphs("<p>Mine.</p>\n\n<blockquote>q</blockquote>"), "<p>Mine.</p><blockquote>q</blockquote>")
        XCTAssertEqual(WordPressComments.paragraphs("a <em>b</em> <NSCopying>"), "<p>a <em>b</em> <NSCopying></p>")
        // A quote's end on a line of its own ends the paragraph, as a blank line would (a user trial's comment).
        XCTAssertEqual(WordPressComments.paragraphs("<blockquote>You wrote this.</blockquote>\nThat was the whole point!\n\nThey are YAML files now."),
                       "<blockquote>You wrote this.</blockquote><p>That was the whole point!</p><p>They are YAML files now.</p>")
        XCTAssertEqual(WordPressComments.paragraphs("As you said:\n<blockquote>q</blockquote>"), "<p>As you said:</p><blockquote>q</blockquote>")
        XCTAssertEqual(CommentsFileReader.path(forContentFile: "content/posts/2020-01-01-x/index.md"), "content/posts/2020-01-01-x/comments.yml")
    }

    /// A quote at the start of a comment (the reviewer's case) leaves the rest its paragraphs and
    /// line breaks; a `<pre>` keeps its lines, blank ones too.
    func testABlockOfItsOwnLeavesTheRestOfACommentParagraphs() {
        let answer = "<blockquote>You wrote this.</blockquote>\n\nMy answer, line one\nline two.\n\nSecond paragraph"
        let expected = "<blockquote>You wrote this.</blockquote><p>My answer, line one<br>line two.</p><p>Second paragraph</p>"
        XCTAssertEqual(WordPressComments.paragraphs(answer), expected)
        XCTAssertEqual(CommentHTML.sanitized(WordPressComments.paragraphs(answer)), expected)
        XCTAssertEqual(WordPressComments.paragraphs("Try:\n<pre>let a = 1\n\n  print(a)</pre>\nIt works."),
                       "<p>Try:</p><pre>let a = 1\n\n  print(a)</pre><p>It works.</p>")
    }

    /// Out of order in the export, comments are put in the order of their dates; a reply to
    /// one not among them is a comment of its own.
    func testCommentsAreInTheOrderTheyWereWritten() {
        func comment(_ id: String, _ day: Int, parent: String? = nil) -> ImportedComment {
            let date = PostDate(date: Date(timeIntervalSince1970: Double(day) * 86_400), timeZone: TimeZone(secondsFromGMT: 0)!)
            return ImportedComment(id: id, parent: parent, author: "", url: "ftp://x.example/", date: date, html: "x")
        }
        let threaded = ImportedComment.thread([comment("b", 2, parent: "a"), comment("a", 1), comment("c", 3, parent: "gone")])
        XCTAssertEqual(threaded.map(\.id), ["a", "b", "c"])
        XCTAssertEqual(threaded.map(\.parent), [nil, "a", nil])
        XCTAssertEqual(threaded.map(\.author), ["Anonymous", "Anonymous", "Anonymous"])
        XCTAssertEqual(threaded.map(\.url), [nil, nil, nil], "only http(s)")
    }
}

private extension ImportTests {
    func importFixture(_ name: String, format: SiteImporter.Format) throws -> ImportReport {
        try SiteImporter(siteFolder: site, now: Fixture.now).run(Self.fixtures.appendingPathComponent(name), format: format)
    }

    /// Every file below `root` and its text.
    func contents(under root: URL) throws -> [String: String] {
        try Dictionary(uniqueKeysWithValues: Fixture.files(under: root).map { path in
            (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        })
    }

    /// The comments file at `path` read as YAML: each comment's keys and their text.
    func readComments(_ path: String) throws -> [[String: String]] {
        guard case .sequence(let items)? = try YAMLParser.parse(text(path))?.kind else { return [] }
        return items.map { item in
            guard case .mapping(let members) = item.kind else { return [:] }
            return Dictionary(uniqueKeysWithValues: members.compactMap { member in
                if case .scalar(let text, _) = member.value.kind { (member.key, text) } else { nil }
            })
        }
    }
}
