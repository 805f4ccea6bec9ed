import Foundation
import XCTest
@testable import ImprintCore

/// Characters that no HTML, XML or CSS may hold become U+FFFD wherever they come from.
final class ControlCharacterTests: XCTestCase {
    func testForbiddenCharactersBecomeTheReplacementCharacter() {
        let forbidden: [UInt32] = [0x0, 0x1, 0x8, 0xB, 0xC, 0x1B, 0x1F, 0x7F, 0x85, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF]
        for scalar in forbidden.compactMap(Unicode.Scalar.init) {
            XCTAssertEqual(ControlCharacters.replacing(in: "a\(Character(scalar))b"), "a\u{FFFD}b", "U+\(String(scalar.value, radix: 16))")
        }
        let kept = "tab\there\nline\rcr é ü – 😀 \u{A0} \u{FFFD} \u{2028} 漢字 \u{EFFF}"
        XCTAssertEqual(ControlCharacters.replacing(in: kept), kept)
    }

    func testYAMLEscapesCannotMakeThem() throws {
        let node = try XCTUnwrap(try YAMLParser.parse(#"title: "a\x01b\0c\x7fd\x85e\uFFFEf\tg""#))
        XCTAssertEqual(node["title"]?.kind, .scalar("a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}f\tg", isPlain: false))
    }

    func testRawOnesInASourceFileAreReplaced() throws {
        let source = try SourceText.decode(Data("---\ntitle: x\n---\nBody \u{1} and \u{7F}.\r\n".utf8), displayPath: "content/posts/x.md")
        XCTAssertEqual(source.text, "---\ntitle: x\n---\nBody \u{FFFD} and \u{FFFD}.\n")
    }
}
