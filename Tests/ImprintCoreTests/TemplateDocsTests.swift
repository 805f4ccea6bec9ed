import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// docs/templates.md lists exactly the variables the view types declare: its variable reference is
/// written from `PageTemplate.all` and the schemas, and re-recorded with `IMPRINT_RECORD=1`.
final class TemplateDocsTests: XCTestCase {
    private static let begin = "<!-- variables: written from the view types' schemas by TemplateDocsTests (IMPRINT_RECORD=1) -->\n"
    private static let end = "<!-- end of variables -->\n"

    func testTheVariableReferenceMatchesTheSchemas() throws {
        let file = Fixture.repositoryRoot.appendingPathComponent("docs/templates.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: Self.begin), "docs/templates.md has lost its variables marker")
        let stop = try XCTUnwrap(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let written = Self.reference()
        if SnapshotAssertion.isRecording {
            try (text[..<start.upperBound] + written + text[stop.lowerBound...]).write(to: file, atomically: true, encoding: .utf8)
        } else {
            XCTAssertEqual(String(text[start.upperBound..<stop.lowerBound]), written,
                           "docs/templates.md and the view types disagree: re-record with IMPRINT_RECORD=1")
        }
    }

    func testEveryObjectIsDocumentedOnce() {
        let names = Self.objects().map(\.name)
        XCTAssertEqual(names.count, Set(names).count, "two schemas share a name: \(names)")
    }
}

private extension TemplateDocsTests {
    /// One table per template, then one per kind of object, in the order they first appear.
    static func reference() -> String {
        var text = "### What each template gets\n\n"
        for template in PageTemplate.all {
            let period = template.renders.hasSuffix("…") ? "" : "."
            text += "#### \(template.name).mustache\n\nRenders \(template.renders)\(period)\n\n" + table(template.data.fields)
        }
        text += "### The objects\n\n"
        for schema in objects() {
            text += "#### \(schema.name)\n\n\(schema.about)\n\n" + table(schema.fields)
        }
        return text
    }

    static func table(_ fields: [TemplateSchema.Field]) -> String {
        "| name | holds | meaning |\n| --- | --- | --- |\n"
            + fields.map { "| `\($0.name)` | \(kind($0.kind)) | \($0.about) |\n" }.joined() + "\n"
    }

    /// What a field holds, its objects linked to their sections.
    static func kind(_ kind: TemplateSchema.Kind) -> String {
        switch kind {
        case .text: "text"
        case .html: "HTML"
        case .bool: "true or false"
        case .number: "number"
        case .object(let schema): "[\(schema.name)](#\(schema.name.lowercased().replacingOccurrences(of: " ", with: "-")))"
        case .list(let element): "list of " + self.kind(element)
        case .optional(let wrapped): self.kind(wrapped) + ", or nothing"
        case .params: "any keys"
        }
    }

    static func object(in kind: TemplateSchema.Kind) -> TemplateSchema? {
        switch kind {
        case .object(let schema): schema
        case .list(let element), .optional(let element): object(in: element)
        case .text, .html, .bool, .number, .params: nil
        }
    }

    /// Every object a template can reach, breadth first.
    static func objects() -> [TemplateSchema] {
        var found: [TemplateSchema] = []
        var pending = PageTemplate.all.flatMap(\.data.fields)
        while !pending.isEmpty {
            let field = pending.removeFirst()
            guard let schema = object(in: field.kind), !found.contains(where: { $0.name == schema.name }) else { continue }
            found.append(schema)
            pending += schema.fields
        }
        return found
    }
}
