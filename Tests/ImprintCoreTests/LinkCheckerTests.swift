import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

final class LinkCheckerTests: XCTestCase {
    /// A shortcode shown in a code block writes `src="x.png"` as text; only tags have links.
    func testAttributesWrittenAsTextAreNotLinks() {
        let html = #"<pre><code>{{&lt; figure src="x.png" &gt;}}</code></pre><img alt="a > b" src="/y.png">"#
        XCTAssertEqual(LinkScanner.links(in: html).map(\.url), ["/y.png"])
        XCTAssertEqual(LinkScanner.ids(in: #"<p>id="not" <b id="yes">x</b></p>"#), ["yes"])
    }

    /// Ids as browsers find them: any element's `id` in any case and quoting, an `<a>`'s `name`,
    /// with entities decoded; not in comments, not another element's `name`, not escaped text.
    func testAnchorsAreIDsOfTagsAndNamesOfLinks() {
        let html = #"<!-- <a id="hidden"> --><A NAME=old>x</A><input name="q" ID='Mixed'>&lt;p id="text"&gt;<a title="x>y" id="a&amp;b">"#
        XCTAssertEqual(HTMLAnchors.ids(in: html), ["old", "Mixed", "a&b"])
    }

    func testEveryPlantedBrokenLinkIsReportedWithItsLine() throws {
        let root = try Fixture.temporaryDirectory()
        try write(root, "index.html", """
            <!doctype html><html><head><link rel="stylesheet" href="/blog/style.css"></head><body>
            <a href="/blog/missing/">a missing page</a>
            <a href="about/">fine</a> <a href="/blog/about">fine without the slash</a> <a href="https://example.org/blog/about/">fine, absolute</a>
            <img src="img/gone.png" alt="">
            <a href="#nope">a missing fragment here</a> <a href="#here">fine</a> <h2 id="here">Here</h2>
            <a href="/blog/about/#team">fine</a> <a href="/blog/about/#gone">a missing fragment there</a>
            <img srcset="a.png 1x, gone@2x.png 2x" src="a.png" alt="">
            <div style="background: url('/blog/bg.png')"></div>
            <a href="https://example.com/">external</a> <a href="https://example.com/">again</a> <a href="mailto:a@example.org">mail</a>
            <a href="/elsewhere/">outside the base path</a> <a href="about/?x=1#team">fine with a query</a>
            </body></html>
            """)
        try write(root, "about/index.html", #"<html><body><p id="team">Team</p><a name="old-anchor"></a></body></html>"#)
        try write(root, "a.png", "png")
        try write(root, "ok.png", "png")
        try write(root, "style.css", "body { background: url(ok.png); }\n@font-face { src: url(\"/blog/fonts/x.woff2\"); }\n")
        let report = try LinkChecker(root: root, base: BaseURL("https://example.org/blog/")!).check()
        XCTAssertEqual(report.broken.map(\.description), [
            "index.html:2: broken link to /blog/missing/",
            "index.html:4: broken link to img/gone.png",
            "index.html:5: broken link to #nope",
            "index.html:6: broken link to /blog/about/#gone",
            "index.html:7: broken link to gone@2x.png",
            "index.html:8: broken link to /blog/bg.png",
            "index.html:10: broken link to /elsewhere/",
            "style.css:2: broken link to /blog/fonts/x.woff2",
        ])
        XCTAssertEqual(report.external, ["https://example.com/": 2])
    }

    /// Only the site's own URLs are internal: the same host outside the base path is another
    /// site, and every scheme but http(s) leads elsewhere (it failed a publishing workflow).
    func testOnlyTheSitesOwnURLsAreInternal() throws {
        let root = try Fixture.temporaryDirectory()
        try write(root, "index.html", """
            <a href="https://example.org/store/">the store</a> <a href="https://example.org/dev/gone/">gone</a> <a href="//example.org/other">other</a>
            <a href="git://github.com/a/b.git">git</a> <a href="ssh://git@github.com/a/b">ssh</a> <a href="ftp://ftp.example.org/x">ftp</a>
            <a href="irc://irc.libera.chat/swift">irc</a> <a href="itms-apps://apps.apple.com/app/id1">App Store</a> <a href="feed:https://example.org/dev/feed.xml">feed</a>
            <a href="/store/">a root path outside the base, written by mistake</a>
            """)
        let report = try LinkChecker(root: root, base: BaseURL("https://example.org/dev/")!).check()
        XCTAssertEqual(report.broken.map(\.description), ["index.html:1: broken link to https://example.org/dev/gone/", "index.html:4: broken link to /store/"])
        XCTAssertEqual(report.external.keys.sorted(), [
            "//example.org/other", "feed:https://example.org/dev/feed.xml", "ftp://ftp.example.org/x", "git://github.com/a/b.git",
            "https://example.org/store/", "irc://irc.libera.chat/swift", "itms-apps://apps.apple.com/app/id1", "ssh://git@github.com/a/b",
        ])
    }

    func testTheSampleSiteHasNoBrokenLinks() throws {
        let report = try LinkChecker(root: Fixture.snapshot("sample"), base: BaseURL("https://larkspur.example/")!).check()
        XCTAssertEqual(report.broken, [])
        XCTAssertGreaterThan(report.internalLinks, 500)
    }

    /// Shortcodes link to the site's static files and assets, under the base path.
    func testEmbedsLinkToStaticFilesThatExist() throws {
        let report = try LinkChecker(root: Fixture.snapshot("embeds"), base: BaseURL("https://example.org/blog/")!).check()
        XCTAssertEqual(report.broken, [])
        XCTAssertEqual(report.external["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s"], 1)
    }

    /// The fixture's post about links keeps relative links and raw HTML with a root path on
    /// purpose (for the feed tests); on a site under /blog/ those are exactly what is broken.
    func testTheFixtureUnderABasePathReportsOnlyItsDeliberateMistakes() throws {
        let report = try LinkChecker(root: Fixture.snapshot("everything"), base: BaseURL("https://example.org/blog/")!).check()
        let page = "2013/06/01/cdata-and-links/index.html"
        // Lines as the snapshot has them: the body's, after the theme's head.
        let lines = try String(contentsOf: Fixture.snapshot("everything").appendingPathComponent(page), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = { (text: String) in (lines.firstIndex { $0.contains(text) } ?? -1) + 1 }
        let (relative, raw) = (line(#"href="details/""#), line(#"src="/assets/img/logo.svg""#))
        XCTAssertGreaterThan(relative, 0)
        XCTAssertEqual(report.broken.map(\.description), [
            "\(page):\(relative): broken link to details/", "\(page):\(relative): broken link to img/photo.png", "\(page):\(relative): broken link to #top",
            "\(page):\(raw): broken link to /assets/img/logo.svg", "\(page):\(raw): broken link to /assets/img/logo.svg",
            "\(page):\(raw): broken link to logo@2x.png",
        ])
    }

    private func write(_ root: URL, _ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
