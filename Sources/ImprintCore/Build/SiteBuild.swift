import Foundation
import Mustache

/// `imprint build`: the pipeline from `content/` and `templates/` to a folder of files, as a
/// list of named, timed steps. `imprint serve` runs the same pipeline with a memo and, after a
/// post's text changed, a patched model (`ServeSession`).
public struct SiteBuild: Sendable {
    public let options: BuildOptions
    /// What the build may take from the last build of the process, and keep for the next.
    let memo: MemoStore?
    let modelSource: any ModelSource
    /// The source files that changed since the last build with the same memo, when a watcher knows them.
    let changedPaths: Set<String>?

    public init(options: BuildOptions) {
        self.init(options: options, memo: nil, model: ContentModel(changedPaths: nil))
    }

    init(options: BuildOptions, memo: MemoStore?, model: any ModelSource, changedPaths: Set<String>? = nil) {
        self.options = options
        self.memo = memo
        modelSource = model
        self.changedPaths = changedPaths
    }

    /// Runs every step and writes the output folder. On failure nothing is written.
    public func run() throws(BuildFailure) -> BuildReport {
        var steps = StepRunner(progress: options.progress)
        let writer = options.outputWriter
        _ = try steps.run("check output folder") { () throws(BuildFailure) in try writer.checkFolder() }
        let (report, staging) = try generate(&steps, writingWith: writer)
        let leftovers = try steps.run("write output") { () throws(BuildFailure) in try staging?.finish() ?? [] }
        return report.adding(steps: steps.steps, warnings: leftovers)
    }

    /// Runs every step but the last, keeping the files in memory (for `serve` and tests).
    public func generate() throws(BuildFailure) -> BuildReport {
        var steps = StepRunner(progress: options.progress)
        return try generate(&steps, writingWith: nil).report
    }

    /// The planners of the pages and feeds, in output order.
    static let planners: [any Planner] = [
        HomePagesPlanner(), PostPagesPlanner(), StandalonePagesPlanner(), ArchivePlanner(), TagPagesPlanner(),
        ProjectPagesPlanner(), LicensePagePlanner(), NotFoundPlanner(), FeedsPlanner(),
    ]
}

