import Mustache
import XCTest

/// `TemplateLibrary.nameReferences(reachedFrom:)`: every name a template looks up, where, and inside which sections.
final class NameReferenceTests: XCTestCase {
    func testVariablesAndSectionsAreListedInOrderWithTheirPlace() throws {
        let references = try names(["page": "{{title}}\n  {{#posts}}{{date.iso}}{{/posts}}{{^posts}}{{.}}{{/posts}}"], from: "page")
        XCTAssertEqual(references, [
            "page:1:1 title", "page:2:3 #posts", "page:2:13 posts > date.iso", "page:2:35 ^posts", "page:2:45 ^posts > .",
        ])
    }

    func testPartialsAreFollowedInsideTheirIncludingSections() throws {
        let references = try names(["home": "{{#posts}}{{>summary}}{{/posts}}", "summary": "{{title}}"], from: "home")
        XCTAssertEqual(references, ["home:1:1 #posts", "summary:1:1 posts > title"])
    }

    func testOverridesArePlacedInTheChildAndCheckedWhereTheParentRendersThem() throws {
        let references = try names([
            "layout": "{{#site}}{{$content}}{{fallback}}{{/content}}{{/site}}{{>head}}",
            "head": "{{$title}}{{page.title}}{{/title}}",
            "post": "{{<layout}}{{$content}}\n{{body}}{{/content}}{{$title}}{{name}}{{/title}}{{/layout}}",
        ], from: "post")
        XCTAssertEqual(references, ["layout:1:1 #site", "post:2:1 site > body", "post:2:31 name"])
    }

    func testDefaultBlockContentIsListedWhenNotOverridden() throws {
        let references = try names(["layout": "{{$title}}{{page.title}}{{/title}}", "page": "{{<layout}}{{/layout}}"], from: "page")
        XCTAssertEqual(references, ["layout:1:11 page.title"])
    }

    func testAPartialIncludingItselfIsFollowedOnce() throws {
        let references = try names(["tree": "{{name}}{{#children}}{{>tree}}{{/children}}"], from: "tree")
        XCTAssertEqual(references, ["tree:1:1 name", "tree:1:9 #children"])
    }

    func testDynamicPartialsListTheNameTheyLookUp() throws {
        let references = try names(["page": "{{#item}}{{>*kind}}{{/item}}"], from: "page")
        XCTAssertEqual(references, ["page:1:1 #item", "page:1:10 item > *kind"])
    }

    func testAPartialIncludedTwiceInOneContextIsListedOnce() throws {
        let references = try names(["page": "{{>a}}{{>a}}", "a": "{{x}}"], from: "page")
        XCTAssertEqual(references, ["a:1:1 x"])
    }

    func testReferencesNameThePartialAndParentTagsThatReachedThem() throws {
        let library = try TemplateLibrary(templates: [
            "page": "{{title}}\n{{<layout}}{{/layout}}", "layout": "{{#site}}{{>head}}{{/site}}", "head": "{{name}}",
        ])
        let includes = library.nameReferences(reachedFrom: "page").map { reference in
            let tags = reference.includes.map { "\($0.templateName):\($0.line):\($0.column) \($0.included)" }
            return reference.name + ": " + tags.joined(separator: ", ")
        }
        XCTAssertEqual(includes, ["title: ", "site: page:2:1 layout", "name: page:2:1 layout, layout:1:10 head"])
    }

    func testAnUnknownTemplateHasNoReferences() throws {
        XCTAssertEqual(try TemplateLibrary(templates: [:]).nameReferences(reachedFrom: "page"), [])
    }

    /// `template:line:column`, the enclosing sections' names, and the name with its sigil.
    private func names(_ sources: [String: String], from name: String) throws -> [String] {
        try TemplateLibrary(templates: sources).nameReferences(reachedFrom: name).map { reference in
            let sigil = switch reference.kind {
            case .variable: ""
            case .section: "#"
            case .invertedSection: "^"
            case .dynamicName: "*"
            }
            let sections = reference.sections.map { ($0.kind == .invertedSection ? "^" : "") + $0.name + " > " }.joined()
            return "\(reference.templateName):\(reference.line):\(reference.column) \(sections)\(sigil)\(reference.name)"
        }
    }
}
