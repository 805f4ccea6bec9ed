/// One step of a build (`SiteBuild.steps`), as Publish's `PublishingStep` is one of its
/// pipeline: it works on the build's state, and the step runner names and times it and names
/// it in any failure. The steps are in `Steps/`, each group in a file.
///
/// A failure does not end the build: its errors are gathered in the state, and the steps after
/// it that read and check the site still run, so that one run reports every error that does not
/// depend on what failed. The steps that draw, render or write files, or that would be wrong
/// about a plan lacking the files of what failed, run only while there is none. Only a step
/// after whose failure nothing may be read (the output folder's check) ends the build.
struct BuildStep: Sendable {
    private enum Kind {
        case named(String, @Sendable (inout BuildState) throws(BuildFailure) -> Void)
        case naming(@Sendable (inout BuildState, inout StepRunner) throws(BuildFailure) -> Void)
    }

    private let kind: Kind
    private let applies: @Sendable (BuildState) -> Bool
    private let runsAfterErrors: Bool
    private let endsOnFailure: Bool

    /// A step called `name` (in the progress line, `--metrics` and failures) that runs when
    /// `applies` says so and, unless `afterErrors` is false, after a step found errors; with
    /// `endsOnFailure`, its failure is the build's.
    static func named(
        _ name: String, afterErrors: Bool = true, endsOnFailure: Bool = false,
        when applies: @escaping @Sendable (BuildState) -> Bool = { _ in true },
        _ body: @escaping @Sendable (inout BuildState) throws(BuildFailure) -> Void
    ) -> BuildStep {
        BuildStep(kind: .named(name, body), applies: applies, runsAfterErrors: afterErrors, endsOnFailure: endsOnFailure)
    }

    /// Steps that are chosen as they run, and name themselves: how the model is made depends
    /// on its source (`ModelSource`), which runs its own.
    static func naming(
        _ body: @escaping @Sendable (inout BuildState, inout StepRunner) throws(BuildFailure) -> Void
    ) -> BuildStep {
        BuildStep(kind: .naming(body), applies: { _ in true }, runsAfterErrors: true, endsOnFailure: false)
    }

    /// Runs the step, gathering its failure into `state.errors` unless it ends the build.
    func run(on state: inout BuildState, _ runner: inout StepRunner) throws(BuildFailure) {
        guard runsAfterErrors || state.errors.isEmpty, applies(state) else { return }
        do throws(BuildFailure) {
            switch kind {
            case .named(let name, let body):
                try runner.run(name) { () throws(BuildFailure) in try body(&state) }
            case .naming(let body):
                try body(&state, &runner)
            }
        } catch {
            if endsOnFailure { throw error }
            state.errors.add(error.diagnostics, foundBy: error.step)
        }
    }
}
