import XCTest

@testable import Mustache

final class SourceLocatorTests: XCTestCase {
    /// Each offset's line is one more than the newlines before it, and its column one more than
    /// the characters since the last of them, whatever the lines hold.
    func testEveryOffsetIsAtTheLineAndColumnAPersonCounts() {
        let text = "{{#a}}\n  é {{b}}\n\n日本 {{/a}}\r\nlast line, no newline"
        let source = Array(text.utf8)
        let locator = SourceLocator(templateName: "t", source: source)
        for offset in 0...source.count + 3 {
            let before = source[..<min(offset, source.count)]
            let lines = before.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let expected = (line: lines.count, column: String(decoding: lines.last ?? [], as: UTF8.self).count + 1)
            let found = locator.position(of: offset)
            XCTAssertTrue(found == expected, "offset \(offset): \(found), expected \(expected)")
        }
    }

    func testAnEmptyTemplateIsAllLineOne() {
        let locator = SourceLocator(templateName: "t", source: [])
        XCTAssertTrue(locator.position(of: 0) == (1, 1))
        XCTAssertTrue(locator.position(of: 5) == (1, 1))
    }
}
