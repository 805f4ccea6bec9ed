import Foundation
import XCTest
@testable import ImprintCore

final class PermalinksTests: XCTestCase {
    private let date = PostDate(parsing: "2011-03-04", defaultTimeZone: TimeZone(identifier: "UTC")!)!

    func testPlaceholdersAsSegmentsInsideSegmentsAndBeforeAnExtension() {
        XCTAssertEqual(Permalinks.expand("/:year/:month/:day/:slug/", slug: "hello", date: date), "/2011/03/04/hello/")
        XCTAssertEqual(Permalinks.expand("/posts/post-:slug-:year/", slug: "hello", date: date), "/posts/post-hello-2011/")
        XCTAssertEqual(Permalinks.expand("/:year/:slug.html", slug: "hello", date: date), "/2011/hello.html")
        XCTAssertEqual(Permalinks.expand("/:slug/", slug: "about", date: nil), "/about/")
    }
}
