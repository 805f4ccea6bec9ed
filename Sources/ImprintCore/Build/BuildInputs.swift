import Foundation

/// What a build reads before its model: the settings and the theme, with the problems found in
/// them and in the stylesheet, and how to build.
struct BuildInputs: Sendable {
    let options: BuildOptions
    let config: SiteConfig
    let theme: Theme?
    /// What bodies need of the theme, when its shortcodes are sound even if other templates are not.
    let bodies: BodyTemplates?
    /// The problems of site.yml, the templates and the stylesheet.
    let problems: [Diagnostic]
    /// What decides which derived values are taken from the last build.
    let reuse: any Reuse
    let parallel: Parallel

    /// The Markdown renderer of the site's settings, the theme's shortcodes and its files.
    func markdownRenderer(_ bodies: BodyTemplates) -> MarkdownRenderer {
        MarkdownRenderer(
            config: config, shortcodes: bodies.shortcodes, reservedIDs: bodies.pageIDs,
            files: LocalFiles(content: options.siteFolder.appendingPathComponent("content"), images: images))
    }

    /// What makes the copies of the site's images, with the cache in `.imprint-cache/images/` of the
    /// site: one library for the whole build, so that the pages name only copies it publishes.
    let images: ImageLibrary

    init(options: BuildOptions, config: SiteConfig, theme: Theme.Loaded, problems: [Diagnostic], reuse: any Reuse, parallel: Parallel) {
        self.options = options
        self.config = config
        self.theme = theme.theme
        bodies = theme.bodies
        self.problems = problems + theme.problems
        self.reuse = reuse
        self.parallel = parallel
        images = ImageLibrary.shared(settings: config.images, cacheFolder: Self.imageCache(of: options))
    }

    /// The image cache of the site, or nil with `--no-cache`. A cache folder that is a link (a
    /// site's repository may hold one) is not used: the build writes only inside the site.
    private static func imageCache(of options: BuildOptions) -> URL? {
        let cache = options.siteFolder.appendingPathComponent(".imprint-cache")
        let linked = [cache, cache.appendingPathComponent("images"), cache.appendingPathComponent("images/cards")]
            .contains { POSIXFiles.kind(of: $0.path) == .symbolicLink }
        return options.ignoresCache || linked ? nil : cache.appendingPathComponent("images")
    }
}
