/// One step of a build (`SiteBuild.steps`), as Publish's `PublishingStep` is one of its
/// pipeline: it works on the build's state, and the step runner names and times it and names
/// it in any failure. The steps are in `Steps/`, each group in a file.
struct BuildStep: Sendable {
    private enum Kind {
        case named(String, @Sendable (inout BuildState) throws(BuildFailure) -> Void)
        case naming(@Sendable (inout BuildState, inout StepRunner) throws(BuildFailure) -> Void)
    }

    private let kind: Kind
    private let applies: @Sendable (BuildState) -> Bool

    /// A step called `name` (in the progress line, `--metrics` and failures) that runs when
    /// `applies` says so.
    static func named(
        _ name: String, when applies: @escaping @Sendable (BuildState) -> Bool = { _ in true },
        _ body: @escaping @Sendable (inout BuildState) throws(BuildFailure) -> Void
    ) -> BuildStep {
        BuildStep(kind: .named(name, body), applies: applies)
    }

    /// Steps that are chosen as they run, and name themselves: how the model is made depends
    /// on its source (`ModelSource`), which runs its own.
    static func naming(
        _ body: @escaping @Sendable (inout BuildState, inout StepRunner) throws(BuildFailure) -> Void
    ) -> BuildStep {
        BuildStep(kind: .naming(body), applies: { _ in true })
    }

    func run(on state: inout BuildState, _ runner: inout StepRunner) throws(BuildFailure) {
        guard applies(state) else { return }
        switch kind {
        case .named(let name, let body):
            try runner.run(name) { () throws(BuildFailure) in try body(&state) }
        case .naming(let body):
            try body(&state, &runner)
        }
    }
}
