import Highlight
import XCTest

/// The HTML around the tokens: classes, unknown languages, line numbers and highlighted lines.
final class HighlighterTests: XCTestCase {
    func testKnownLanguageGetsSpansAndItsCanonicalClass() {
        XCTAssertEqual(
            Highlighter.html(code: "let x = 1\n", info: "Swift"),
            "<pre class=\"highlight\" tabindex=\"0\"><code class=\"language-swift\"><span class=\"kd\">let</span> x <span class=\"p\">=</span> <span class=\"mi\">1</span>\n</code></pre>\n")
        XCTAssertTrue(Highlighter.html(code: "@end\n", info: "objective-c").contains("class=\"language-objc\""))
    }

    func testUnknownOrMissingLanguageIsEscapedPlainText() {
        XCTAssertEqual(Highlighter.html(code: "a < b\n", info: "brainfuck"), "<pre class=\"highlight\" tabindex=\"0\"><code class=\"language-brainfuck\">a &lt; b\n</code></pre>\n")
        XCTAssertEqual(Highlighter.html(code: "a < b\n", info: ""), "<pre class=\"highlight\" tabindex=\"0\"><code>a &lt; b\n</code></pre>\n")
    }

    func testHostileInfoStringIsEscapedInTheAttribute() {
        let html = Highlighter.html(code: "x\n", info: "\"><script>alert(1)</script>")
        XCTAssertEqual(html, "<pre class=\"highlight\" tabindex=\"0\"><code class=\"language-&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\">x\n</code></pre>\n")
    }

    func testAnyFirstWordKeepsItsLanguageClassAsCmarkDoes() {
        XCTAssertEqual(Highlighter.html(code: "x\n", info: "föö bar"), "<pre class=\"highlight\" tabindex=\"0\"><code class=\"language-föö\">x\n</code></pre>\n")
        XCTAssertEqual(CodeBlockInfo(parsing: "日本語{linenos=true}").language, "日本語")
    }

    func testLineNumbersArePaddedAndStartWhereAsked() {
        let code = (1...10).map { "line \($0)\n" }.joined()
        let html = Highlighter.html(code: code, info: "text {linenos=true, linenostart=5}")
        XCTAssertTrue(html.contains("<span class=\"linenos\"> 5</span>line 1\n"), html)
        XCTAssertTrue(html.contains("<span class=\"linenos\">14</span>line 10\n"), html)
    }

    func testHighlightedLinesWrapWholeLinesAndReopenSpans() {
        let html = Highlighter.html(code: "/* a\nb */\nc\n", info: "c {hl_lines=[2]}")
        XCTAssertEqual(
            html,
            "<pre class=\"highlight\" tabindex=\"0\"><code class=\"language-c\"><span class=\"cm\">/* a\n</span><span class=\"hll\"><span class=\"cm\">b */</span>\n</span>c\n</code></pre>\n")
    }

    func testHighlightedLineWrapsItsNumberToo() {
        XCTAssertEqual(
            Highlighter.html(code: "a\nb\n", info: "{linenos=true, hl_lines=[2]}"),
            "<pre class=\"highlight\" tabindex=\"0\"><code><span class=\"linenos\">1</span>a\n<span class=\"hll\"><span class=\"linenos\">2</span>b\n</span></code></pre>\n")
    }

    /// Found by the markdown fuzz target: a block ending in "\r", whose HTML then ends in "\r\n",
    /// which Swift counts as one character; the inverse must work on bytes.
    func testCodeEndingInACarriageReturnComesBackWhole() {
        for code in ["\n\r", "a\r", "\r\n\r"] {
            let html = Highlighter.html(code: code, info: "ruby {linenos=true, hl_lines=[2]}")
            XCTAssertEqual(Array(Highlighter.code(inHTML: html).utf8), Array(code.utf8), code.debugDescription)
        }
    }

    func testInfoStringOptions() {
        let info = CodeBlockInfo(parsing: "swift {hl_lines=[2,\"4-5\"], linenos=true}")
        XCTAssertEqual(info, CodeBlockInfo(language: "swift", highlightedLines: [2...2, 4...5], numbersLines: true))
        XCTAssertEqual(CodeBlockInfo(parsing: "py {hl_lines=\"1 3-4\", linenos=false}").highlightedLines, [1...1, 3...4])
        XCTAssertEqual(CodeBlockInfo(parsing: "{linenos=inline}"), CodeBlockInfo(numbersLines: true))
        XCTAssertEqual(CodeBlockInfo(parsing: "rb {hl_lines=[9-2, x, 3-], bogus}"), CodeBlockInfo(language: "rb"))
        XCTAssertTrue(CodeBlockInfo(parsing: "swift {hl_lines=[1-1000000000]}").highlights(line: 999_999_999))
    }

    func testEveryAliasNamesItsLanguage() {
        for language in Language.all {
            for alias in language.aliases {
                XCTAssertEqual(Language.named(alias)?.name, language.name, alias)
                XCTAssertEqual(Language.named(alias.uppercased())?.name, language.name, alias)
            }
        }
        XCTAssertEqual(Set(Language.all.flatMap(\.aliases)).count, Language.all.flatMap(\.aliases).count, "no alias names two languages")
    }

    /// A word after `.` is a member, whatever keyword it spells, and `.0` after a value is a tuple element.
    func testAWordAfterADotIsAMember() {
        let swift = classified("let mode = .default\nlet value = try result.get()\nlet pairs = grouped.lazy.map { $0 }\nlet field = match?.0\nlet t = T.self\nlet a = 0..<count\n", "swift")
        for member in ["default", "get", "lazy"] {
            XCTAssertFalse(swift.contains { $0.text == member }, "\(member) is coloured: \(swift)")
        }
        XCTAssertFalse(swift.contains { $0.text == ".0" }, "not the float .0: \(swift)")
        XCTAssertTrue(swift.contains(Pair("mi", "0")), "the tuple index: \(swift)")
        XCTAssertTrue(swift.contains(Pair("k", "self")) || swift.contains { $0.text == "self" && !$0.cssClass.isEmpty }, "`.self` stays a keyword: \(swift)")
        XCTAssertTrue(swift.contains(Pair("kd", "let")) && swift.contains(Pair("k", "try")), "keywords elsewhere stay: \(swift)")
        let ruby = classified("def self.for(name)\n  app.set(:x)\nend\n", "ruby")
        XCTAssertTrue(ruby.contains(Pair("nf", "for")), "the method's name, not the keyword: \(ruby)")
        XCTAssertFalse(ruby.contains { $0.text == "set" }, "\(ruby)")
        let javascript = classified("promise.catch(report).finally(done)\n", "javascript")
        XCTAssertFalse(javascript.contains { $0.text == "catch" || $0.text == "finally" }, "\(javascript)")
    }
}
