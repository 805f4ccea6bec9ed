/// The steps that add files the build copies or draws: assets, static files and bundles, the
/// copies of images, the favicon and the social cards.
extension BuildStep {
    /// The theme's and the site's assets, `content/static/` and the bundles' files.
    static let collectAssets = BuildStep.named("collect assets") { state throws(BuildFailure) in
        state.jobs += try state.reuse.value(CopiedFiles(state: state), for: ())
    }

    /// Each image the site shows in the sizes and formats its pages name.
    static let publishImageCopies = BuildStep.named("publish image copies") { state in
        let images = state.inputs.images
        images.saveIndex()
        let uses = state.model.site.imageUses
        state.jobs += ImageFiles.copies(uses, from: images)
        state.warnings += ImageFiles.webpWarnings(uses, settings: state.config.images)
    }

    static let makeFavicon = BuildStep.named("make favicon") { state throws(BuildFailure) in
        state.jobs += try ImageFiles.favicon(state.jobs, library: state.inputs.images)
    }

    static let makeSocialCards = BuildStep.named("make social cards") { state throws(BuildFailure) in
        let style = SocialCard.Style.of(siteFolder: state.options.siteFolder, theme: state.options.themeSource)
        let inputs: BuildInputs = state.inputs
        state.jobs += try ImageFiles.socialCards(state.model.site, style: style, library: inputs.images, parallel: inputs.parallel)
    }

    /// A build of the whole site (keeping nothing) knows every image it shows: the cache keeps those only.
    static let pruneImageCache = BuildStep.named("prune image cache", when: { !$0.reuse.keepsValues }) { state in
        state.inputs.images.prune()
    }
}

private extension BuildState {
    /// The files of the assets and the bundles; a key in a bundle is reported with the one in
    /// `content/static/`, not after it is deleted.
    func collectAssets() throws(BuildFailure) -> [PageJob] {
        let root = options.siteFolder
        let privateFiles = PrivateFiles(publishedAnyway: config.publishedAnyway)
        let assets = Result { () throws(BuildFailure) in
            try AssetCollector(
                themeAssets: options.theme.appendingPathComponent("assets"), contentAssets: root.appendingPathComponent("content/assets"),
                staticFiles: root.appendingPathComponent("content/static"), builtIn: BuiltInTheme.files, privateFiles: privateFiles,
                keepsImageMetadata: config.images.keepsMetadata, keepsStaticMetadata: config.keepsStaticMetadata).collect()
        }
        let bundled = Result { () throws(BuildFailure) in
            try AssetCollector.bundleFiles(of: model.site.bundles, siteFolder: root, privateFiles: privateFiles, keepingMetadata: config.images.keepsMetadata)
        }
        let problems = [assets, bundled].flatMap { result -> [Diagnostic] in
            guard case .failure(let failure) = result else { return [] }
            return failure.diagnostics
        }
        guard problems.isEmpty else { throw BuildFailure(diagnostics: problems) }
        return try (assets.get() + bundled.get()).map { PageJob(path: $0.path, .stored($0.body), source: $0.source) }
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

    func make(_ input: Void) throws(BuildFailure) -> [PageJob] {
        try state.collectAssets()
    }
}
