import XCTest
@testable import ImprintCore

/// Heading ids: GitHub's slugs, unique in the page beside footnotes and the theme, `{#id}`, and
/// the headings a table of contents lists.
final class HeadingTests: XCTestCase {
    let renderer = MarkdownRenderer(smartPunctuation: false)

    /// Cases from the Unicode categories github-slugger keeps and removes.
    func testSlugsAreGitHubs() {
        let cases: [(String, String)] = [
            ("heading with a - dash", "heading-with-a---dash"),
            ("heading with an _ underscore", "heading-with-an-_-underscore"),
            ("exchange.bind_headers(exchange, routing [, bindCallback])", "exchangebind_headersexchange-routing--bindcallback"),
            ("apostrophe’s should be trimmed", "apostrophes-should-be-trimmed"),
            ("I ♥ unicode", "i--unicode"),
            ("en–dash", "endash"),
            ("😄 unicode emoji", "-unicode-emoji"),
            ("Привет non-latin 你好", "привет-non-latin-你好"),
            ("a\u{0301} combining", "a\u{0301}-combining"),
            ("x² ½", "x-"),
            ("a‿b⁀c", "a‿b⁀c"),
            ("Ⅻ ⅻ", "ⅻ-ⅻ"),
            ("$5 € 10", "5--10"),
            ("?!", "section"),
        ]
        for (text, slug) in cases {
            XCTAssertEqual(HeadingIDs.slug(text), slug, text)
        }
    }

    /// github-slugger's own sequence: suffixes count per text, and a taken suffix is skipped.
    func testRepeatedHeadingsTakeSuffixesAsGitHubDoes() {
        var ids = HeadingIDs()
        let given = ["echo", "echo", "echo 1", "echo-1", "echo", "foxtrot-1", "foxtrot", "foxtrot"].map { ids.unique(for: $0) }
        XCTAssertEqual(given, ["echo", "echo-1", "echo-1-1", "echo-1-2", "echo-2", "foxtrot-1", "foxtrot", "foxtrot-2"])
    }

    /// 10,000 headings a-1 … a-10000 and then 10,000 `a`: each suffix is tried once (this took
    /// 83 s when each `a` tried every taken suffix again).
    func testManyCollidingHeadingsGetTheirIDsInLinearTime() {
        var ids = HeadingIDs()
        for index in 1...10_000 { XCTAssertEqual(ids.unique(for: "a-\(index)"), "a-\(index)") }
        let repeated = (1...10_000).map { _ in ids.unique(for: "a") }
        XCTAssertEqual(repeated.first, "a")
        XCTAssertEqual(repeated[1], "a-10001")
        XCTAssertEqual(repeated.last, "a-19999")
        XCTAssertEqual(Set(repeated).count, 10_000)
    }

    func testHeadingIDsNeverCollideWithFootnotesOrTheTheme() {
        let themed = MarkdownRenderer(smartPunctuation: false, reservedIDs: ["main"])
        let html = themed.render("## fn-1\n\n## fnref-1\n\n## Main\n\nText[^1] and again[^1].\n\n## fnref-1-2\n\n[^1]: Note.\n").html
        let ids = html.matches(of: /id="([^"]+)"/).map { String($0.output.1) }
        XCTAssertEqual(ids.count, Set(ids).count, "every id once: \(ids)")
        XCTAssertTrue(html.contains("<h2 id=\"fn-1-1\">fn-1</h2>"), html)
        XCTAssertTrue(html.contains("<h2 id=\"main-1\">Main</h2>"), html)
        XCTAssertTrue(html.contains("<li id=\"fn-1\">"), "cmark's footnote keeps its id")
    }

    func testAttributesAfterAHeadingSetItsIDAndClass() {
        let result = renderer.render("## Install it {#install .wide .note}\n\n## Intro\n\n## Intro again {#intro}\n\n## Braces {not attributes}\n")
        XCTAssertTrue(result.html.contains("<h2 id=\"install\" class=\"wide note\">Install it</h2>"), result.html)
        XCTAssertTrue(result.html.contains("<h2 id=\"intro-1\">Intro</h2>"), "an author's id is taken first: \(result.html)")
        XCTAssertTrue(result.html.contains("<h2 id=\"intro\">Intro again</h2>"), result.html)
        XCTAssertTrue(result.html.contains("<h2 id=\"braces-not-attributes\">Braces {not attributes}</h2>"), result.html)
        XCTAssertEqual(result.headings.map(\.text), ["Install it", "Intro", "Intro again", "Braces {not attributes}"])
        XCTAssertTrue(result.problems.isEmpty)
    }

    func testAnAuthorsIDThatIsTakenIsAProblemAtItsLine() {
        let result = MarkdownRenderer(reservedIDs: ["main"]).render("## A {#x}\n\n## B {#x}\n\n## C {#main}\n")
        XCTAssertEqual(result.problems.map(\.line), [3, 5])
        XCTAssertTrue(result.problems[0].message.contains("#x is already an id of this page"), "\(result.problems)")
    }

    func testHeadingsListTheirLevelsIDsAndText() {
        let result = renderer.render("# Top\n\n## `swift build` *fast*\n\n### Deep\n\n## Next\n")
        XCTAssertEqual(result.headings, [
            MarkdownHeading(level: 1, id: "top", text: "Top"), MarkdownHeading(level: 2, id: "swift-build-fast", text: "swift build fast"),
            MarkdownHeading(level: 3, id: "deep", text: "Deep"), MarkdownHeading(level: 2, id: "next", text: "Next"),
        ])
        XCTAssertEqual(TableOfContentsView.depths(of: result.headings), [0, 1, 2, 1])
    }

    func testTheTableOfContentsNestsAndShowsWhenAsked() throws {
        let headings = [
            MarkdownHeading(level: 2, id: "a", text: "A & B"), MarkdownHeading(level: 3, id: "b", text: "B"),
            MarkdownHeading(level: 4, id: "c", text: "C"), MarkdownHeading(level: 2, id: "d", text: "D"),
        ]
        guard case .object(let toc) = TableOfContentsView.value(for: headings, asked: nil, minimum: 3), case .string(let html)? = toc["html"] else {
            return XCTFail("a table of four headings")
        }
        XCTAssertEqual(html, "<ul><li><a href=\"#a\">A &amp; B</a><ul><li><a href=\"#b\">B</a><ul><li><a href=\"#c\">C</a></li></ul></li></ul></li><li><a href=\"#d\">D</a></li></ul>")
        if case .null = TableOfContentsView.value(for: headings, asked: false, minimum: 3) {} else { XCTFail("toc: false hides it") }
        if case .null = TableOfContentsView.value(for: Array(headings.prefix(2)), asked: nil, minimum: 3) {} else { XCTFail("too few headings") }
        if case .object = TableOfContentsView.value(for: Array(headings.prefix(1)), asked: true, minimum: 3) {} else { XCTFail("toc: true shows it") }
    }
}
