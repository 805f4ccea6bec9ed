import Foundation
import Mustache
import XCTest
@testable import ImprintCore

/// Inputs far past anything a person writes end in a clean result or a clean error, never a
/// crash or a hang.
final class LimitsTests: XCTestCase {
    func testAFiveMegabytePostBuilds() throws {
        let site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/posts"), withIntermediateDirectories: true)
        try Data("title: Big\nbase_url: https://example.org/\n".utf8).write(to: site.appendingPathComponent("content/site.yml"))
        let paragraph = "Words, *emphasis*, `code` and [a link](https://example.org/) again and again.\n\n"
        let block = "```swift\nlet value = \"\\(x)\" // a comment\n```\n\n"
        var body = ""
        while body.utf8.count < 5_000_000 { body += paragraph + paragraph + block }
        try Data("---\ntitle: Big\ndate: 2020-01-01\n---\n\(body)".utf8).write(to: site.appendingPathComponent("content/posts/2020-01-01-big.md"))
        var options = Fixture.options(source: site, output: site.appendingPathComponent("public"))
        options.threads = 2
        let report = try SiteBuild(options: options).generate()
        let page = try XCTUnwrap(report.files.first { $0.path == "2020/01/big/index.html" })
        XCTAssertGreaterThan(page.contents.count, 5_000_000)
    }

    func testATenThousandDeepNestedListRenders() {
        let html = MarkdownRenderer().render(String(repeating: "- ", count: 10_000) + "deep\n").html
        XCTAssertEqual(html.components(separatedBy: "<ul>").count - 1, 10_000)
        XCTAssertTrue(html.contains("deep"))
        let quotes = MarkdownRenderer().render(String(repeating: ">", count: 10_000) + " quoted\n").html
        XCTAssertTrue(quotes.contains("quoted"))
    }

    func testDeeplyNestedFrontMatterIsAnErrorOrAValue() throws {
        let text = "---\ntitle: Deep\ndate: 2020-01-01\ntags: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n---\nBody\n"
        let loader = ContentLoader(siteRoot: URL(fileURLWithPath: "/nonexistent"), config: .defaults())
        let (post, problems) = loader.parsePost(Data(text.utf8), name: "2020-01-01-deep.md", projectSlugs: [])
        XCTAssertTrue(post == nil && !problems.isEmpty, "a list of lists is not a tag")
    }

    func testSectionsNestedAThousandDeepRenderOrFailCleanly() throws {
        let template = String(repeating: "{{#a}}", count: 1_000) + "{{x}}" + String(repeating: "{{/a}}", count: 1_000)
        let library = try TemplateLibrary(templates: ["deep": template])
        XCTAssertEqual(try library.render("deep", with: ["a": true, "x": "bottom"]), "bottom")
        // Builds render on worker threads, whose stacks are smaller than the main thread's.
        let onWorkers = Parallel(width: 2).map([1, 2]) { _ in try? library.render("deep", with: ["a": true, "x": "bottom"]) }
        XCTAssertEqual(onWorkers, ["bottom", "bottom"])
        let unclosed = String(repeating: "{{#a}}", count: 1_000)
        XCTAssertThrowsError(try TemplateLibrary(templates: ["open": unclosed]))
    }
}
