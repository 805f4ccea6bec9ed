/// A build that stopped on errors. Carries every error found, and the warnings.
public struct BuildFailure: Error, Sendable {
    /// Sorted by file, line and column; problems at one place keep the order they were found in.
    public let diagnostics: [Diagnostic]
    /// The step that found the errors: the build's step runner names it, so that stages
    /// never have to.
    public internal(set) var step: String

    public init(diagnostics: [Diagnostic], step: String = "") {
        self.diagnostics = diagnostics.enumerated().sorted {
            ($0.element.file, $0.element.line ?? 0, $0.element.column ?? 0, $0.offset)
                < ($1.element.file, $1.element.line ?? 0, $1.element.column ?? 0, $1.offset)
        }.map(\.element)
        self.step = step
    }
}
