import Foundation
@testable import ImprintCLI
import XCTest

/// What the CLI tests share: the checkout, temporary folders that go away, and running a command
/// in process with its output captured.
extension XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    final class Capture: @unchecked Sendable {
        var out = ""
        var error = ""
    }

    /// A path in the temporary folder, removed when the test ends.
    func temporaryFolder(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-\(name)-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func run(_ arguments: [String]) -> (status: Int32, out: String, error: String) {
        let capture = Capture()
        let console = Console(out: { capture.out += $0 + "\n" }, error: { capture.error += $0 + "\n" })
        let status = CLI.run(["imprint"] + arguments, console: console, now: Date(timeIntervalSince1970: 1_764_547_200))
        return (status, capture.out, capture.error)
    }
}
