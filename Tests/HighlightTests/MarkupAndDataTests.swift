import Highlight
import XCTest

/// JSON, YAML, HTML, XML, CSS and diffs.
final class MarkupAndDataTests: XCTestCase {
    func testJSONKeysValuesAndEscapes() {
        XCTAssertEqual(classified(Samples.json, "json"), [
            Pair("p", "{"), Pair("nt", "\"name\""), Pair("p", ":"), Pair("s2", "\"rows\""), Pair("p", ","),
            Pair("nt", "\"version\""), Pair("p", ":"), Pair("mi", "2"), Pair("p", ","),
            Pair("nt", "\"ratio\""), Pair("p", ":"), Pair("mf", "-1.5e3"), Pair("p", ","),
            Pair("nt", "\"tags\""), Pair("p", ":"), Pair("p", "["), Pair("s2", "\"swift\""), Pair("p", ","), Pair("s2", "\"ios\""), Pair("p", ","),
            Pair("s2", "\"\\u00e9\\n\""), Pair("p", "],"),
            Pair("nt", "\"private\""), Pair("p", ":"), Pair("kc", "false"), Pair("p", ","),
            Pair("nt", "\"license\""), Pair("p", ":"), Pair("kc", "null"), Pair("p", "}"),
        ])
    }

    func testYAMLKeysScalarsAnchorsAndBlockScalars() {
        assertTokens(Samples.yaml, "yml", include: [
            Pair("nn", "---"), Pair("nt", "title"), Pair("s2", "\"Caching row heights: a "), Pair("se", "\\\""),
            Pair("nt", "draft"), Pair("kc", "false"), Pair("mi", "42"), Pair("mf", "1.5"), Pair("p", "["), Pair("nl", "&defaults"),
            Pair("c1", "# seconds"), Pair("nl", "*defaults"), Pair("p", "|"), Pair("s", "\n  A block scalar\n  over two lines."),
            Pair("kt", "!!str"), Pair("p", "-"),
        ])
    }

    /// A GitHub Actions step: a plain `run:` value holds quotes and `${{ }}` as text, to its line's end,
    /// and the keys after it stay keys.
    func testYAMLPlainScalarsEndAtTheLine() {
        let workflow = """
        steps:
          - name: Test
            run: xcodebuild test -scheme App -destination "${{ matrix.destination }}" | xcpretty
          - name: Upload
            with: {path: build, retention-days: 5}
        tags: [a, "b c"]
        """
        assertTokens(workflow, "yaml", include: [
            Pair("nt", "run"), Pair("p", ":"), Pair("nt", "name"), Pair("nt", "with"), Pair("p", "{"), Pair("nt", "path"),
            Pair("p", ","), Pair("nt", "retention-days"), Pair("mi", "5"), Pair("p", "}"), Pair("nt", "tags"), Pair("p", "["),
            Pair("p", ","), Pair("s2", "\"b c\""), Pair("p", "]"),
        ])
        let run = classified(workflow, "yaml").filter { $0.text.contains("xcodebuild") }
        XCTAssertEqual(run, [], "the run value is plain text, not a string: \(classified(workflow, "yaml"))")
        XCTAssertFalse(classified(workflow, "yaml").contains { $0.cssClass.hasPrefix("s") && $0.text.contains("\n") }, "no string runs over lines")
    }

    func testHTMLTagsAttributesEntitiesAndEmbeddedCode() {
        assertTokens(Samples.html, "html", include: [
            Pair("cp", "<!DOCTYPE html>"), Pair("nt", "<html"), Pair("na", "lang"), Pair("o", "="), Pair("s", "\"en\""), Pair("nt", ">"),
            Pair("c", "<!-- a comment -->"), Pair("nt", "<head><style>body"), Pair("k", "color"), Pair("mh", "#333"),
            Pair("nt", "</style></head>"), Pair("s", "'7'"), Pair("ni", "&amp;"), Pair("ni", "&copy;"), Pair("nt", "<script>"),
            Pair("kd", "const"), Pair("sb", "`a "), Pair("si", "${"), Pair("nt", "</script>"),
        ])
    }

    func testXMLDeclarationsNamespacesAndCDATA() {
        assertTokens(Samples.xml, "xml", include: [
            Pair("cp", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"), Pair("nt", "<rss"), Pair("na", "xmlns:atom"), Pair("ni", "&amp;"),
        ])
        XCTAssertFalse(classified(Samples.xml, "xml").contains(Pair("nt", "<b")), "CDATA is text")
    }

    func testCSSSelectorsPropertiesAndValues() {
        assertTokens(Samples.css, "css", include: [
            Pair("k", "@media"), Pair("nc", ".highlight"), Pair("nt", "pre"), Pair("o", ">"), Pair("nn", "#main"), Pair("nd", ":hover::after"), Pair("k", "color"), Pair("mh", "#e6edf3"), Pair("k", "margin"), Pair("mf", "-1.5"), Pair("kt", "em"),
            Pair("kt", "px"), Pair("s2", "\"SF Mono\""), Pair("cp", "!important"), Pair("nb", "url"), Pair("s", "(bg.png)"), Pair("nb", "rgb"), Pair("cm", "/* comment */"),
        ])
    }

    func testDiffLines() {
        assertTokens(Samples.diff, "diff", include: [
            Pair("gh", "diff --git a/Row.swift b/Row.swift"), Pair("gh", "index 3b18e51..a9c3f1d 100644"), Pair("gd", "--- a/Row.swift"),
            Pair("gi", "+++ b/Row.swift"), Pair("gu", "@@ -1,3 +1,3 @@"), Pair("gd", "-    var title: String"), Pair("gi", "+    var title: String?"),
        ])
    }
}
