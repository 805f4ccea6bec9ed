@testable import Highlight
import XCTest

/// WCAG AA for code: every colour of every bundled style, the text's and the line numbers'
/// included, reaches 4.5:1 on the style's background and on its highlighted line (a token
/// with a background of its own, on that).
final class StyleContrastTests: XCTestCase {
    func testEveryTokenColourReachesAAOnItsBackgrounds() throws {
        var checked = 0
        for style in Style.all {
            let colours = [("text", style.foreground), ("line numbers", style.lineNumber)]
                + style.rules.sorted { $0.key.rawValue < $1.key.rawValue }.map { ("\($0.key)", $0.value) }
            for (name, rule) in colours {
                let words = rule.split(separator: " ")
                guard let colour = words.first(where: { $0.hasPrefix("#") }) else { continue }
                let own = words.first { $0.hasPrefix("bg:") }.map { String($0.dropFirst(3)) }
                for background in own.map({ [$0] }) ?? [style.background, style.highlightedLine] {
                    let ratio = try Self.contrast(String(colour), background)
                    XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(style.name): \(name) \(colour) on \(background) is \((ratio * 100).rounded() / 100):1")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 300)
    }

    func testTheRatioIsWCAGs() throws {
        XCTAssertEqual(try Self.contrast("#000000", "#ffffff"), 21, accuracy: 0.001)
        XCTAssertEqual(try Self.contrast("#d73a49", "#f6f8fa"), 4.30, accuracy: 0.01, "the issue's figure")
        XCTAssertEqual(try Self.contrast("#777777", "#777777"), 1, accuracy: 0.001)
    }

    /// WCAG 2's contrast ratio of two `#rrggbb` colours.
    static func contrast(_ first: String, _ second: String) throws -> Double {
        func luminance(_ hex: String) throws -> Double {
            let value = try XCTUnwrap(UInt32(hex.dropFirst(), radix: 16), hex)
            XCTAssertEqual(hex.count, 7, hex)
            let channels = [value >> 16, value >> 8 & 0xFF, value & 0xFF].map { channel -> Double in
                let c = Double(channel) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (a, b) = (try luminance(first), try luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
