/// What a build reads before its model: the settings and the theme, with the problems found in
/// them and in the stylesheet, and how to build.
struct BuildInputs: Sendable {
    let options: BuildOptions
    let config: SiteConfig
    let theme: Theme?
    /// The problems of site.yml, the templates and the stylesheet.
    let problems: [Diagnostic]
    let memo: MemoStore?
    let parallel: Parallel

    /// The Markdown renderer of the site's settings, the theme's shortcodes and its files.
    func markdownRenderer(_ theme: Theme) -> MarkdownRenderer {
        MarkdownRenderer(
            config: config, shortcodes: theme.shortcodes, reservedIDs: theme.pageIDs,
            files: LocalFiles(content: options.sourceDirectory.appendingPathComponent("content"), images: images))
    }

    /// What makes the copies of the site's images, with the cache in `.imprint-cache/images/` of the site.
    /// A cache folder that is a link (a site's repository may hold one) is not used: the
    /// build writes only inside the site.
    var images: ImageLibrary {
        let cache = options.sourceDirectory.appendingPathComponent(".imprint-cache")
        let linked = [cache, cache.appendingPathComponent("images"), cache.appendingPathComponent("images/cards")]
            .contains { FastFileSystem.kind(of: $0.path) == .symbolicLink }
        return ImageLibrary.shared(settings: config.images, cacheFolder: options.ignoresCache || linked ? nil : cache.appendingPathComponent("images"))
    }
}
