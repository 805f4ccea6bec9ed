import Foundation
import Mustache
import XCTest

/// Runs the official Mustache spec, vendored in `Spec/` with its license (MIT), one test per spec file.
final class SpecTests: XCTestCase {
    func testComments() throws { try runSpec("comments") }
    func testDelimiters() throws { try runSpec("delimiters") }
    func testInterpolation() throws { try runSpec("interpolation") }
    func testInverted() throws { try runSpec("inverted") }
    func testPartials() throws { try runSpec("partials") }
    func testSections() throws { try runSpec("sections") }
    func testInheritance() throws { try runSpec("~inheritance") }
    func testDynamicNames() throws { try runSpec("~dynamic-names") }
}

private extension SpecTests {
    struct SpecFile: Decodable {
        let tests: [SpecCase]
    }

    struct SpecCase: Decodable {
        let name: String
        let data: JSONValue
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    static let specDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Spec")

    func runSpec(_ module: String) throws {
        let url = Self.specDirectory.appendingPathComponent("\(module).json")
        let spec = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: url))
        XCTAssertFalse(spec.tests.isEmpty, "\(module).json has no cases")
        for test in spec.tests {
            let actual: String
            do {
                var sources = test.partials ?? [:]
                sources["\u{0}spec"] = test.template
                let library = try TemplateLibrary(templates: sources, mode: .spec)
                actual = try library.render("\u{0}spec", with: test.data.templateValue)
            } catch {
                actual = "error: \(error)"
            }
            XCTAssertEqual(actual, test.expected, """
                \(module): \(test.name)
                template: \(test.template.debugDescription)
                partials: \((test.partials ?? [:]).debugDescription)
                data: \(test.data.templateValue)
                expected: \(test.expected.debugDescription)
                actual:   \(actual.debugDescription)
                """)
        }
        print("Mustache spec \(module): \(spec.tests.count) cases run")
    }
}

/// JSON as the spec files hold it, converted to template data.
struct JSONValue: Decodable {
    let templateValue: TemplateValue

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            templateValue = .null
        } else if let value = try? container.decode(Bool.self) {
            templateValue = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            templateValue = .int(value)
        } else if let value = try? container.decode(Double.self) {
            templateValue = .double(value)
        } else if let value = try? container.decode(String.self) {
            templateValue = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            templateValue = .array(value.map(\.templateValue))
        } else {
            templateValue = .object(TemplateObject(try container.decode([String: JSONValue].self).mapValues(\.templateValue)))
        }
    }
}
