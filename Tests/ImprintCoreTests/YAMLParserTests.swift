import XCTest
@testable import ImprintCore

final class YAMLParserTests: XCTestCase {
    func testMappingKeepsKeyOrderAndPositions() throws {
        let node = try XCTUnwrap(YAMLParser.parse("title: Hello\ntags:\n  - a\n  - b\n"))
        guard case .mapping(let members) = node.kind else { return XCTFail("not a mapping") }
        XCTAssertEqual(members.map(\.key), ["title", "tags"])
        XCTAssertEqual(node["title"]?.line, 1)
        XCTAssertEqual(node["title"]?.column, 8)
        XCTAssertEqual(node["tags"]?.line, 3)
    }

    func testQuotedScalarsAreNotPlain() throws {
        let node = try XCTUnwrap(YAMLParser.parse("a: true\nb: \"true\"\n"))
        XCTAssertEqual(node["a"]?.kind, .scalar("true", isPlain: true))
        XCTAssertEqual(node["b"]?.kind, .scalar("true", isPlain: false))
    }

    func testFirstLineShiftsEveryPosition() throws {
        let node = try XCTUnwrap(YAMLParser.parse("a: 1\nb: 2\n", firstLine: 10))
        XCTAssertEqual(node["b"]?.line, 11)
    }

    func testSyntaxErrorHasPosition() {
        XCTAssertThrowsError(try YAMLParser.parse("a: [1, 2\nb: 3\n")) { error in
            let error = error as! YAMLSyntaxError
            XCTAssertEqual(error.line, 2)
            XCTAssertTrue(error.problem.contains("flow sequence that starts at line 1, column 4"), error.problem)
        }
    }

    func testAliasesRepeatTheAnchoredValue() throws {
        let node = try XCTUnwrap(YAMLParser.parse("base: &tags [a, b]\ncopy: *tags\n"))
        XCTAssertEqual(node["copy"]?.kind, node["base"]?.kind)
    }

    func testEmptyTextHasNoDocument() throws {
        XCTAssertNil(try YAMLParser.parse("# only a comment\n"))
    }
}
