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

    /// The mistakes people make, with what to do, not only libyaml's words.
    func testSyntaxErrorsSayWhatToDo() {
        func problem(_ text: String, firstLine: Int = 2) -> String {
            do throws(YAMLSyntaxError) {
                _ = try YAMLParser.parse(text, firstLine: firstLine)
                return "no error"
            } catch {
                return "\(error.line): " + error.problem
            }
        }
        XCTAssertTrue(problem("title: Swift concurrency: notes\ndate: 2024-01-01\n")
            .hasSuffix(#": a value with `: ` in it must be quoted: write `title: "Swift concurrency: notes"`"#))
        XCTAssertTrue(problem("title: quote \"me\": now\n").hasSuffix(#"write `title: "quote \"me\": now"`"#), problem("title: quote \"me\": now\n"))
        XCTAssertFalse(problem("title: \"A\" b: c\n").contains("indented"), "no advice on the first line's indentation")
        XCTAssertTrue(problem("tags:\n\t- swift\n").hasSuffix(": YAML indents with spaces, not tabs: replace the tab at the start of line 3 with spaces"))
        XCTAssertTrue(problem("project:\n  name: x\n    bad: y\n").hasSuffix(
            ": this line is indented more than `name:` above it, so YAML reads it as more of that key's value: indent it as `name:` is, or end `name:` at its colon to open a block under it"))
        XCTAssertEqual(problem("images:\n  widths: [1]\n preview: x\n"),
                       "4: did not find expected key while parsing a block mapping that starts at line 2, column 1: line 4 is indented 1 space, like no line above it (they are indented 0, 2): indent it as the other lines of the block it belongs to")
        XCTAssertEqual(problem("tags: [a, b\n"), "3: did not find expected ',' or ']' while parsing a flow sequence that starts at line 2, column 7", "no advice it cannot back")
    }

    func testAliasesRepeatTheAnchoredValue() throws {
        let node = try XCTUnwrap(YAMLParser.parse("base: &tags [a, b]\ncopy: *tags\n"))
        XCTAssertEqual(node["copy"]?.kind, node["base"]?.kind)
    }

    func testEmptyTextHasNoDocument() throws {
        XCTAssertNil(try YAMLParser.parse("# only a comment\n"))
    }
}
