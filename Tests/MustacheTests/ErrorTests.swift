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
            "page:2:7: error: closing tag `{{/a}}` does not match `{{#b}}`, opened at 2:1: close it with `{{/b}}`")
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
        assertCompileError(
            "<p>\n  {{> sidebar}}\n</p>",
            "page:2:3: error: partial `sidebar` does not exist; the templates are, nearest first: `page`")
    }

    func testStrictModeReportsMissingParent() {
        assertCompileError(
            "{{<layout}}{{/layout}}", "page:1:1: error: parent template `layout` does not exist; the templates are, nearest first: `page`")
    }

    func testMissingPartialListsTheTemplatesNearestFirst() {
        XCTAssertThrowsError(try TemplateLibrary(templates: [
            "home": "{{>post-sumary}}", "post-summary": "", "pagination": "", "post": "",
        ])) { error in
            XCTAssertEqual(String(describing: error), "home:1:1: error: partial `post-sumary` does not exist; "
                + "the templates are, nearest first: `post-summary`, `post`, `home`, `pagination`")
        }
    }

    func testTagMissingABraceRunsIntoTheNextTag() {
        assertCompileError(
            "<h1>{{page.title}</h1>\n<p>{{page.summary}}</p>",
            "page:1:5: error: tag `{{page.title}` is not closed: it runs into the next tag, at 2:4; end it with `}}`")
    }

    func testTripleMustacheMissingABraceRunsIntoTheNextTag() {
        assertCompileError(
            "{{{page.content}} {{{x}}}",
            "page:1:1: error: tag `{{{page.content}}` is not closed: it runs into the next tag, at 1:19; end it with `}}}`")
    }

    func testGoTemplateNameIsRefused() {
        assertCompileError(
            "<h1>{{ .Title }}</h1>",
            "page:1:5: error: `{{ .Title }}` is Go template syntax: Mustache names have no leading dot; write `Title`")
    }

    func testNameWithSpacesIsRefused() {
        assertCompileError(
            "{{#each posts}}{{/each posts}}",
            "page:1:1: error: `{{#each posts}}` is not a Mustache tag: a name is words joined by dots, without spaces, braces or quotes")
    }

    func testNameWithAnEmptyComponentIsRefused() {
        assertCompileError(
            "{{page..title}}",
            "page:1:1: error: `{{page..title}}` is not a Mustache tag: a name is words joined by dots, without spaces, braces or quotes")
    }

    func testStrictNamesAllowDotsIndexesDashesAndPadding() throws {
        let library = try TemplateLibrary(templates: ["page": "{{ a.b }}{{#l.0}}{{.}}{{/l.0}}{{>x-y}}{{! any { text }}", "x-y": "!"])
        XCTAssertEqual(try library.render("page", with: ["a": ["b": "1"], "l": ["2"]]), "12!")
    }

    func testSpecModeKeepsTheSpecsNames() throws {
        let library = try TemplateLibrary(templates: ["page": "[{{ .Title }}|{{a b}}]"], mode: .spec)
        XCTAssertEqual(try library.render("page", with: ["a b": "x"]), "[|x]")
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
                c:1:1: error: partial `gone` does not exist; the templates are, nearest first: `a`, `b`, `c`
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
            XCTAssertEqual(
                String(describing: error), "page:1:1: error: partial `video` does not exist; the templates are, nearest first: `page`")
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
