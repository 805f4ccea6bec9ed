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

    func testDarkStyleAppliesWhenTheReaderPrefersDark() throws {
        let css = Style.css(light: try XCTUnwrap(Style.named("xcode")), dark: try XCTUnwrap(Style.named("xcode-dark")))
        let media = try XCTUnwrap(css.range(of: "@media (prefers-color-scheme: dark) {\n"))
        XCTAssertTrue(css[media.upperBound...].contains("  .highlight { color: #dfdfe0; background-color: #292a30; }"))
        XCTAssertTrue(css[..<media.lowerBound].contains(".highlight { color: #000000; background-color: #ffffff; }"))
        XCTAssertTrue(css.hasSuffix("}\n"))
    }
}
