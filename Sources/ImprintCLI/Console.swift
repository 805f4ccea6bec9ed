import Foundation
import ImprintCore

/// Where the CLI writes: standard output and standard error, or buffers in tests.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void
    private let writeStatus: (String) -> Void
    /// Whether standard error is a terminal, which a progress line may rewrite in place.
    let isTerminal: Bool

    public init(out: @escaping (String) -> Void, error: @escaping (String) -> Void, status: @escaping (String) -> Void = { _ in }, isTerminal: Bool = false) {
        writeOut = out
        writeError = error
        writeStatus = status
        self.isTerminal = isTerminal
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        status: { FileHandle.standardError.write(Data($0.utf8)) },
        isTerminal: isatty(STDERR_FILENO) != 0)

    func print(_ line: String) { writeOut(line) }
    func error(_ line: String) { writeError(line) }
    /// Text for the terminal's progress line, with no line break of its own.
    func status(_ text: String) { writeStatus(text) }
}
