import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// The default theme's light, dark and system switch, and site.yml's `theme_switch: false`
/// (`Tests/browser/check_theme_switch.py` checks what it does in a browser).
final class ThemeSwitchTests: XCTestCase {
    func testEveryPageLoadsTheSwitchsScriptBeforeTheStylesheetAndShowsItInTheMenu() throws {
        let files = try build(siteYML: "")
        XCTAssertNotNil(files["assets/js/theme-switch.js"])
        for path in ["index.html", "2025/01/hello/index.html", "archive/index.html", "projects/index.html", "license/index.html", "404.html"] {
            let page = try XCTUnwrap(files[path], path)
            let script = try XCTUnwrap(page.range(of: #"<script src="/blog/assets/js/theme-switch.js?v="#), "\(path): \(page)")
            let stylesheet = try XCTUnwrap(page.range(of: #"<link rel="stylesheet" href="/blog/assets/css/style.css"#), path)
            XCTAssertLessThan(script.lowerBound, stylesheet.lowerBound, "\(path): the theme is chosen before the page is styled")
            XCTAssertFalse(page[script.upperBound...].prefix { $0 != ">" }.contains("defer"), "\(path): the script runs before the first paint")
            let item = try XCTUnwrap(page.range(of: #"<li class="theme-switch" hidden>"#), path)
            let menuEnd = try XCTUnwrap(page.range(of: "</ul>", range: item.upperBound..<page.endIndex), path)
            XCTAssertFalse(page[item.upperBound..<menuEnd.lowerBound].contains("<li"), "\(path): the switch ends the header's menu")
            XCTAssertTrue(page.contains(#"<button type="button" aria-label="Theme: system">"#), path)
        }
    }

    func testThemeSwitchFalseLeavesOutTheScriptAndTheButton() throws {
        let files = try build(siteYML: "theme_switch: false\n")
        for path in ["index.html", "2025/01/hello/index.html"] {
            let page = try XCTUnwrap(files[path], path)
            XCTAssertFalse(page.contains("theme-switch"), "\(path): \(page)")
            XCTAssertTrue(page.contains(#"<link rel="stylesheet" href="/blog/assets/css/style.css"#), path)
        }
    }

    func testThemeSwitchIsTrueOrFalse() throws {
        XCTAssertThrowsError(try build(siteYML: "theme_switch: sometimes\n")) { error in
            XCTAssertEqual((error as? BuildFailure)?.diagnostics.map(\.description),
                           [#"content/site.yml:3:15: error: `theme_switch` must be true or false, not "sometimes""#])
        }
    }
}

private extension ThemeSwitchTests {
    /// The pages of a site with one post, and `siteYML` at the end of its site.yml, by output path.
    func build(siteYML: String) throws -> [String: String] {
        let site = try Fixture.temporaryDirectory()
        let content = site.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("posts"), withIntermediateDirectories: true)
        try Data("title: Notes\nbase_url: https://example.org/blog/\n\(siteYML)".utf8).write(to: content.appendingPathComponent("site.yml"))
        try Data("---\ntitle: Hello\ndate: 2025-01-02\n---\nHello.\n".utf8)
            .write(to: content.appendingPathComponent("posts/2025-01-02-hello.md"))
        let files = try SiteBuild(options: Fixture.options(source: site, output: site.appendingPathComponent("public"))).generate().files
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
    }
}
