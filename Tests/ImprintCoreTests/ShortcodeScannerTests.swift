import XCTest
@testable import ImprintCore

final class ShortcodeScannerTests: XCTestCase {
    func testTagsWithArgumentsInBothForms() throws {
        let text = "Intro {{< youtube dQw4w9WgXcQ start=42 title=\"A \\\"talk\\\"\" >}}\n\n{{% note kind=`raw \"q\"` %}}\nInside.\n{{% /note %}}\n{{< clear />}}\n"
        let scanner = ShortcodeScanner(text)
        XCTAssertEqual(scanner.problems.map(\.problem), [])
        let tags = scanner.found.compactMap { if case .tag(let tag) = $0 { tag } else { nil } }
        XCTAssertEqual(tags.map(\.name), ["youtube", "note", "note", "clear"])
        XCTAssertEqual(tags[0].positional, ["dQw4w9WgXcQ"])
        XCTAssertEqual(tags[0].named.map(\.key), ["start", "title"])
        XCTAssertEqual(tags[0].named.map(\.value), ["42", "A \"talk\""])
        XCTAssertEqual(tags[0].form, .html)
        XCTAssertEqual(String(text[tags[0].range]), "{{< youtube dQw4w9WgXcQ start=42 title=\"A \\\"talk\\\"\" >}}")
        XCTAssertEqual([tags[0].line, tags[0].column], [1, 7])
        XCTAssertEqual(tags[1].form, .markdown)
        XCTAssertEqual(tags[1].named.first?.value, "raw \"q\"")
        XCTAssertEqual([tags[2].isClosing, tags[2].line], [true, 5] as [AnyHashable])
        XCTAssertTrue(tags[3].isSelfClosing)
        XCTAssertEqual([tags[3].line, tags[3].column], [6, 1])
    }

    func testCodeBlocksAndSpansAreLeftAlone() {
        let text = "```\n{{< youtube a >}}\n```\n\n~~~~md\n{{< youtube b >}}\n~~~~\n\nSee `{{< youtube c >}}` and ``{{< x >}} ` y``.\n\nA lone ` backtick, then {{< youtube d >}}\n"
        let names = ShortcodeScanner(text).found.compactMap { if case .tag(let tag) = $0 { tag.positional.first } else { nil } }
        XCTAssertEqual(names, ["d"], "only the shortcode outside code; an unmatched backtick is text")
    }

    func testAWrittenOutShortcodeIsText() {
        let found = ShortcodeScanner("Write {{</* youtube id */>}} to embed.").found
        guard case .escaped(_, let written)? = found.first else { return XCTFail("\(found)") }
        XCTAssertEqual(written, "{{< youtube id >}}")
    }

    func testMalformedTagsAreProblemsAtTheirPosition() {
        let scanner = ShortcodeScanner("Line one.\nThen {{< >}} and {{< youtube title=\"open >}}\n{{% note\n")
        XCTAssertEqual(scanner.problems.map { [$0.problem.line, $0.problem.column] }, [[2, 6], [2, 18], [3, 1]])
        XCTAssertTrue(scanner.problems[0].problem.message.contains("no name follows"), scanner.problems[0].problem.message)
        XCTAssertTrue(scanner.problems[1].problem.message.contains("unclosed quote"), scanner.problems[1].problem.message)
        XCTAssertTrue(scanner.problems[2].problem.message.contains("not closed"), scanner.problems[2].problem.message)
    }

    func testAnEqualsSignEndsNoScan() {
        let scanner = ShortcodeScanner("{{< figure src=\"/a.png\" link=https://x.com/?a=b >}} {{< x = >}} {{< y a==b >}}")
        let tags = scanner.found.compactMap { if case .tag(let tag) = $0 { tag } else { nil } }
        XCTAssertEqual(tags.map(\.name), ["figure", "y"])
        XCTAssertEqual(tags.first?.named.map(\.value), ["/a.png", "https://x.com/?a=b"], "a bare value may hold `=`")
        XCTAssertEqual(tags.last?.named.map(\.value), ["=b"])
        XCTAssertEqual(scanner.problems.count, 1)
        XCTAssertTrue(scanner.problems.allSatisfy { $0.problem.message.contains("`=` without a name") }, "\(scanner.problems)")
    }

    func testCodeBlocksInQuotesAndListsAreLeftAlone() {
        let text = "> ```\n> {{< youtube a >}}\n> ```\n\n- item\n\n      {{< youtube b >}}\n\n1. step\n   ```\n   {{< youtube c >}}\n   ```\n\n{{< youtube d >}}\n"
        let found = ShortcodeScanner(text, codeLines: MarkdownRenderer.codeBlockLines(of: text)).found
        XCTAssertEqual(found.compactMap { if case .tag(let tag) = $0 { tag.positional.first } else { nil } }, ["d"])
    }

    /// The quick look that lets most bodies skip shortcode expansion finds an opening at every offset.
    func testTheQuickLookFindsAnOpeningAtEveryOffset() {
        for padding in 0..<6 {
            let before = String(repeating: "x", count: padding)
            XCTAssertTrue(Marks.holdsShortcodeOpening(before + "{{< youtube 1 >}}"), "at \(padding)")
            XCTAssertTrue(Marks.holdsShortcodeOpening(before + "{{%"), "at \(padding)")
            XCTAssertFalse(Marks.holdsShortcodeOpening(before + "{ {< {{ < {{{ x"), "at \(padding)")
        }
        XCTAssertTrue(Marks.holdsShortcodeOpening("{{{<"))
        XCTAssertFalse(Marks.holdsShortcodeOpening("{{"))
    }
}
