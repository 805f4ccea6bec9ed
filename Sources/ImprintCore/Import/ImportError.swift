import Foundation

/// Why an export cannot be imported.
public enum ImportError: Error, Equatable, CustomStringConvertible {
    case malformed(line: Int, column: Int, message: String)
    case notAnExport(expected: String)

    public var description: String { describe(file: "export") }

    /// The message, as `file:line:column: error: …`.
    public func describe(file: String) -> String {
        switch self {
        case .malformed(let line, let column, let message):
            "\(file):\(line):\(column): error: the export is not well-formed XML: \(message); nothing was written"
        case .notAnExport(let expected):
            "\(file): error: this is not \(expected); nothing was written"
        }
    }
}
