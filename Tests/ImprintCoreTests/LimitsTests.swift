import Foundation
import ImprintTestSupport
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

    func testFrontMatterNestedPastTheLimitIsAnErrorAtItsPosition() throws {
        for depth in [YAMLParser.maximumDepth, 10_000, 60_000] {
            let text = "---\ntitle: Deep\ndate: 2020-01-01\nextra: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n---\nBody\n"
            let loader = ContentLoader(siteFolder: URL(fileURLWithPath: "/nonexistent"), config: .defaults())
            let (post, problems) = loader.parsePost(Data(text.utf8), name: "2020-01-01-deep.md", projectSlugs: [])
            XCTAssertNil(post, "\(depth)")
            XCTAssertEqual(problems.map(\.reason), [.yamlLimit("lists and mappings nest more than 64 levels deep here: flatten the value")], "\(depth)")
            XCTAssertEqual(problems.first?.line, 4)
            // The front matter is the first level; the list that opens the 65th is refused.
            XCTAssertEqual(problems.first?.column, 7 + YAMLParser.maximumDepth)
        }
        let deepest = "a: " + String(repeating: "[", count: YAMLParser.maximumDepth - 1) + String(repeating: "]", count: YAMLParser.maximumDepth - 1)
        XCTAssertNotNil(try YAMLParser.parse(deepest))
    }

    func testAnAliasBombIsAnErrorNotSevenGigabytes() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        XCTAssertThrowsError(try YAMLParser.parse(text)) { error in
            let error = error as? YAMLSyntaxError
            XCTAssertEqual(error?.exceedsLimit, true)
            XCTAssertEqual(error?.line, 6, "the values of a to f (about 9⁶) pass the limit in the line of f")
        }
        XCTAssertNotNil(try YAMLParser.parse(text.split(separator: "\n").prefix(5).joined(separator: "\n")), "9⁵ values are fine")
    }

    func testAPostWithMoreTagsThanTheLimitIsAnError() {
        let loader = ContentLoader(siteFolder: URL(fileURLWithPath: "/nonexistent"), config: .defaults())
        for (count, fails) in [(ContentLoader.maximumTags, false), (ContentLoader.maximumTags + 1, true), (6_000, true)] {
            let tags = (0..<count).map { "t\($0)" }.joined(separator: ", ")
            let text = "---\ntitle: Tags\ndate: 2020-01-01\ntags: [\(tags)]\n---\nBody\n"
            let (post, problems) = loader.parsePost(Data(text.utf8), name: "2020-01-01-tags.md", projectSlugs: [])
            XCTAssertEqual(post == nil, fails, "\(count)")
            XCTAssertEqual(problems.map(\.reason), fails ? [.tooMany(key: "tags", count: count, limit: 100)] : [], "\(count)")
        }
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

    func testPartialsThatDoubleTheOutputStopAtTheOutputLimit() throws {
        // 2¹⁸ copies of a 1 KB line: 256 MB, past the 64 MB a page may have, within the depth limit.
        var templates = ["leaf": String(repeating: "x", count: 1_024), "level0": "{{>leaf}}{{>leaf}}"]
        for level in 1...17 { templates["level\(level)"] = "{{>level\(level - 1)}}{{>level\(level - 1)}}" }
        templates["page"] = "{{>level17}}"
        let library = try TemplateLibrary(templates: templates)
        XCTAssertThrowsError(try library.render("page", with: [:])) { error in
            let error = error as? MustacheError
            XCTAssertEqual(error?.templateName, "level0")
            XCTAssertEqual(error?.message, "the page is past 64 MB in `leaf`: partials that include others more than once, "
                + "or sections over long lists inside each other, multiply the output")
        }
    }

    func testSectionsOverLongListsInsideEachOtherStopAtTheOutputLimit() throws {
        // 300 × 300 × 300 items of 10 bytes: 270 MB, past the 64 MB a page may have, without a partial.
        let library = try TemplateLibrary(templates: ["page": "<ul>\n{{#items}}{{#items}}{{#items}}<li>x</li>{{/items}}{{/items}}{{/items}}"])
        let items = TemplateValue.array(Array(repeating: .bool(true), count: 300))
        XCTAssertThrowsError(try library.render("page", with: .object(["items": items]))) { error in
            let error = error as? MustacheError
            XCTAssertEqual(error?.templateName, "page")
            XCTAssertEqual(error?.line, 2)
            XCTAssertEqual(error?.column, 21, "the innermost section's tag")
            XCTAssertEqual(error?.message.hasPrefix("the page is past 64 MB in `page`"), true)
        }
    }

    /// Replies whose parents go round in a circle are each named, and only those: a chain that
    /// leads into the circle is not in it. Each comment is walked once, so a circle of 20,000
    /// (which ran for minutes, walking the circle from every comment) is checked at once.
    func testCommentsInACircleAreFoundWalkingEachOnce() {
        var parentOf = ["a": "b", "b": "c", "c": "a", "x": "y", "y": "a", "solo": "solo"]
        XCTAssertEqual(CommentsFileReader.inCircles(parentOf), ["a", "b", "c", "solo"])
        parentOf = Dictionary(uniqueKeysWithValues: (0..<20_000).map { ("c\($0)", "c\(($0 + 1) % 20_000)") })
        XCTAssertEqual(CommentsFileReader.inCircles(parentOf).count, 20_000)
        parentOf["c19999"] = nil
        XCTAssertEqual(CommentsFileReader.inCircles(parentOf), [], "a chain 20,000 deep is no circle")
    }
}
