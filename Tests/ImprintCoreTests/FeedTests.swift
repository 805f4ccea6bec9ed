import Foundation
import ImprintTestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import ImprintCore

/// Every feed of the everything fixture, parsed as XML and checked against the RSS 2.0 and
/// Atom (RFC 4287) rules this project promises.
final class FeedTests: XCTestCase {
    private static let files: [String: Data] = {
        let report = try! SiteBuild(options: Fixture.options(source: Fixture.site("everything"), output: try! Fixture.temporaryDirectory())).generate()
        return Dictionary(uniqueKeysWithValues: report.files.map { ($0.path, $0.contents) })
    }()

    private var feedPaths: [String] { Self.files.keys.filter { $0.hasSuffix("feed.xml") || $0.hasSuffix("atom.xml") }.sorted() }

    func testEveryTagProjectAndCustomFilterHasBothFeeds() {
        let folders = Set(feedPaths.map { $0.replacingOccurrences(of: "feed.xml", with: "").replacingOccurrences(of: "atom.xml", with: "") })
        XCTAssertEqual(folders, [
            "", "tags/cafe/", "tags/cocoa/", "tags/open-source/", "tags/u1f680/", "tags/windows/", "tags/日本語/",
            "projects/alpha/", "projects/gadget/", "projects/oldtool/", "projects/widget/", "projects/zeta/", "feeds/open-cafe/", "feeds/cocoa-or-windows/", "feeds/nothing-yet/",
        ])
        XCTAssertEqual(feedPaths.count, 30)
    }

    func testRSSFeedsHaveEveryRequiredElement() throws {
        for path in feedPaths where path.hasSuffix("feed.xml") {
            let channel = try XCTUnwrap(try document(path).rootElement()?.elements(forName: "channel").first, path)
            XCTAssertEqual(try document(path).rootElement()?.attributeValue("version"), "2.0")
            for name in ["title", "link", "description", "language", "lastBuildDate"] {
                XCTAssertFalse(text(channel, name).isEmpty, "\(path): channel has no \(name)")
            }
            XCTAssertNotNil(RFC822.parse(text(channel, "lastBuildDate")), "\(path): lastBuildDate is not RFC 822")
            let selfLink = channel.elements(forName: "atom:link").first
            XCTAssertEqual(selfLink?.attributeValue("rel"), "self", path)
            XCTAssertEqual(selfLink?.attributeValue("href"), expectedURL(path), path)
            let items = channel.elements(forName: "item")
            XCTAssertLessThanOrEqual(items.count, 3, "\(path): more items than feeds.items")
            for item in items {
                XCTAssertTrue(text(item, "link").hasPrefix("https://example.org/blog/"), path)
                XCTAssertEqual(text(item, "guid"), text(item, "link"), "\(path): guid is not the permalink")
                XCTAssertNotNil(RFC822.parse(text(item, "pubDate")), "\(path): pubDate is not RFC 822")
                XCTAssertFalse(text(item, "title").isEmpty || text(item, "description").isEmpty, path)
                XCTAssertEqual(text(item, "author"), "ada@example.org (Ada Example)", path)
            }
        }
    }

    func testAtomFeedsHaveEveryRequiredElement() throws {
        for path in feedPaths where path.hasSuffix("atom.xml") {
            let feed = try XCTUnwrap(try document(path).rootElement(), path)
            XCTAssertEqual(feed.uri, "http://www.w3.org/2005/Atom")
            XCTAssertEqual(text(feed, "id"), expectedURL(path))
            XCTAssertNotNil(RFC3339.parse(text(feed, "updated")), "\(path): updated is not RFC 3339")
            XCTAssertFalse(text(feed, "title").isEmpty, path)
            XCTAssertEqual(feed.elements(forName: "author").first.map { text($0, "name") }, "Ada Example")
            let selfLink = feed.elements(forName: "link").first { $0.attributeValue("rel") == "self" }
            XCTAssertEqual(selfLink?.attributeValue("href"), expectedURL(path))
            for entry in feed.elements(forName: "entry") {
                XCTAssertTrue(text(entry, "id").hasPrefix("https://example.org/blog/"), path)
                XCTAssertEqual(entry.elements(forName: "link").first?.attributeValue("href"), text(entry, "id"))
                XCTAssertNotNil(RFC3339.parse(text(entry, "updated")), path)
                XCTAssertNotNil(RFC3339.parse(text(entry, "published")), path)
            }
        }
    }

    func testFeedDatesComeFromPostsNeverTheClock() throws {
        let channel = try XCTUnwrap(try document("feed.xml").rootElement()?.elements(forName: "channel").first)
        XCTAssertEqual(text(channel, "lastBuildDate"), "Sat, 01 Jun 2013 09:00:00 +0200")
        XCTAssertEqual(text(try XCTUnwrap(try document("atom.xml").rootElement()), "updated"), "2013-06-01T09:00:00+02:00")
    }

