import Foundation
import ImprintTestSupport
import Mustache
import XCTest
@testable import ImprintCore

/// A commenter's HTML: what a comment may hold stays, the rest shows as text, and nothing runs.
final class CommentHTMLTests: XCTestCase {
    func testAllowedElementsStayAndLinksAreMarked() {
        XCTAssertEqual(
            CommentHTML.sanitized(#"<P>Thanks! See <a href="https://jane.example/?a=1&amp;b=2" onclick="x()">my post</a>.<br/>Jane</P>"#),
            #"<p>Thanks! See <a href="https://jane.example/?a=1&amp;b=2" rel="nofollow ugc">my post</a>.<br>Jane</p>"#)
        XCTAssertEqual(CommentHTML.sanitized("<blockquote><p>quoted</p></blockquote><pre><code>let x = 1</code></pre>"),
                       "<blockquote><p>quoted</p></blockquote><pre><code>let x = 1</code></pre>")
    }

    func testEverythingElseIsTextAndNothingRuns() {
        XCTAssertEqual(CommentHTML.sanitized("<script>alert(1)</script>"), "&lt;script&gt;alert(1)&lt;/script&gt;")
        XCTAssertEqual(CommentHTML.sanitized("Adopt <NSCopying> & a < b > c"), "Adopt &lt;NSCopying&gt; &amp; a &lt; b &gt; c")
        XCTAssertEqual(CommentHTML.sanitized(#"<img src=x onerror="alert(1)">seen"#), "seen")
        XCTAssertEqual(CommentHTML.sanitized(#"<iframe src="https://evil.example/"></iframe>"#), #"&lt;iframe src="https://evil.example/"&gt;&lt;/iframe&gt;"#)
        XCTAssertEqual(CommentHTML.sanitized(#"<a href="javascript:alert(1)">x</a> y"#), "x y")
        XCTAssertEqual(CommentHTML.sanitized(#"<a href=" java&#x09;script:alert(1)">x</a>"#), "x")
        XCTAssertEqual(CommentHTML.sanitized("&copy; &#8217; &#x2014; &eacute; &bogus"), "&copy; &#8217; &#x2014; &eacute; &amp;bogus")
        XCTAssertEqual(CommentHTML.sanitized("&foo; &#0; &#xD800; &#x110000; &#x85; &#xFFFE;"), "&amp;foo; &amp;#0; &amp;#xD800; &amp;#x110000; &amp;#x85; &amp;#xFFFE;")
        XCTAssertEqual(CommentHTML.sanitized(#"<a href="http://">x</a> <a href="https://a.example/{x}">y</a>"#), "x y")
    }

    func testOutputIsWellFormed() {
        XCTAssertEqual(CommentHTML.sanitized("<p>one<p>two<blockquote>q</p>"), "<p>one</p><p>two</p><blockquote>q</blockquote>")
        XCTAssertEqual(CommentHTML.sanitized("<em><strong>x</em> y</strong></i>"), "<em><strong>x</strong></em> y")
        XCTAssertEqual(CommentHTML.sanitized("<li>stray</li><ul><li>a<li>b</ul>"), "stray<ul><li>a</li><li>b</li></ul>")
        XCTAssertEqual(CommentHTML.sanitized("<a href=\"https://a.example/\">a <a href=\"https://b.example/\">b</a>"),
                       "<a href=\"https://a.example/\" rel=\"nofollow ugc\">a b</a>")
    }

    func testWordPressTagsAreKeptAsTheirHTML5KinAndPresentationLosesItsTags() {
        XCTAssertEqual(CommentHTML.sanitized("<strike>old</strike> <acronym title=\"Write-Ahead Logging\">WAL</acronym> <tt>x</tt>"),
                       "<del>old</del> <abbr title=\"Write-Ahead Logging\">WAL</abbr> <code>x</code>")
        XCTAssertEqual(CommentHTML.sanitized(#"<span style="color:red">red</span> <font size=7>big</font>"#), "red big")
    }

    /// Blocks a comment may not hold become paragraphs, and cells and rows stay apart: no words run together.
    func testDroppedBlocksKeepTheirWordsApart() {
        XCTAssertEqual(CommentHTML.sanitized("<table><tr><td>Z_PK</td><td>ZTITLE</td></tr><tr><td>1</td><td>2</td></tr></table>"),
                       "<p>Z_PK ZTITLE <br>1 2 <br></p>")
        XCTAssertEqual(CommentHTML.sanitized("<div>one</div><div>two</div><h3>Head</h3>text<hr>rule<dl><dt>term</dt><dd>def</dd></dl>"),
                       "<p>one</p><p>two</p><p>Head</p>text<p>rule</p><p>term def </p>")
    }

    func testTextInAListGoesIntoAnItemAndPreHoldsNoBlocks() {
        XCTAssertEqual(CommentHTML.sanitized("<ul>loose<li>a</li><p>x</p></ul>"), "<ul><li>loose</li><li>a</li><li><p>x</p></li></ul>")
        XCTAssertEqual(CommentHTML.sanitized("<pre>code<p>para</p></pre>"), "<pre>code</pre><p>para</p>")
    }

    /// The importer sanitises a comment and the build does again: a title's references stay references.
    func testAbbreviationTitleIsEscapedOnce() {
        XCTAssertEqual(CommentHTML.sanitized(#"<abbr title="A &lt; B, &quot;Don't&quot;">X</abbr>"#),
                       #"<abbr title="A &lt; B, &quot;Don&#39;t&quot;">X</abbr>"#)
        let once = CommentHTML.sanitized(#"<abbr title="Don't & won't">DW</abbr> <a href="https://a.example/?q=it's">x</a>"#)
        XCTAssertEqual(once, #"<abbr title="Don&#39;t &amp; won&#39;t">DW</abbr> <a href="https://a.example/?q=it&#39;s" rel="nofollow ugc">x</a>"#)
        XCTAssertEqual(CommentHTML.sanitized(once), once)
    }

    func testSanitisingTwiceChangesNothing() {
        for html in ["<p>a<br>b</p>", "x &amp; y &lt;z&gt;", "<ul><li><a href=\"http://x.example/\">x</a></li></ul>", "<b>unclosed",
                     "<ul>loose<p>x</p></ul>", "<pre>a<blockquote>b</pre>", "&bogus; &#0;", "<strike>x</strike>"] {
            let once = CommentHTML.sanitized(html)
            XCTAssertEqual(CommentHTML.sanitized(once), once, html)
        }
    }
}

/// Threads as templates get them.
final class CommentThreadTests: XCTestCase {
    func comment(_ id: Int, parent: Int?) -> Comment {
        Comment(id: "\(id)", parent: parent.map { "\($0)" }, author: "R\(id)", url: nil,
                date: PostDate(date: Date(timeIntervalSince1970: Double(id)), timeZone: TimeZone(identifier: "UTC")!), html: "<p>\(id)</p>")
    }

    func testAThreadThousandsDeepIsWalkedWithoutRecursion() throws {
        let chain = (1...5_000).map { comment($0, parent: $0 == 1 ? nil : $0 - 1) }
        let view = CommentsView(discussion: Discussion(archive: chain), link: "/x/", settings: nil, language: "en")
        XCTAssertEqual(view.threads.count, 5_000)
    }

    func testRepliesFollowTheirCommentInOrder() throws {
        let comments = [comment(1, parent: nil), comment(2, parent: nil), comment(3, parent: 1), comment(4, parent: 3), comment(5, parent: 1)]
        let view = CommentsView(discussion: Discussion(archive: comments), link: "/x/", settings: nil, language: "en")
        let order = view.threads.compactMap { value -> String? in
            guard case .object(let object) = value, case .string(let id)? = object["id"] else { return nil }
            return id
        }
        XCTAssertEqual(order, ["1", "3", "4", "5", "2"])
    }
}

/// Comments files as the build reads them.
final class CommentsFileReaderTests: XCTestCase {
    /// Twelve thousand comments are some 130,000 values, past front matter's limit of 100,000.
    func testAFileOfTwelveThousandCommentsIsRead() throws {
        let site = try Fixture.temporaryDirectory()
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/posts"), withIntermediateDirectories: true)
        let text = (1...12_000).map { "- id: \"\($0)\"\n  author: \"R\($0)\"\n  url: \"https://r.example/\"\n  date: 2011-10-12T10:00:00Z\n  html: \"<p>x</p>\"\n" }.joined()
        try text.write(to: site.appendingPathComponent("content/posts/x.comments.yml"), atomically: true, encoding: .utf8)
        let (comments, problems) = CommentsFileReader.read("content/posts/x.comments.yml", siteFolder: site, within: nil, timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(problems.map(\.message), [])
        XCTAssertEqual(comments.count, 12_000)
    }
}
