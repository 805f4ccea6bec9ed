import Foundation

/// What to build, from where, to where, and with which clock.
public struct BuildOptions: Sendable {
    /// The site folder, holding `content/` and `templates/`.
    public var sourceDirectory: URL
    public var outputDirectory: URL
    /// The theme; `templates/` in the site folder unless set.
    public var themeDirectory: URL?
    /// Replaces site.yml's `base_url` (`--base-url`).
    public var baseURL: BaseURL?
    public var includeDrafts = false
    public var includeFuture = false
    /// Time every template render (`--metrics`).
    public var collectsMetrics = false
    /// How many threads parse, render and generate: every core unless set. The output does not
    /// depend on it.
    public var threads = Parallel.cores
    /// The build's clock: posts dated after it are not published. Nothing in the output depends on it.
    public var now: Date

    public init(sourceDirectory: URL, outputDirectory: URL, now: Date) {
        self.sourceDirectory = sourceDirectory.standardizedFileURL
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.now = now
    }

    var theme: URL { (themeDirectory ?? sourceDirectory.appendingPathComponent("templates")).standardizedFileURL }

    /// Refuses an output folder whose replacement would delete the site's own files.
    func checkOutputIsSafe() throws(BuildFailure) {
        let output = outputDirectory.path
        let site = sourceDirectory.path
        let sources = [sourceDirectory.appendingPathComponent("content"), theme].map(\.standardizedFileURL.path)
        let clash = ([site] + sources).first { output == $0 || $0.hasPrefix(output + "/") }
            ?? sources.first { output.hasPrefix($0 + "/") }
        if let folder = clash {
            throw BuildFailure(
                diagnostics: [Diagnostic(.error, file: output, message: "the output folder must not be or contain the site folder, nor be, contain or lie inside \(folder): the build replaces it whole; choose another --output")],
                step: "check options")
        }
    }
}
