import Mustache
import XCTest

final class RenderingTests: XCTestCase {
    func testSectionRendersWhenTrue() throws {
        XCTAssertEqual(try render("{{#a}}x{{/a}}", ["a": true]), "x")
    }

    func testSectionSkipsEmptyString() throws {
        XCTAssertEqual(try render("[{{#summary}}<p>{{summary}}</p>{{/summary}}]", ["summary": ""]), "[]")
    }

    func testNumericNameSegmentIndexesAList() throws {
        XCTAssertEqual(try render("{{#tags.0}}<ul>{{#tags}}<li>{{.}}</li>{{/tags}}</ul>{{/tags.0}}{{tags.1}}", ["tags": ["a", "b"]]), "<ul><li>a</li><li>b</li></ul>b")
        XCTAssertEqual(try render("{{#tags.0}}<ul></ul>{{/tags.0}}", ["tags": []]), "")
    }

    func testEscapingCoversAllFiveCharacters() throws {
        XCTAssertEqual(try render("{{x}}", ["x": "& < > \" '"]), "&amp; &lt; &gt; &quot; &#39;")
    }

    func testTripleMustacheAndAmpersandDoNotEscape() throws {
        XCTAssertEqual(try render("{{{x}}}|{{& x}}", ["x": "<b>&</b>"]), "<b>&</b>|<b>&</b>")
    }

    func testStandaloneLinesWithCRLF() throws {
        let template = "<ul>\r\n  {{#items}}\r\n  <li>{{.}}</li>\r\n  {{/items}}\r\n</ul>\r\n"
        XCTAssertEqual(try render(template, ["items": ["a", "b"]]), "<ul>\r\n  <li>a</li>\r\n  <li>b</li>\r\n</ul>\r\n")
    }

    func testStandalonePartialIndentsEachLineWithCRLF() throws {
        let output = try render("<div>\r\n  {{>item}}\r\n</div>", [:], partials: ["item": "<p>\r\n{{x}}\r\n</p>\r\n"])
        XCTAssertEqual(output, "<div>\r\n  <p>\r\n  \r\n  </p>\r\n</div>")
    }

    func testDeepNestingOfSections() throws {
        let depth = 300
        let template = (0..<depth).map { "{{#s\($0)}}" }.joined() + "deep" + (0..<depth).reversed().map { "{{/s\($0)}}" }.joined()
        let data = TemplateValue.object(TemplateObject(pairs: (0..<depth).map { ("s\($0)", TemplateValue.bool(true)) }))
        XCTAssertEqual(try render(template, data), "deep")
    }

    func testLargeTemplateOfOneMegabyte() throws {
        let line = "<p>{{name}} &amp; {{#flag}}on{{/flag}}{{^flag}}off{{/flag}}</p>\n"
        let count = 1_048_576 / line.utf8.count + 1
        let template = String(repeating: line, count: count)
        XCTAssertGreaterThanOrEqual(template.utf8.count, 1_048_576)
        let output = try render(template, ["name": "Ada", "flag": true])
        XCTAssertEqual(output, String(repeating: "<p>Ada &amp; on</p>\n", count: count))
    }

    func testUnicodeInNamesAndValues() throws {
        let data: TemplateValue = ["café": ["naïve": "日本語 ✓ 🚀"], "ключ": "значение"]
        XCTAssertEqual(try render("{{café.naïve}} {{ключ}}", data), "日本語 ✓ 🚀 значение")
    }

    func testNumbersRenderInTheirShortestForm() throws {
        XCTAssertEqual(try render("{{a}} {{b}} {{c}}", ["a": 3, "b": 2.5, "c": 4.0]), "3 2.5 4")
    }

    func testParentReplacesBlocksAndKeepsDefaults() throws {
        let layout = "<title>{{$title}}Site{{/title}}</title>\n<main>\n  {{$content}}\n  {{/content}}\n</main>\n"
        let page = "{{<layout}}\n{{$content}}\n<p>{{body}}</p>\n{{/content}}\n{{/layout}}\n"
        XCTAssertEqual(
            try render(page, ["body": "Hi"], partials: ["layout": layout]),
            "<title>Site</title>\n<main>\n  <p>Hi</p>\n</main>\n")
    }

    func testBlockOverridesReachPartialsOfTheParent() throws {
        let partials = ["layout": "{{>head}}|{{$body}}{{/body}}", "head": "<title>{{$title}}Default{{/title}}</title>"]
        XCTAssertEqual(
            try render("{{<layout}}{{$title}}Mine{{/title}}{{$body}}text{{/body}}{{/layout}}", [:], partials: partials),
            "<title>Mine</title>|text")
    }

    func testTemplateValueConvertibleTypes() throws {
        let tags: [String] = ["swift", "objc"]
        let missing: String? = nil
        let data: [String: TemplateValue] = ["tags": tags.templateValue, "missing": missing.templateValue]
        XCTAssertEqual(try render("{{#tags}}{{.}},{{/tags}}[{{missing}}]", data.templateValue), "swift,objc,[]")
    }

    func testTemplatesCanBeRenderedManyTimes() throws {
        let library = try TemplateLibrary(templates: ["t": "{{n}}"])
        let outputs = try (1...3).map { try library.render("t", with: ["n": .int($0)]) }
        XCTAssertEqual(outputs, ["1", "2", "3"])
    }
}

/// Renders `template` in a strict library holding it as `test` beside `partials`.
func render(_ template: String, _ data: TemplateValue, partials: [String: String] = [:]) throws -> String {
    var sources = partials
    sources["test"] = template
    return try TemplateLibrary(templates: sources).render("test", with: data)
}
