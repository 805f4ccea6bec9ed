import Foundation

/// The steps that read the site: its settings, its theme, and its model.
extension BuildStep {
    /// site.yml, with the size of a preview image of the site's own.
    static let loadConfig = BuildStep.named("load config") { state in
        let root = state.options.siteFolder
        var (config, problems) = ConfigLoader.load(siteFolder: root, baseURLOverride: state.options.baseURL)
        config.images.previewSize = config.images.preview.flatMap { preview in
            let files = LocalFiles(content: root.appendingPathComponent("content"))
            return LocalFiles.isLocal(preview) ? files.file(for: preview, on: nil).flatMap(files.imageSize) : nil
        }
        state.config = config
        state.configProblems = problems.map(\.diagnostic)
    }

    static let loadTemplates = BuildStep.named("load templates") { state in
        let options = state.options
        state.theme = Theme.load(
            options.themeSource, displayPrefix: options.themeDisplayPrefix, reuse: state.reuse)
    }

    /// `css/backgrounds.css`, from site.yml's `backgrounds`.
    static let generateStylesheet = BuildStep.named("generate stylesheet") { state in
        let options = state.options
        state.stylesheet = BackgroundStylesheet.build(config: state.config, siteFolder: options.siteFolder, themeDirectory: options.theme)
    }

    /// The site model, from the build's model source, which fails on the problems of the steps
    /// before and of its own; its warnings are the build's. Beside errors, the site model of the
    /// files that were read is what the plan is made from, to be checked.
    static let makeModel = BuildStep.naming { state, runner throws(BuildFailure) in
        let options = state.options
        state.inputs = BuildInputs(
            options: options, config: state.config, theme: state.theme,
            problems: state.configProblems + state.stylesheet.errors.map(\.diagnostic), reuse: state.reuse,
            parallel: Parallel(width: options.threads, progress: options.progress))
        switch state.modelSource.model(state.inputs, &runner) {
        case .built(let model):
            state.model = model
            state.site = model.site
            state.warnings += model.inputWarnings
        case .failed(let failure, let readable):
            state.site = readable
            throw failure
        }
    }
}
