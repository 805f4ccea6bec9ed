import Mustache
import XCTest

/// Every error the engine reports, with its exact message and position.
final class ErrorTests: XCTestCase {
    func testUnclosedTag() {
        assertCompileError("a\n  {{name", "page:2:3: error: unclosed tag: `{{` has no matching `}}`")
    }

    func testUnclosedTripleMustache() {
        assertCompileError("{{{name}}", "page:1:1: error: unclosed tag: `{{` has no matching `}}}`")
    }

    func testUnclosedSection() {
        assertCompileError("x\n{{#posts}}\n{{title}}\n", "page:2:1: error: section `posts` is never closed: add `{{/posts}}`")
    }

    func testMismatchedClosingTag() {
        assertCompileError(
            "{{#a}}\n{{#b}}{{/a}}",
            "page:2:7: error: closing tag `{{/a}}` does not match the open section `b`: close it with `{{/b}}`")
    }

    func testClosingTagWithoutSection() {
        assertCompileError("text {{/a}}", "page:1:6: error: closing tag `{{/a}}` has no open section")
    }

    func testBadDelimiterChange() {
        assertCompileError(
            "ok\n{{=<%=}}",
            "page:2:1: error: invalid delimiter change `{{=<%=}}`: give two delimiters without spaces or `=`, "
                + "separated by a space, like `{{=<% %>=}}`")
    }

    func testEmptyTag() {
        assertCompileError("{{ }}", "page:1:1: error: empty tag: put a name between the delimiters")
    }

    func testColumnsCountCharactersNotBytes() {
        assertCompileError("héllo 🚀 {{#a}}", "page:1:9: error: section `a` is never closed: add `{{/a}}`")
    }

    func testStrictModeReportsMissingPartialWithItsLine() {
        assertCompileError("<p>\n  {{> sidebar}}\n</p>", "page:2:3: error: partial `sidebar` does not exist")
    }

    func testStrictModeReportsMissingParent() {
        assertCompileError("{{<layout}}{{/layout}}", "page:1:1: error: parent template `layout` does not exist")
    }

    func testSpecModeRendersMissingPartialAsEmpty() throws {
        let library = try TemplateLibrary(templates: ["page": "[{{>nothing}}]"], mode: .spec)
        XCTAssertEqual(try library.render("page", with: [:]), "[]")
    }

    func testAllCompileErrorsAreReportedTogether() {
        XCTAssertThrowsError(try TemplateLibrary(templates: ["b": "{{#x}}", "a": "{{/y}}", "c": "{{>gone}}"])) { error in
            XCTAssertEqual(String(describing: error), """
                a:1:1: error: closing tag `{{/y}}` has no open section
                b:1:1: error: section `x` is never closed: add `{{/x}}`
                c:1:1: error: partial `gone` does not exist
                """)
        }
    }

    func testUnresolvedDynamicNameInStrictMode() throws {
        let library = try TemplateLibrary(templates: ["page": "a\n {{>*kind}}"])
        XCTAssertThrowsError(try library.render("page", with: ["kind": 3])) { error in
            XCTAssertEqual(String(describing: error), "page:2:2: error: dynamic name `*kind` does not resolve to the name of a template")
        }
    }

    func testDynamicNameOfMissingTemplateInStrictMode() throws {
        let library = try TemplateLibrary(templates: ["page": "{{>*kind}}"])
        XCTAssertThrowsError(try library.render("page", with: ["kind": "video"])) { error in
            XCTAssertEqual(String(describing: error), "page:1:1: error: partial `video` does not exist")
        }
    }

    func testSelfIncludingPartialStopsAtTheDepthLimit() throws {
        let library = try TemplateLibrary(templates: ["loop": "x{{>loop}}"])
        XCTAssertThrowsError(try library.render("loop", with: [:])) { error in
            XCTAssertEqual(
                String(describing: error),
                "loop:1:2: error: `loop` is nested more than 100 levels deep: a partial or parent includes itself without end")
        }
    }

    func testRenderingAnUnknownTemplate() throws {
        let library = try TemplateLibrary(templates: [:])
        XCTAssertThrowsError(try library.render("post", with: [:])) { error in
            XCTAssertEqual(String(describing: error), "post:1:1: error: no template named `post`")
        }
    }
}

private func assertCompileError(_ source: String, _ expected: String, line: UInt = #line) {
    XCTAssertThrowsError(try TemplateLibrary(templates: ["page": source]), line: line) { error in
        XCTAssertEqual(String(describing: error), expected, line: line)
    }
}
