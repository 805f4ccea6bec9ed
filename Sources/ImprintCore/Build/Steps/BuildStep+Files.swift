/// The steps that add files the build copies or draws: assets, static files and bundles, the
/// copies of images, the favicon and the social cards.
extension BuildStep {
    /// The theme's and the site's assets, `content/static/` and the bundles' files; those that
    /// are errors are left out, so that the others' paths are checked beside them. Beside the
    /// model's errors the bundles are those that were read, which the next build may not take.
    static let collectAssets = BuildStep.named("collect assets") { state throws(BuildFailure) in
        let copied = state.model == nil ? state.collectAssets() : state.reuse.value(CopiedFiles(state: state), for: ())
        state.jobs += copied.jobs
        guard copied.problems.isEmpty else { throw BuildFailure(diagnostics: copied.problems) }
    }

    /// Each image the site shows in the sizes and formats its pages name.
    static let publishImageCopies = BuildStep.named("publish image copies", afterErrors: false) { state in
        let images = state.inputs.images
        images.saveIndex()
        let uses = state.model.site.imageUses
        state.jobs += ImageFiles.copies(uses, from: images)
        state.warnings += ImageFiles.webpWarnings(uses, settings: state.config.images)
    }

    /// Drawn, as the social cards are, only for a build without errors: drawing makes output,
    /// and its cache, and finds only the errors of libvips.
    static let makeFavicon = BuildStep.named("make favicon", afterErrors: false) { state throws(BuildFailure) in
        state.jobs += try ImageFiles.favicon(state.jobs, library: state.inputs.images)
    }

    static let makeSocialCards = BuildStep.named("make social cards", afterErrors: false) { state throws(BuildFailure) in
        let style = SocialCard.Style.of(siteFolder: state.options.siteFolder, theme: state.options.themeSource)
        let inputs: BuildInputs = state.inputs
        state.jobs += try ImageFiles.socialCards(state.model.site, style: style, library: inputs.images, parallel: inputs.parallel)
    }

    /// A build of the whole site (keeping nothing) knows every image it shows: the cache keeps those only.
    static let pruneImageCache = BuildStep.named("prune image cache", afterErrors: false, when: { !$0.reuse.keepsValues }) { state in
        state.inputs.images.prune()
    }
}

/// The files copied verbatim, and the errors of those left out: keys, backups and hidden
/// files, and files that cannot be read.
private struct Copies: Sendable {
    let jobs: [PageJob]
    let problems: [Diagnostic]
}

private extension BuildState {
    /// The files of the assets and the bundles; a key in a bundle is reported with the one in
    /// `content/static/`.
    func collectAssets() -> Copies {
        let root = options.siteFolder
        let privateFiles = PrivateFiles(publishedAnyway: config.publishedAnyway)
        var problems: [Diagnostic] = []
        let assets = AssetCollector(
            themeAssets: options.theme.appendingPathComponent("assets"), contentAssets: root.appendingPathComponent("content/assets"),
            staticFiles: root.appendingPathComponent("content/static"), builtIn: BuiltInTheme.files, privateFiles: privateFiles,
            keepsImageMetadata: config.images.keepsMetadata, keepsStaticMetadata: config.keepsStaticMetadata).collect(into: &problems)
        let bundled = AssetCollector.bundleFiles(
            of: site?.bundles ?? [], siteFolder: root, privateFiles: privateFiles, keepingMetadata: config.images.keepsMetadata, into: &problems)
        return Copies(jobs: (assets + bundled).map { PageJob(path: $0.path, .stored($0.body), source: $0.source) }, problems: problems)
    }
}

/// The files copied verbatim, made from the source files where they are copied from, which no
/// input lists: the same while none of those changed (`AssetCollector.mayChangeCopiedFiles`).
private struct CopiedFiles: Derivation {
    let state: BuildState

    var name: String { "copied files" }
    var readsUnlistedSources: Bool { true }

    func reuses(_ kept: Void, for input: Void) -> Bool { true }

    func isChanged(by path: String) -> Bool {
        AssetCollector.mayChangeCopiedFiles(path)
    }

    func make(_ input: Void) -> Copies {
        state.collectAssets()
    }
}
