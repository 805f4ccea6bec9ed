/// The site model from every content file: read (or taken as the last build read it, as the
/// build's `reuse` says), checked, rendered and put in order.
struct ContentModel: ModelSource {
    func model(_ inputs: BuildInputs, _ steps: inout StepRunner) -> MadeModel {
        let options = inputs.options, config = inputs.config, parallel = inputs.parallel
        var (content, contentProblems) = steps.run("load content") {
            ContentLoader(
                siteFolder: options.siteFolder, config: config, parallel: parallel, reuse: inputs.reuse).load()
        }
        // Only a build that keeps its values (serve) may read a body again, to patch it in; any
        // other holds each post's text apart, until its body is rendered.
        let texts = inputs.reuse.keepsValues ? nil : PostTexts(content.posts)
        if texts != nil { content = content.droppingPostBodies }
        let problems = inputs.problems + contentProblems.map(\.diagnostic)
        // Shortcodes come from the theme: without them no body can be rendered. Errors in other
        // templates are reported with the bodies'.
        guard let bodies = steps.run("check input", { inputs.bodies }) else {
            return .failed(BuildFailure(diagnostics: problems, step: "check input"), readable: nil)
        }
        // Every file whose front matter was read is rendered and put in the model, whatever
        // failed in the others, so that one run reports every error (`GatheredErrors`).
        let unread = Set(contentProblems.filter { $0.severity == .error }.map(\.path))
        let builder = SiteModelBuilder(config: config, includeDrafts: options.includeDrafts, includeFuture: options.includeFuture, now: options.now)
        let rendered = steps.run("render markdown") {
            builder.renderBodies(
                content, with: inputs.markdownRenderer(bodies), reuse: inputs.reuse, parallel: parallel, unread: unread, postTexts: texts)
        }
        let built = steps.run("build site model") { Result { () throws(BuildFailure) in try builder.build(content, rendered) } }
        var errors = GatheredErrors(warnings: problems.filter { $0.severity == .warning })
        errors.add(problems.filter { $0.severity == .error }, foundBy: "check input")
        errors.add(rendered.problems, foundBy: "render markdown")
        errors.add(built, foundBy: "build site model")
        let site: SiteModel
        do throws(BuildFailure) {
            site = try errors.check(built)
        } catch {
            return .failed(error, readable: try? built.get())
        }
        // A theme without errors of its own is there once no error was gathered.
        guard let theme = inputs.theme else { return .failed(BuildFailure(diagnostics: problems, step: "check input"), readable: site) }
        return .built(BuiltModel(
            site: site, theme: theme, posts: Dictionary(content.posts.map { ($0.sourcePath, $0) }, uniquingKeysWith: { first, _ in first }),
            projectSlugs: Set(content.projects.map(\.slug)), linkTargets: rendered.targets, inputWarnings: problems.filter { $0.severity == .warning },
            readEverything: true))
    }
}
