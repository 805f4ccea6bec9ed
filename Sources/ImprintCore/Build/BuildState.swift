import Foundation

/// What the steps of one build share: what the build was asked for, and what each step has
/// made so far. A value is set by the step its comment names, and read only by later steps.
struct BuildState {
    let options: BuildOptions
    /// What decides which derived values are taken from the last build.
    let reuse: any Reuse
    let modelSource: any ModelSource
    /// Where the files go; nil keeps them in memory (`generate()`).
    let writer: OutputWriter?
    /// Per-template render times, with `--metrics`.
    let metrics: RenderMetrics?

    /// `load config`: site.yml, and its problems.
    var config: SiteConfig!
    var configProblems: [Diagnostic] = []
    /// `load templates`: the theme, nil when it has errors, and its problems.
    var theme: Theme.Loaded!
    /// `generate stylesheet`.
    var stylesheet: (file: OutputFile?, link: String?, errors: [ContentError]) = (nil, nil, [])
    /// The model's steps: what the later steps read, and the model, nil when it has errors.
    var inputs: BuildInputs!
    var model: BuiltModel!
    /// What the plan is made from: the model's site, or beside its errors the site model of
    /// the files that were read (nil when they make none), whose plan is checked but not made.
    var site: SiteModel?

    /// `plan pages` and the steps that add files: every file of the plan but the redirects' and
    /// the sitemap's, in output order.
    var jobs: [PageJob] = []
    /// `plan redirects`.
    var redirectPlan = RedirectPlan.none
    /// `plan sitemap`: the sitemap and robots.txt.
    var sitemap: [PageJob] = []
    /// `stage output`, when the build writes.
    var staging: OutputStaging?
    /// `render pages`.
    var rendered: PageRenderer.Rendered!

    /// Gathered by the steps that find them.
    var warnings: [Diagnostic] = []
    /// The failures of the steps so far (`BuildStep`), which the build reports together.
    var errors = GatheredErrors()

    init(_ build: SiteBuild, writer: OutputWriter?) {
        options = build.options
        reuse = build.reuse
        modelSource = build.modelSource
        self.writer = writer
        metrics = build.options.collectsMetrics ? RenderMetrics() : nil
    }

    /// Every file to make, in output order: the redirects after the files they may not hide,
    /// and the sitemap last.
    var plan: [PageJob] { jobs + redirectPlan.files + sitemap }

    /// The report of the steps that ran.
    func report(steps: [BuildReport.Step]) -> BuildReport {
        BuildReport(
            files: rendered.files, sinceLast: rendered.sinceLast, steps: steps, warnings: warnings, baseURL: config.baseURL,
            templates: metrics?.entries ?? [], model: model, images: inputs.images.takeCounts(), written: staging?.record, changed: staging?.changed)
    }
}
