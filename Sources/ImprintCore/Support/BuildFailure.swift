/// A build that stopped on errors. Carries every error found, and the warnings.
public struct BuildFailure: Error, Sendable {
    /// Sorted by file, line and column; problems at one place keep the order they were found in.
    public let diagnostics: [Diagnostic]
    /// The step that found the errors: the build's step runner names it, so that stages
    /// never have to.
    public internal(set) var step: String

    public init(diagnostics: [Diagnostic], step: String = "") {
        self.diagnostics = Diagnostic.byPlace(diagnostics)
        self.step = step
    }
}
