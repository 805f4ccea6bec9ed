import XCTest
@testable import ImprintCore

/// Output paths that could escape or confuse the output folder are refused, and only those.
final class OutputPathTests: XCTestCase {
    func testUnsafePathsAreRefusedWithTheirReason() {
        let relative = "must be relative to the output folder"
        let characters = "must not contain `\\` or NUL"
        let segments = "must not contain empty, `.` or `..` segments"
        let cases: [(String, String?)] = [
            ("index.html", nil), ("2011/10/x/index.html", nil), ("...", nil), ("a/..b/.c", nil), ("日本語/index.html", nil),
            ("", relative), ("/etc/passwd", relative),
            ("a\\b", characters), ("a\u{0}b", characters), ("../x\\y", characters),
            ("a//b", segments), ("a/", segments), ("./a", segments), ("a/.", segments), ("a/../b", segments), ("..", segments),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(OutputPath.problem(path), expected, path)
        }
    }
}
