import Foundation
import Mustache

/// `imprint build`: the pipeline from `content/` and `templates/` to a folder of files,
/// as a list of named, timed steps.
public struct SiteBuild: Sendable {
    public let options: BuildOptions
    /// What earlier builds of this process made, when rebuilding (`imprint serve`).
    public let caches: BuildCaches?
    /// The source files that changed since the last build with `caches` (relative to the site:
    /// `content/posts/x.md`), when a file watcher knows them; nil looks at every file.
    public let changedPaths: Set<String>?

    public init(options: BuildOptions, caches: BuildCaches? = nil, changedPaths: Set<String>? = nil) {
        self.options = options
        self.caches = caches
        self.changedPaths = changedPaths
    }

    /// Runs every step and writes the output folder. On failure nothing is written.
    public func run() throws(BuildFailure) -> BuildReport {
        var steps = StepRunner()
        let writer = options.outputWriter
        _ = try steps.run("check output folder") { () throws(BuildFailure) in try writer.checkFolder() }
        let report = try generate(&steps)
        let leftovers = try steps.run("write output") { () throws(BuildFailure) in try writer.write(report.files) }
        return BuildReport(
            files: report.files, filesByPath: report.filesByPath, steps: steps.steps, warnings: report.warnings + leftovers, baseURL: report.baseURL,
            templates: report.templates)
    }

    /// Runs every step but the last, keeping the files in memory (for `serve` and tests).
    public func generate() throws(BuildFailure) -> BuildReport {
        var steps = StepRunner()
        return try generate(&steps)
    }
}

extension SiteBuild {
    private func generate(_ steps: inout StepRunner) throws(BuildFailure) -> BuildReport {
        let root = options.sourceDirectory
        let parallel = Parallel(width: options.threads)
        let (config, configProblems) = steps.run("load config") { ConfigLoader.load(siteRoot: root, baseURLOverride: options.baseURL) }
        let (loadedTheme, themeProblems) = steps.run("load templates") { Theme.load(directory: options.theme, displayPrefix: "templates/") }
        let stylesheet = steps.run("generate stylesheet") { BackgroundStylesheet.build(config: config, siteRoot: root, themeDirectory: options.theme) }
        if let caches, let changedPaths, let theme = loadedTheme, configProblems.isEmpty, themeProblems.isEmpty, stylesheet.errors.isEmpty {
            let attempt = steps.steps.count
            if let rebuild = steps.run("reload edited posts", {
                PostEditRebuild.plan(
                    changedPaths: changedPaths, last: caches.lastBuild.withLock { $0 },
                    loader: ContentLoader(siteRoot: root, config: config, cache: caches.content))
            }) {
                if let report = try rebuild.run(
                    &steps, theme: theme, stylesheet: (stylesheet.file, stylesheet.link), options: options, caches: caches,
                    metrics: options.collectsMetrics ? RenderMetrics() : nil) {
                    return report
                }
                steps.discard(after: attempt)
            }
        }
        let (content, contentProblems) = steps.run("load content") { ContentLoader(siteRoot: root, config: config, cache: caches?.content, parallel: parallel, changedPaths: changedPaths).load() }
        let inputProblems = (configProblems + contentProblems + stylesheet.errors).map(\.diagnostic) + themeProblems
        let warnings = inputProblems.filter { $0.severity == .warning }
        let theme = try steps.run("check input") { () throws(BuildFailure) in
            guard let theme = loadedTheme, !inputProblems.contains(where: { $0.severity == .error }) else { throw BuildFailure(diagnostics: inputProblems) }
            return theme
        }

        let markdown = MarkdownRenderer(config: config)
        let builder = SiteModelBuilder(config: config, includeDrafts: options.includeDrafts, includeFuture: options.includeFuture, now: options.now)
        let rendered = steps.run("render markdown") { builder.renderBodies(content, with: markdown, cache: caches?.markdown, parallel: parallel) }
        let site = try steps.run("build site model") { () throws(BuildFailure) in try builder.build(content, bodies: rendered) }
        let modelWarnings = Feed.unusedTagWarnings(for: site)

        let metrics = options.collectsMetrics ? RenderMetrics() : nil
        let context = GeneratorContext(
            site: site, theme: theme, stylesheetLink: stylesheet.link, metrics: metrics, caches: caches, parallel: parallel)
        var files = try steps.run("generate pages") { () throws(BuildFailure) in try Self.runGenerators(context) }
        files += stylesheet.file.map { [$0] } ?? []
        files += try steps.run("collect assets") { () throws(BuildFailure) in try Self.collectAssets(options) }
        files += try steps.run("generate redirects") { () throws(BuildFailure) in try RedirectsGenerator(context: context).generate(existing: files) }
        files += steps.run("generate sitemap") { SitemapGenerator.files(for: files, base: config.baseURL) }
        try steps.run("check output paths") { () throws(BuildFailure) in
            let clashes = OutputWriter.check(files)
            guard clashes.isEmpty else { throw BuildFailure(diagnostics: clashes + warnings + modelWarnings) }
        }
        let remembered = caches.map { caches in
            steps.run("remember the build") {
                let next = LastBuild(
                    posts: Dictionary(content.posts.map { ($0.sourcePath, $0) }, uniquingKeysWith: { first, _ in first }),
                    projectSlugs: Set(content.projects.map(\.slug)), site: site, postValues: context.postValues, files: files,
                    inputWarnings: warnings)
                caches.lastBuild.withLock { $0 = next }
                return next
            }
        }
        return BuildReport(
            files: files, filesByPath: remembered?.filesByPath, steps: steps.steps, warnings: warnings + modelWarnings,
            baseURL: config.baseURL, templates: metrics?.entries ?? [])
    }

    static func collectAssets(_ options: BuildOptions) throws(BuildFailure) -> [OutputFile] {
        try AssetCollector(themeAssets: options.theme.appendingPathComponent("assets"),
                           contentAssets: options.sourceDirectory.appendingPathComponent("content/assets")).collect()
    }

    static let generators: [any Generator] = [
        HomePagesGenerator(), PostPagesGenerator(), StandalonePagesGenerator(), ArchiveGenerator(), TagPagesGenerator(),
        ProjectPagesGenerator(), LicensePageGenerator(), NotFoundGenerator(), FeedsGenerator(),
    ]

    /// Runs every generator, concurrently; the files come out in the same order as in a sequential run.
    static func runGenerators(_ context: GeneratorContext) throws(BuildFailure) -> [OutputFile] {
        do {
            return try context.parallel.flatMap(generators) { generator throws(MustacheError) in try generator.generate(context) }
        } catch {
            throw BuildFailure(diagnostics: [context.theme.diagnostic(for: error)])
        }
    }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
