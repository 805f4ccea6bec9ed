@testable import ImprintCore
import XCTest

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
        XCTAssertEqual(CommentHTML.sanitized(#"<img src=x onerror="alert(1)">"#), #"&lt;img src=x onerror="alert(1)"&gt;"#)
        XCTAssertEqual(CommentHTML.sanitized(#"<a href="javascript:alert(1)">x</a>"#), "<a>x</a>")
        XCTAssertEqual(CommentHTML.sanitized(#"<a href=" java&#x09;script:alert(1)">x</a>"#), "<a>x</a>")
        XCTAssertEqual(CommentHTML.sanitized("&copy; &#8217; &#x2014; &bogus"), "&copy; &#8217; &#x2014; &amp;bogus")
    }

    func testOutputIsWellFormed() {
        XCTAssertEqual(CommentHTML.sanitized("<p>one<p>two<blockquote>q</p>"), "<p>one</p><p>two</p><blockquote>q</blockquote>")
        XCTAssertEqual(CommentHTML.sanitized("<em><strong>x</em> y</strong></i>"), "<em><strong>x</strong></em> y")
        XCTAssertEqual(CommentHTML.sanitized("<li>stray</li><ul><li>a<li>b</ul>"), "stray<ul><li>a</li><li>b</li></ul>")
        XCTAssertEqual(CommentHTML.sanitized("<a href=\"https://a.example/\">a <a href=\"https://b.example/\">b</a>"),
                       "<a href=\"https://a.example/\" rel=\"nofollow ugc\">a b</a>")
    }

    func testSanitisingTwiceChangesNothing() {
        for html in ["<p>a<br>b</p>", "x &amp; y &lt;z&gt;", "<ul><li><a href=\"http://x.example/\">x</a></li></ul>", "<b>unclosed"] {
            let once = CommentHTML.sanitized(html)
            XCTAssertEqual(CommentHTML.sanitized(once), once, html)
        }
    }
}
