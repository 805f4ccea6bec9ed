import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// An old site's TOML, JSON and YAML far past anything a person writes end in a clean error,
/// never gigabytes.
final class ImportLimitsTests: XCTestCase {
    func testTOMLAndJSONPastTheValueLimitAreAnErrorNotGigabytes() throws {
        let items = Array(repeating: "1", count: YAMLParser.maximumNodes).joined(separator: ", ")
        XCTAssertThrowsError(try TOMLDocument.parse("title = \"Big\"\nlist = [\(items)]\n", firstLine: 2)) { error in
            XCTAssertEqual(error as? TOMLDocument.Failure, TOMLDocument.Failure(message: "more than 100000 values by here: use a smaller value", line: 3, column: 9 + 3 * (YAMLParser.maximumNodes - 2)))
        }
        XCTAssertThrowsError(try HugoFrontMatter.read(SourceText(path: "x.md", text: "{\"list\": [\(items)]}\nBody\n"))) { error in
            XCTAssertEqual((error as? HugoFrontMatter.Failure)?.message, "the JSON front matter holds more than 100000 values: use a smaller value")
        }
        // Just within the limit, and commas in strings are no values.
        let fewer = Array(repeating: "1", count: YAMLParser.maximumNodes - 3).joined(separator: ", ")
        XCTAssertEqual(try TOMLDocument.parse("list = [\(fewer)]\n")["list"]?.texts.count, YAMLParser.maximumNodes - 3)
        XCTAssertEqual(try JSONDocument.parse("{\"list\": [\(fewer)], \"text\": \"\(String(repeating: ",", count: 200_000))\"}")?["list"]?.texts.count, YAMLParser.maximumNodes - 3)
    }

    func testAHugoConfigPastTheValueLimitIsAnErrorNamingTheFile() throws {
        let items = Array(repeating: "1", count: YAMLParser.maximumNodes).joined(separator: ", ")
        for (name, text) in [("hugo.toml", "title = \"Big\"\nlist = [\(items)]\n"), ("hugo.json", "{\"list\": [\(items)]}"), ("hugo.yaml", "list: [\(items)]\n")] {
            let hugo = try Fixture.temporaryDirectory().appendingPathComponent("hugo")
            try FileManager.default.createDirectory(at: hugo, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: hugo.appendingPathComponent(name))
            XCTAssertThrowsError(try HugoConfig(folder: hugo), name) { error in
                XCTAssertTrue("\(error)".contains("\(name)") && "\(error)".contains("more than 100000 values"), "\(error)")
            }
        }
    }
}
