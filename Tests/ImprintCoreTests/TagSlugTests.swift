import Foundation
import XCTest
@testable import ImprintCore

final class TagSlugTests: XCTestCase {
    func testSpellingsOfOneTagShareASlug() {
        XCTAssertEqual(Set(["Open Source", "open source", "open-source", " Open  Source! "].map(TagSlug.make)), ["open-source"])
    }

    func testDiacriticsAreFolded() {
        XCTAssertEqual(TagSlug.make("Café Crème"), "cafe-creme")
    }

    func testNonLatinTagsKeepTheirLetters() {
        XCTAssertEqual(TagSlug.make("日本語"), "日本語")
        XCTAssertEqual(TagSlug.make("Ελληνικά"), "ελληνικα")
    }

    func testEmojiTagsGetAStableNonEmptySlug() {
        XCTAssertEqual(TagSlug.make("🚀"), "u1f680")
        XCTAssertEqual(TagSlug.make("🚀"), TagSlug.make("🚀"))
        XCTAssertNotEqual(TagSlug.make("🚀"), TagSlug.make("🎉"))
    }
}

/// Which spelling names a tag: the one used most, then the one seen first, never the order a
/// hash table happens to hold them in (which differs between two tables with the same keys).
final class TagIndexTests: XCTestCase {
    func testTiesInOnePostGoToTheSpellingWrittenFirst() throws {
        for _ in 0..<50 {
            XCTAssertEqual(try TagIndex.build([post(["Open Source", "open source", "open-source"])]).map(\.name), ["Open Source"])
            XCTAssertEqual(try TagIndex.build([post(["open-source", "Open Source"])]).map(\.name), ["open-source"])
        }
    }

    func testTheMostUsedSpellingWinsThenTheOldestPost() throws {
        let newest = post(["iOS"], day: 3), middle = post(["IOS"], day: 2), oldest = post(["ios"], day: 1)
        XCTAssertEqual(try TagIndex.build([newest, middle, oldest]).map(\.name), ["ios"], "a tie: the oldest post's")
        XCTAssertEqual(try TagIndex.build([post(["iOS"], day: 4), newest, middle, oldest]).map(\.name), ["iOS"], "used twice")
    }

    private func post(_ tags: [String], day: Int = 1) -> PublishedPost {
        let date = PostDate(date: Date(timeIntervalSince1970: Double(day) * 86_400), timeZone: TimeZone(identifier: "UTC")!)
        let post = Post(
            sourcePath: "content/posts/\(day).md", title: "Post \(day)", date: date, updated: nil, tags: tags, tagSlugs: tags.map(TagSlug.make),
            summary: nil, toc: nil, projects: [], slug: "post-\(day)", isDraft: false, aliases: [], params: [], body: MarkdownBody(text: "", line: 4), revision: "\(day)")
        return PublishedPost(
            post: post, path: "/\(day)/", content: RenderedMarkdown(html: ""), shown: ShownText(title: post.title, summary: nil))
    }
}
