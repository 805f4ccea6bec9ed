import Highlight
import XCTest

final class StyleTests: XCTestCase {
    func testAtLeastFourStylesAreBundledUnderTheirNames() throws {
        XCTAssertGreaterThanOrEqual(Style.all.count, 4)
        for style in Style.all {
            XCTAssertEqual(Style.named(style.name.uppercased())?.name, style.name)
        }
        XCTAssertNil(Style.named("no-such-style"))
    }

    func testKindsInheritTheirParentsRules() throws {
        let css = Style.css(light: try XCTUnwrap(Style.named("github")))
        XCTAssertTrue(css.contains(".highlight .k { color: #c83644; font-weight: bold; }"), css)
        XCTAssertTrue(css.contains(".highlight .kd { color: #c83644; font-weight: bold; }"), "kd inherits k")
        XCTAssertTrue(css.contains(".highlight .c1 { color: #666e78; font-style: italic; }"), "c1 inherits c")
        XCTAssertTrue(css.contains(".highlight .gi { color: #218339; background-color: #f0fff4; }"))
        XCTAssertFalse(css.contains("@media"))
    }

    func testDarkStyleAppliesWhenTheReaderPrefersDarkAndDidNotChooseLight() throws {
        let css = Style.css(light: try XCTUnwrap(Style.named("xcode")), dark: try XCTUnwrap(Style.named("xcode-dark")))
        let media = try XCTUnwrap(css.range(of: "@media (prefers-color-scheme: dark) {\n"))
        let dark = #":root:not([data-theme="light"]) .highlight { color: #dfdfe0; background-color: #292a30; }"#
        XCTAssertTrue(css[media.upperBound...].hasPrefix("  " + dark), css)
        XCTAssertTrue(css[..<media.lowerBound].contains("\n.highlight { color: #000000; background-color: #ffffff; }"))
    }

    func testDarkStyleAppliesWhenTheReaderChoseDark() throws {
        let css = Style.css(light: try XCTUnwrap(Style.named("xcode")), dark: try XCTUnwrap(Style.named("xcode-dark")))
        let media = try XCTUnwrap(css.range(of: "@media (prefers-color-scheme: dark) {\n"))
        let close = try XCTUnwrap(css.range(of: "\n}\n", range: media.upperBound..<css.endIndex))
        let chosen = css[close.upperBound...]
        XCTAssertTrue(chosen.hasPrefix(#":root[data-theme="dark"] .highlight { color: #dfdfe0; background-color: #292a30; }"#), css)
        XCTAssertTrue(chosen.contains(#":root[data-theme="dark"] .highlight .k { color: #ff7ab2; font-weight: bold; }"#), css)
        XCTAssertEqual(chosen.components(separatedBy: "\n").count, css[media.upperBound..<close.lowerBound].components(separatedBy: "\n").count + 1,
                       "every rule of the dark style, once more")
    }
}
