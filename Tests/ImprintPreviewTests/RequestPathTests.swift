@testable import ImprintPreview
import XCTest

final class RequestPathTests: XCTestCase {
    func testEscapesAreDecoded() {
        XCTAssertEqual(RequestPath.decode(Array("/tags/%E6%97%A5%e6%9c%ac/".utf8)), "/tags/日本/")
        XCTAssertEqual(RequestPath.decode(Array("/a%2fb%2E%2e".utf8)), "/a/b..")
    }

    func testAPercentThatStartsNoEscapeIsKept() {
        XCTAssertEqual(RequestPath.decode(Array("/a%zz%4".utf8)), "/a%zz%4")
        XCTAssertEqual(RequestPath.decode(Array("/100%".utf8)), "/100%")
    }

    func testANULRawOrEncodedIsRefused() {
        XCTAssertNil(RequestPath.decode(Array("/index.html%00.txt".utf8)))
        XCTAssertNil(RequestPath.decode(Array("/index.html\0.txt".utf8)))
        XCTAssertNil(RequestPath.decode(Array("%00".utf8)))
        XCTAssertEqual(RequestPath.decode(Array("/a%2500".utf8)), "/a%00", "an escaped percent is no NUL")
    }

    func testBytesThatAreNotUTF8NameNoFile() {
        XCTAssertEqual(RequestPath.decode(Array("/a%FF".utf8)), "/a\u{FFFD}")
    }
}