extension SiteBuild {
    /// The report of a build; given a writer, its files are written into a staging folder as
    /// they are made, ready to be swapped in, and the report's files name them there.
    private func generate(_ steps: inout StepRunner, writingWith writer: OutputWriter?) throws(BuildFailure) -> (report: BuildReport, staging: OutputStaging?) {
        let root = options.sourceDirectory
        let (config, configProblems) = steps.run("load config") {
            var (config, problems) = ConfigLoader.load(siteRoot: root, baseURLOverride: options.baseURL)
            config.images.previewSize = config.images.preview.flatMap { preview in
                let files = LocalFiles(content: root.appendingPathComponent("content"))
                return LocalFiles.isLocal(preview) ? files.file(for: preview, on: nil).flatMap(files.imageSize) : nil
            }
            return (config, problems)
        }
        let (theme, themeProblems) = steps.run("load templates") { Theme.load(options.themeSource, displayPrefix: options.themeDisplayPrefix, memo: memo) }
        let stylesheet = steps.run("generate stylesheet") { BackgroundStylesheet.build(config: config, siteRoot: root, themeDirectory: options.theme) }
        let inputs = BuildInputs(
            options: options, config: config, theme: theme,
            problems: (configProblems + stylesheet.errors).map(\.diagnostic) + themeProblems, memo: memo, parallel: Parallel(width: options.threads, progress: options.progress))
        let model = try modelSource.model(inputs, &steps)
        let site = model.site

        var jobs = steps.run("plan pages") { Self.planners.flatMap { $0.plan(site) } }
        jobs += stylesheet.file.map { [PageJob(path: $0.path, .stored($0.body), source: $0.source)] } ?? []
        jobs += try steps.run("collect assets") { () throws(BuildFailure) in
            func collect() throws(BuildFailure) -> [PageJob] {
                let privateFiles = PrivateFiles(publishedAnyway: config.publishedAnyway)
                let assets = Result { () throws(BuildFailure) in
                    try AssetCollector(
                        themeAssets: options.theme.appendingPathComponent("assets"), contentAssets: root.appendingPathComponent("content/assets"),
                        staticFiles: root.appendingPathComponent("content/static"), builtIn: BuiltInTheme.files, privateFiles: privateFiles,
                        keepsImageMetadata: config.images.keepsMetadata, keepsStaticMetadata: config.keepsStaticMetadata).collect()
                }
                let bundled = Result { () throws(BuildFailure) in
                    try AssetCollector.bundleFiles(
                        of: site.bundles, siteRoot: root, privateFiles: privateFiles, keepingMetadata: config.images.keepsMetadata)
                }
                // A key in a bundle is reported with the one in content/static/, not after it is deleted.
                let problems = [assets, bundled].flatMap { result -> [Diagnostic] in
                    guard case .failure(let failure) = result else { return [] }
                    return failure.diagnostics
                }
                guard problems.isEmpty else { throw BuildFailure(diagnostics: problems) }
                return try (assets.get() + bundled.get()).map { PageJob(path: $0.path, .stored($0.body), source: $0.source) }
            }
            // When the watcher saw no change where files are copied from, the last build's list stands.
            guard let memo, let changedPaths else { return try collect() }
            return try memo.table("copied files", of: [PageJob].self)
                .value(for: "", if: { _ in !changedPaths.contains(where: AssetCollector.mayChangeCopiedFiles) }, make: collect)
        }
        jobs += steps.run("publish image copies") {
            inputs.images.saveIndex()
            return Self.imageCopies(site.imageUses, from: inputs.images)
        }
        jobs += try steps.run("make favicon") { () throws(BuildFailure) in try Self.favicon(jobs, library: inputs.images) }
        jobs += try steps.run("make social cards") { () throws(BuildFailure) in
            try Self.socialCards(site, style: SocialCard.Style.of(siteRoot: root, theme: options.themeSource), library: inputs.images, parallel: inputs.parallel)
        }
        // A build of the whole site knows every image it shows: the cache keeps those only.
        if memo == nil { steps.run("prune image cache") { inputs.images.prune() } }
        let warnings = model.inputWarnings + Feed.unusedTagWarnings(for: site) + Self.webpWarnings(site.imageUses, settings: config.images)
        let copies = RedirectsPlanner.fileCopies(config.redirects, of: jobs)
        jobs += copies.jobs
        let redirects = RedirectsPlanner.redirects(site)
        let redirectJobs = RedirectsPlanner.plan(redirects, base: config.baseURL)
        try steps.run("check output paths") { () throws(BuildFailure) in
            let check = PathCheck(
                pages: jobs.map(PathCheck.Path.init) + OutputPath.sitemapFiles.map(PathCheck.Path.init), redirects: redirects,
                redirectFiles: redirectJobs.map(PathCheck.Path.init))
            let problems = memo.map { check.problems(remembering: $0.table("checked paths")) } ?? check.problems()
            guard problems.redirects.isEmpty, copies.problems.isEmpty else { throw BuildFailure(diagnostics: copies.problems + problems.redirects) }
            guard problems.clashes.isEmpty else { throw BuildFailure(diagnostics: problems.clashes + warnings) }
        }
        jobs += redirectJobs
        jobs += SitemapPlanner.plan(jobs, base: config.baseURL)

        let metrics = options.collectsMetrics ? RenderMetrics() : nil
        let staging = try writer.map { writer throws(BuildFailure) in
            try steps.run("stage output") { () throws(BuildFailure) in
                try writer.stage(jobs.map { ($0.path, $0.source) }, builtFor: config.baseURL, parallel: inputs.parallel)
            }
        }
        let rendered = try steps.run("render pages") { () throws(BuildFailure) in
            let bodies = Dictionary(jobs.compactMap { job -> (String, OutputBody)? in
                guard case .stored(let body) = job.recipe, AssetLinks.versionedFiles.contains(where: { $0.1 == job.path }) else { return nil }
                return (job.path, body)
            }, uniquingKeysWith: { first, _ in first })
            let views = SiteViews(site: site, assetLinks: AssetLinks(backgrounds: stylesheet.link, base: config.baseURL, bodies: bodies, versioned: options.versionsAssetLinks), memo: memo)
            do throws(BuildFailure) {
                return try PageRenderer(theme: model.theme, views: views, metrics: metrics, parallel: inputs.parallel, memo: memo).render(jobs, into: staging)
            } catch {
                staging?.abandon()
                throw error
            }
        }
        let report = BuildReport(
            files: rendered.files, sinceLast: rendered.sinceLast, steps: steps.steps, warnings: warnings, baseURL: config.baseURL, templates: metrics?.entries ?? [],
            model: model, images: inputs.images.takeCounts())
        return (report, staging)
    }

