import Foundation

/// `imprint build`: the pipeline from `content/` and `templates/` to a folder of files, as a
/// list of named, timed steps. `imprint serve` runs the same pipeline with the engine of `Incremental/` and, after a
/// post's text changed, a patched model (`ServeSession`).
public struct SiteBuild: Sendable {
    public let options: BuildOptions
    /// What decides which values the build takes from the last build of the process, and keeps for the next.
    let reuse: any Reuse
    let modelSource: any ModelSource

    public init(options: BuildOptions) {
        self.init(options: options, reuse: MakingEverything(), model: ContentModel())
    }

    init(options: BuildOptions, reuse: any Reuse, model: any ModelSource) {
        self.options = options
        self.reuse = reuse
        modelSource = model
    }

    /// Runs every step and writes the output folder. On failure nothing is written, and the
    /// failure holds the errors of every step that ran (`BuildStep`).
    public func run() throws(BuildFailure) -> BuildReport {
        try run([.checkOutputFolder] + Self.steps + [.writeOutput], writingWith: options.outputWriter)
    }

    /// Runs every step but the writing, keeping the files in memory (for `serve` and tests).
    public func generate() throws(BuildFailure) -> BuildReport {
        try run(Self.steps, writingWith: nil)
    }

    /// The steps of a build, from the site's files to the bytes of every file it makes (`Steps/`).
    static let steps: [BuildStep] = [
        .loadConfig, .loadTemplates, .generateStylesheet, .makeModel,
        .planPages, .collectAssets, .publishImageCopies, .makeFavicon, .makeSocialCards, .pruneImageCache,
        .planRedirects, .planSitemap, .checkOutputPaths, .checkSiteLinks,
        .stageOutput, .renderPages,
    ]

    /// The planners of the pages and feeds, in output order.
    static let planners: [any Planner] = [
        HomePagesPlanner(), PostPagesPlanner(), StandalonePagesPlanner(), ArchivePlanner(), TagPagesPlanner(),
        ProjectPagesPlanner(), LicensePagePlanner(), NotFoundPlanner(), FeedsPlanner(),
    ]

    /// The report of `steps`; given a writer, the files are written into a staging folder as
    /// they are made, and its steps swap it in.
    private func run(_ steps: [BuildStep], writingWith writer: OutputWriter?) throws(BuildFailure) -> BuildReport {
        var state = BuildState(self, writer: writer)
        var runner = StepRunner(progress: options.progress)
        for step in steps {
            try step.run(on: &state, &runner)
        }
        try state.errors.check()
        return state.report(steps: runner.steps)
    }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