    func testRelativeLinksAndImagesBecomeAbsoluteUnderTheBasePath() throws {
        let content = try entryContent("atom.xml", title: "CDATA ]]> in a title")
        let permalink = "https://example.org/blog/2013/06/01/cdata-and-links/"
        for expected in ["href=\"\(permalink)details/\"", "src=\"\(permalink)img/photo.png\"", "href=\"https://example.org/blog/about/\"",
                         "href=\"\(permalink)#top\"", "src=\"https://example.org/assets/img/logo.svg\"",
                         "srcset=\"https://example.org/assets/img/logo.svg 1x, \(permalink)logo@2x.png 2x\"", "href='mailto:ada@example.org'"] {
            XCTAssertTrue(content.contains(expected), "missing \(expected) in \(content)")
        }
    }

    func testCDATATerminatorInAPostDoesNotBreakTheFeed() throws {
        let rss = String(decoding: Self.files["feed.xml"]!, as: UTF8.self)
        XCTAssertTrue(rss.contains("]]]]><![CDATA[>"))
        let item = try XCTUnwrap(try document("feed.xml").rootElement()?.elements(forName: "channel").first?.elements(forName: "item")
            .first { text($0, "title") == "CDATA ]]> in a title" })
        XCTAssertTrue(text(item, "content:encoded").contains("A raw HTML block keeps ]]> as written."))
    }

    /// "open source" is written in two posts, "Open Source" and "open-source" in one each: the most used
    /// spelling names the tag. "Café" and "Cafe" are one post each: the earlier post's spelling wins.
    func testSpellingsOfATagMergeUnderTheMostUsedName() throws {
        let feed = try XCTUnwrap(try document("tags/open-source/atom.xml").rootElement())
        XCTAssertEqual(text(feed, "title"), "Everything & More: open source")
        XCTAssertEqual(feed.elements(forName: "entry").map { text($0, "title") }, ["CDATA ]]> in a title", "Leap day"])
        XCTAssertEqual(text(try XCTUnwrap(try document("tags/cafe/atom.xml").rootElement()), "title"), "Everything & More: Café")
    }

    func testCustomFeedMatchAllAgainstAny() throws {
        XCTAssertEqual(try titles("feeds/open-cafe/atom.xml"), ["CDATA ]]> in a title", "Leap day"])
        XCTAssertEqual(try titles("feeds/cocoa-or-windows/atom.xml"), ["First post: “quotes” & <angle brackets>", "Saved on Windows"])
        XCTAssertEqual(try titles("feeds/nothing-yet/atom.xml"), [])
    }

    func testItemLimitKeepsTheNewestPosts() throws {
        XCTAssertEqual(try titles("atom.xml"), ["CDATA ]]> in a title", "No summary", "Leap day"])
    }

    func testDraftsAndFuturePostsAreInNoFeed() throws {
        for path in feedPaths {
            let xml = String(decoding: Self.files[path]!, as: UTF8.self)
            XCTAssertFalse(xml.contains("A draft") || xml.contains("From the future"), path)
        }
    }

    func testUnusedFeedTagIsAWarningAtItsLine() throws {
        let report = try SiteBuild(options: Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory())).generate()
        XCTAssertEqual(report.warnings.map(\.description), [
            "content/site.yml:37:13: warning: custom feed `nothing-yet` names tag \"no such tag\", which no published post has",
        ])
    }
}

private extension FeedTests {
    func expectedURL(_ path: String) -> String {
        "https://example.org/blog/" + path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
    }

    func document(_ path: String) throws -> XMLDocument {
        try XMLDocument(data: XCTUnwrap(Self.files[path], "no file \(path)"), options: [])
    }

    func text(_ element: XMLElement, _ name: String) -> String {
        element.elements(forName: name).first?.stringValue ?? ""
    }

    func titles(_ atomPath: String) throws -> [String] {
        try XCTUnwrap(try document(atomPath).rootElement()).elements(forName: "entry").map { text($0, "title") }
    }

    func entryContent(_ atomPath: String, title: String) throws -> String {
        let entry = try XCTUnwrap(try document(atomPath).rootElement()?.elements(forName: "entry").first { text($0, "title") == title })
        return text(entry, "content")
    }
}

extension XMLElement {
    /// An attribute's value by local name. FoundationXML on Linux finds no attribute by name on
    /// elements in a default namespace, so this searches the list.
    func attributeValue(_ name: String) -> String? {
        attributes?.first { $0.localName == name || $0.name == name }?.stringValue
    }
}

/// Strict parsers for the two date formats feeds use.
enum RFC822 {
    static func parse(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.date(from: text)
    }
}

enum RFC3339 {
    static func parse(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }
}
