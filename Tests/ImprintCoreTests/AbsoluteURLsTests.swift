import Foundation
import XCTest
@testable import ImprintCore

/// Feeds show a post's HTML away from the site: every link and image in it must be absolute.
final class AbsoluteURLsTests: XCTestCase {
    private let page = URL(string: "https://example.org/blog/2024/01/post/")!

    func testEveryFormOfURLIsResolvedAgainstThePage() {
        let html = ##"<a href="/blog/x/">x</a> <img src='shot.png' alt="src=here"> <A HREF = "#notes">n</A> "##
            + ##"<a href="//cdn.example.net/a.js">c</a> <a href="mailto:me@example.org">m</a> <a href="/blog/a/../b/">d</a> "##
            + ##"<img srcset="/i/a-400.png 400w,b.png 2x" src="/i/a.png"> <p data-src="/kept/">hrefs="no"</p> é<a href="/ü/">u</a>"##
        XCTAssertEqual(AbsoluteURLs.rewrite(html, relativeTo: page),
            ##"<a href="https://example.org/blog/x/">x</a> <img src='https://example.org/blog/2024/01/post/shot.png' alt="src=here"> "##
            + ##"<A HREF = "https://example.org/blog/2024/01/post/#notes">n</A> <a href="https://cdn.example.net/a.js">c</a> "##
            + ##"<a href="mailto:me@example.org">m</a> <a href="https://example.org/blog/b/">d</a> "##
            + ##"<img srcset="https://example.org/i/a-400.png 400w, https://example.org/blog/2024/01/post/b.png 2x" src="https://example.org/i/a.png"> "##
            + ##"<p data-src="https://example.org/kept/">hrefs="no"</p> é<a href="https://example.org/%C3%BC/">u</a>"##)
    }

    func testHTMLWithNothingToResolveIsKept() {
        let html = "<p>No links, an = sign and a \"quote\", src and href as words.</p>"
        XCTAssertEqual(AbsoluteURLs.rewrite(html, relativeTo: page), html)
        XCTAssertEqual(AbsoluteURLs.rewrite(##"<a href="/never-closed>"##, relativeTo: page), ##"<a href="/never-closed>"##)
    }
}
