/// The steps that plan the files of the model, the redirects and the sitemap, and check the
/// plan's paths before anything is made.
extension BuildStep {
    /// The pages and feeds of the model (`SiteBuild.planners`), and the stylesheet.
    static let planPages = BuildStep.named("plan pages") { state in
        state.jobs = state.site.map { site in SiteBuild.planners.flatMap { $0.plan(site) } } ?? []
        state.jobs += state.stylesheet.file.map { [PageJob(path: $0.path, .stored($0.body), source: $0.source)] } ?? []
        // Beside errors, a tag's posts may be among the files that failed.
        guard let model = state.model else { return }
        state.warnings += Feed.unusedTagWarnings(for: model.site)
    }

    /// After every other file: a redirect may not hide one, and a copy is of one.
    static let planRedirects = BuildStep.named("plan redirects") { state in
        guard let site = state.site else { return }
        state.redirectPlan = RedirectPlan.plan(site, copying: state.jobs)
        state.jobs += state.redirectPlan.copies
    }

    /// From the pages the others planned (redirects are not listed).
    static let planSitemap = BuildStep.named("plan sitemap") { state in
        state.sitemap = SitemapPlanner.plan(state.jobs, base: state.config.baseURL)
    }

    /// Redirects that land on a page or on each other, and copies of nothing, are reported
    /// alone; paths that clash with the build's warnings, which may explain them. After errors
    /// the plan lacks the files of what failed, which a redirect or a copy may be of: only its
    /// clashes are errors then, and the check is not kept for the next.
    static let checkOutputPaths = BuildStep.named("check output paths") { state throws(BuildFailure) in
        let check = PathCheck(
            pages: (state.jobs + state.sitemap).map(PathCheck.Path.init), redirects: state.redirectPlan.redirects,
            redirectFiles: state.redirectPlan.files.map(PathCheck.Path.init))
        guard state.errors.isEmpty else {
            let clashes = check.clashes()
            guard clashes.isEmpty else { throw BuildFailure(diagnostics: clashes + state.warnings) }
            return
        }
        let problems = state.reuse.value(CheckedPaths(), for: check).problems
        let copies = state.redirectPlan.problems
        guard problems.redirects.isEmpty, copies.isEmpty else { throw BuildFailure(diagnostics: copies + problems.redirects) }
        guard problems.clashes.isEmpty else { throw BuildFailure(diagnostics: problems.clashes + state.warnings) }
    }

    /// A warning for each link of a body to a path of the site that no file of the plan is at.
    static let checkSiteLinks = BuildStep.named("check site links", afterErrors: false) { state in
        let links = SiteLinkCheck.links(in: state.model.site)
        guard !links.isEmpty else { return }
        state.warnings += SiteLinkCheck(made: Set(state.plan.map(\.path)), base: state.config.baseURL).warnings(for: links)
    }
}

/// The check of the plan's paths, which a check may make from the last one's (`PathCheck.checked(after:)`).
private struct CheckedPaths: Derivation {
    var name: String { "checked paths" }

    func reuses(_ kept: PathCheck, for input: PathCheck) -> Bool { false }

    func make(_ check: PathCheck) -> PathCheck.Checked {
        check.checked(after: nil)
    }

    func make(_ check: PathCheck, from earlier: Earlier<PathCheck.Checked>) -> PathCheck.Checked {
        check.checked(after: earlier.value)
    }

    /// Without the paths it saw, which only a next check reads.
    func makeWithoutKeeping(_ check: PathCheck) -> PathCheck.Checked {
        PathCheck.Checked(check: check, problems: check.problems(), seen: nil)
    }
}
