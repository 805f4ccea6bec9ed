import Foundation
import XCTest
@testable import ImprintCore

final class FrontMatterTests: XCTestCase {
    func testSplitsFieldsFromBody() throws {
        let matter = try FrontMatter(source("---\ntitle: Hi\n---\nBody\n"))
        XCTAssertEqual(matter.fields["title"]?.kind, .scalar("Hi", isPlain: true))
        XCTAssertEqual(matter.body, MarkdownBody(text: "Body\n", line: 4))
    }

    func testByteOrderMarkAndCRLFAreAccepted() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("---\r\ntitle: Hi\r\n---\r\nBody\r\n".utf8)
        let matter = try FrontMatter(SourceText.decode(data, displayPath: "x.md"))
        XCTAssertEqual(matter.fields["title"]?.kind, .scalar("Hi", isPlain: true))
        XCTAssertEqual(matter.body, MarkdownBody(text: "Body\n", line: 4))
    }

    func testEveryCommonMarkLineEndingBecomesOneLineFeed() throws {
        // CR, LF and CR LF each end a line: CR CR LF is two line endings, not one.
        let data = Data("---\rtitle: Hi\r\n---\nline1\r\r\nline2\rline3\n".utf8)
        let matter = try FrontMatter(SourceText.decode(data, displayPath: "x.md"))
        XCTAssertEqual(matter.fields["title"]?.kind, .scalar("Hi", isPlain: true))
        XCTAssertEqual(matter.body, MarkdownBody(text: "line1\n\nline2\nline3\n", line: 4))
    }

    func testFieldLinesAreFileLines() throws {
        let matter = try FrontMatter(source("---\ntitle: Hi\ndate: 2020-01-01\n---\n"))
        XCTAssertEqual(matter.fields["date"]?.line, 3)
    }

    func testMissingFrontMatter() {
        XCTAssertThrowsError(try FrontMatter(source("# Just Markdown\n"))) { error in
            XCTAssertEqual((error as! ContentError).reason, .missingFrontMatter)
        }
    }

    func testFrontMatterThatIsAListIsRejected() {
        XCTAssertThrowsError(try FrontMatter(source("---\n- a\n---\n"))) { error in
            XCTAssertEqual((error as! ContentError).reason, .notAMapping(found: "a list"))
        }
    }

    func testInvalidUTF8ReportsItsLine() {
        XCTAssertThrowsError(try SourceText.decode(Data("ok\nok\n".utf8) + Data([0xFF, 0x0A]), displayPath: "x.md")) { error in
            XCTAssertEqual((error as! ContentError).line, 3)
        }
    }

    private func source(_ text: String) -> SourceText {
        SourceText(path: "content/posts/x.md", text: text)
    }
}
