/// The steps that make the bytes of the plan and, for `run()`, put them in the output folder:
/// nothing there changes before the last.
extension BuildStep {
    /// That nothing of the person's is in the way of replacing the output folder: else the
    /// build reads nothing, and its cache is not written.
    static let checkOutputFolder = BuildStep.named("check output folder", endsOnFailure: true) { state throws(BuildFailure) in
        _ = try state.writer?.checkFolder()
    }

    /// The staging folder and its folders, beside the output folder.
    static let stageOutput = BuildStep.named("stage output", afterErrors: false, when: { $0.writer != nil }) { state throws(BuildFailure) in
        let plan = state.plan.map { ($0.path, $0.source) }
        state.staging = try state.writer?.stage(
            plan, builtFor: state.config.baseURL, parallel: state.inputs.parallel, updating: state.reuse.lastOutput, recording: state.reuse.recordsOutput)
    }

    /// Every file of the plan, written into the staging folder batch by batch when there is one.
    static let renderPages = BuildStep.named("render pages", afterErrors: false) { state throws(BuildFailure) in
        let plan = state.plan
        let bodies = Dictionary(plan.compactMap { job -> (String, OutputBody)? in
            guard case .stored(let body) = job.recipe, AssetLinks.versionedFiles.contains(where: { $0.1 == job.path }) else { return nil }
            return (job.path, body)
        }, uniquingKeysWith: { first, _ in first })
        let links = AssetLinks(
            backgrounds: state.stylesheet.link, base: state.config.baseURL, bodies: bodies, versioned: state.options.versionsAssetLinks)
        let views = SiteViews(site: state.model.site, assetLinks: links, reuse: state.reuse)
        let renderer = PageRenderer(
            theme: state.model.theme, views: views, metrics: state.metrics, parallel: state.inputs.parallel, reuse: state.reuse)
        do throws(BuildFailure) {
            state.rendered = try renderer.render(plan, into: state.staging)
        } catch {
            state.staging?.abandon()
            throw error
        }
    }

    /// The staging folder swapped in as the output folder; what of the old one cannot be
    /// removed is a warning.
    static let writeOutput = BuildStep.named("write output", afterErrors: false) { state throws(BuildFailure) in
        let leftovers = try state.staging?.finish() ?? []
        state.warnings += leftovers
    }
}