    /// `/favicon.ico` drawn from the theme's `assets/favicon.svg`, unless the site publishes its
    /// own (`content/static/favicon.ico`) or the theme has no such SVG.
    static func favicon(_ jobs: [PageJob], library: ImageLibrary) throws(BuildFailure) -> [PageJob] {
        guard !jobs.contains(where: { $0.path == Favicon.path }), let svg = jobs.first(where: { $0.path == Favicon.source }),
              case .stored(let body) = svg.recipe
        else { return [] }
        do throws(Vips.Failure) {
            return [PageJob(path: Favicon.path, .stored(try library.favicon(fromSVG: body.data)), source: svg.source)]
        } catch {
            throw BuildFailure(diagnostics: [Diagnostic(
                .error, file: svg.source, message: "cannot draw favicon.ico from it (\(error.message)): fix the SVG, or put a favicon.ico in content/static/")])
        }
    }

    /// The files of the copies of every image the site shows, once each.
    static func imageCopies(_ uses: [ImageUse], from library: ImageLibrary) -> [PageJob] {
        var seen: Set<String> = []
        return uses.flatMap { use in
            use.files.compactMap { file -> PageJob? in
                guard seen.insert(file.path).inserted, let body = library.body(file.variant, of: use.key) else { return nil }
                return PageJob(path: file.path, .stored(body), source: "a copy of " + use.outputPath)
            }
        }
    }
}

extension SiteBuild {
    /// A warning for each image too large for WebP copies (`ImageSize.webpSideLimit`), which
    /// readers get in its own format only.
    static func webpWarnings(_ uses: [ImageUse], settings: ImageSettings) -> [Diagnostic] {
        guard settings.webp else { return [] }
        var seen: Set<String> = []
        let large = uses.filter { ImageSize(width: $0.image.width, height: $0.image.height).isPastWebPLimit && seen.insert($0.outputPath).inserted }
        return large.map {
            Diagnostic(
                .warning, file: $0.outputPath,
                message: "at \($0.image.width) × \($0.image.height) pixels it is larger than WebP allows (\(ImageSize.webpSideLimit) a side), "
                    + "so it has no WebP copies: readers get it as it is; make it smaller to have them")
        }
    }

    /// The social card of every post that gets one, made on every core.
    static func socialCards(_ site: SiteModel, style: SocialCard.Style, library: ImageLibrary, parallel: Parallel) throws(BuildFailure) -> [PageJob] {
        let posts = site.posts.filter { $0.getsSocialCard(site.config.images) }
        let made = parallel.map(posts) { published in
            Result { () throws(Vips.Failure) in try library.card(title: published.title, site: site.config.title, style: style) }
        }
        var jobs: [PageJob] = [], problems: [Diagnostic] = []
        for (published, card) in zip(posts, made) {
            switch card {
            case .success(let body):
                jobs.append(PageJob(path: OutputFile.path(forSitePath: SocialCard.sitePath(ofPostAt: published.path)), .stored(body), source: "the social card of " + published.post.sourcePath))
            case .failure(let failure):
                problems.append(Diagnostic(
                    .error, file: published.post.sourcePath,
                    message: "its social card cannot be drawn (\(failure.message)): install fonts (fontconfig), or set images.social_cards: false in site.yml"))
            }
        }
        guard problems.isEmpty else { throw BuildFailure(diagnostics: problems) }
        return jobs
    }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
