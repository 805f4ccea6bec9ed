import XCTest
@testable import ImprintCore

/// Feeds hold titles and whole bodies: escaped, or in CDATA, and never a character XML 1.0 forbids.
final class XMLTextTests: XCTestCase {
    func testEscapingMarkupAndDroppingForbiddenCharacters() {
        XCTAssertEqual(XMLText.escape("Plain words, é and ✓"), "Plain words, é and ✓")
        XCTAssertEqual(XMLText.escape(#"<a href="x?a=1&b='2'">R&D</a>"#), "&lt;a href=&quot;x?a=1&amp;b=&apos;2&apos;&quot;&gt;R&amp;D&lt;/a&gt;")
        XCTAssertEqual(XMLText.escape("a\u{1}b\u{FFFE}c\u{FFFF}d\u{FFFD}\te\n"), "abcd\u{FFFD}\te\n", "U+FFFD and tab stay")
    }

    func testCDATASplitsItsEndMarker() {
        XCTAssertEqual(XMLText.cdata("<p>x</p>"), "<![CDATA[<p>x</p>]]>")
        XCTAssertEqual(XMLText.cdata("a]]>b]]]>c\u{0}"), "<![CDATA[a]]]]><![CDATA[>b]]]]]><![CDATA[>c]]>")
    }
}
