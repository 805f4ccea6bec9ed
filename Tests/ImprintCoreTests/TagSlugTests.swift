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
