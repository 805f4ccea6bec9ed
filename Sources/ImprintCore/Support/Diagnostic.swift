/// A problem found in a build, located where a person can find it, ready to print.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error
        case warning
    }

    public let severity: Severity
    /// The file, relative to the site's source folder: `content/posts/x.md`.
    public let file: String
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(_ severity: Severity, file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, the form editors and compilers use.
    public var description: String {
        let position = [line, column].compactMap { $0 }.map { ":\($0)" }.joined()
        return "\(file)\(position): \(severity.rawValue): \(message)"
    }
}

extension Diagnostic {
    /// `diagnostics` by file, line and column; those at one place keep the order they were found in.
    static func byPlace(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted {
            ($0.element.file, $0.element.line ?? 0, $0.element.column ?? 0, $0.offset)
                < ($1.element.file, $1.element.line ?? 0, $1.element.column ?? 0, $1.offset)
        }.map(\.element)
    }
}
