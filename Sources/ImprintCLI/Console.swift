import Foundation
import ImprintCore

/// Where the CLI writes: standard output and standard error, or buffers in tests.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void

    public init(out: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        writeOut = out
        writeError = error
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })

    func print(_ line: String) { writeOut(line) }
    func error(_ line: String) { writeError(line) }
}
