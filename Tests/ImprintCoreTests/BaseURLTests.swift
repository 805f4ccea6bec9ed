import Foundation
import XCTest
@testable import ImprintCore

final class BaseURLTests: XCTestCase {
    func testLinksEncodeWhatFoundationEncodesForAURLPath() {
        let paths = ["/2011/10/x/", "/tags/日本語/", "/tags/café au lait/", "/a%20b/", "/q?x#y/", "/emoji-🎉/", "/sub-delims!$&'()*+,;=:@~/", "/\"<>\\^`{|}/", ""]
        for path in paths {
            XCTAssertEqual(WebURL.percentEncodedPath(path), path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), path)
        }
    }

    func testLinksAndAbsoluteURLsCarryTheBasePath() throws {
        let base = try XCTUnwrap(BaseURL("https://Example.org/blog"))
        XCTAssertEqual(base.link("/tags/日本/"), "/blog/tags/%E6%97%A5%E6%9C%AC/")
        XCTAssertEqual(base.absolute("/about/"), "https://example.org/blog/about/")
    }
}
