import Foundation

/// What to build, from where, to where, and with which clock.
public struct BuildOptions: Sendable {
    /// The site folder, holding `content/` and `templates/`.
    public var siteFolder: URL
    public var outputDirectory: URL
    /// The theme; `templates/` in the site folder unless set.
    public var themeDirectory: URL?
    /// Replaces site.yml's `base_url` (`--base-url`).
    public var baseURL: BaseURL?
    public var includeDrafts = false
    public var includeFuture = false
    /// Time every template render (`--metrics`).
    public var collectsMetrics = false
    /// Makes every image's copies again, ignoring and not writing `.imprint-cache/`.
    public var ignoresCache = false
    /// Whether links to the theme's stylesheets and script carry `?v=` and a hash of the file
    /// (`AssetLinks`); the preview turns it off.
    public var versionsAssetLinks = true
    /// Whether `serve` brings open browsers to the page of the post, page or project just saved.
    public var navigatesToChanges = true
    /// Kept up to date with the step the build is at and its items done, for a progress line.
    public var progress: BuildProgress?
    /// How many threads parse, render and generate: every core unless set. The output does not
    /// depend on it.
    public var threads = Parallel.cores
    /// The build's clock: posts dated after it are not published. That is all it decides: no
    /// date in the output comes from it, so two builds of the same input are identical.
    public var now: Date

    public init(siteFolder: URL, outputDirectory: URL, now: Date) {
        self.siteFolder = siteFolder.standardizedFileURL
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.now = now
    }

    var theme: URL { (themeDirectory ?? siteFolder.appendingPathComponent("templates")).standardizedFileURL }

    /// How messages name the theme's folder: `templates/`, or a `--theme` folder by its path
    /// within the site, or its absolute path when it is elsewhere.
    var themeDisplayPrefix: String {
        guard let themeDirectory else { return BuiltInTheme.folder }
        let site = siteFolder.standardizedFileURL.path + "/", theme = themeDirectory.standardizedFileURL.path + "/"
        return theme.hasPrefix(site) ? String(theme.dropFirst(site.count)) : theme
    }

    /// The theme's files: those of `theme`, over the built-in theme's.
    var themeSource: ThemeSource { ThemeSource(directory: theme, isRequired: themeDirectory != nil, builtIn: BuiltInTheme.files) }

    /// The writer for the output folder, which must not be, hold or lie inside the folders the build reads.
    var outputWriter: OutputWriter {
        let content = siteFolder.appendingPathComponent("content").path
        return OutputWriter(outputDirectory: outputDirectory, protecting: [
            OutputFolder.Protected(name: "the site folder \(siteFolder.path)", path: siteFolder.path, mayHoldOutput: true),
            OutputFolder.Protected(name: "the content folder \(content)", path: content, mayHoldOutput: false),
            OutputFolder.Protected(name: "the theme \(theme.path)", path: theme.path, mayHoldOutput: false),
        ])
    }
}
