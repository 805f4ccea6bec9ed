import Foundation
import ImprintCore

/// `imprint build`: builds the site into the output folder and reports each step.
enum BuildCommand: Command {
    static let name = "build"
    static let options: [OptionSpec] = [
        .source,
        .value("output", short: "o", "DIR", "Where to write the site (default: public/ in the site folder)"),
        .value("theme", "DIR", "The folder of theme files over the built-in theme (default: templates/ in the site folder)"),
        .value("base-url", short: "b", "URL", "Use this base URL instead of site.yml's base_url"),
        .flag("drafts", short: "D", "Include posts marked draft: true"),
        .flag("future", short: "F", "Include posts dated after now"),
        .flag("quiet", short: "q", "Print only warnings and errors"),
        .flag("metrics", "Also print each template's render time, the pages per second and the images made"),
        .flag("no-cache", "Build everything again, without reading or writing .imprint-cache/"),
        .flag("changed", "Print only the URLs whose bytes the build changed or removed, one per line (for CDN purges)"),
        .help,
    ]

    static let help = """
        Usage: imprint build [options]

        Builds the site from content/ and templates/ into the output folder. The build writes into a
        staging folder first; the output folder changes only when the whole build succeeded. It
        remembers what it made in .imprint-cache/build: the next build renders only what changed
        and writes only the files whose bytes changed.

        Options:
        \(ArgumentParser.describe(options))
        """

    /// Errors shown before the rest are summarised.
    static let errorLimit = 50

    static func worksOnASite(_ parsed: ParsedArguments) -> Bool { true }

    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32 {
        let source = parsed.folder("source")
        var options = BuildOptions(
            siteFolder: source,
            outputDirectory: parsed.value("output").map(ParsedArguments.resolve) ?? source.appendingPathComponent("public"),
            now: now)
        if let text = parsed.value("base-url") {
            guard let baseURL = BaseURL(text) else {
                return CLI.usageError(UsageError(message: "--base-url \"\(text)\" is not an absolute http(s) URL"), command: name, console: console)
            }
            options.baseURL = baseURL
        }
        options.themeDirectory = parsed.value("theme").map(ParsedArguments.resolve)
        options.includeDrafts = parsed.has("drafts")
        options.includeFuture = parsed.has("future")
        options.collectsMetrics = parsed.has("metrics")
        options.ignoresCache = parsed.has("no-cache")
        return build(options, quiet: parsed.has("quiet") || parsed.has("changed"), printsChanges: parsed.has("changed"), console: console)
    }

    static func build(_ options: BuildOptions, quiet: Bool, printsChanges: Bool = false, console: Console) -> Int32 {
        let started = ContinuousClock.now
        var options = options
        let progress = quiet ? nil : ProgressLine(console: console)
        options.progress = progress?.progress
        progress?.start()
        do {
            let outcome = try RememberedBuild(options: options).run()
            progress?.finish()
            let paths = SitePaths(site: options.siteFolder)
            switch outcome {
            case .built(let report):
                report.warnings.forEach { console.error(paths.line($0)) }
                if !quiet { summarize(report, options: options, started: started, console: console) }
                if printsChanges {
                    (report.changedFiles ?? []).forEach { console.print(report.baseURL.absolute(OutputFile.sitePath(of: $0))) }
                }
            case .unchanged(let unchanged):
                unchanged.warnings.forEach { console.error(paths.line($0)) }
                if !quiet {
                    console.print("Nothing changed since the last build: \(unchanged.pages) pages (\(unchanged.files) files) in "
                        + "\(options.outputDirectory.path), checked in \(milliseconds(unchanged.seconds))")
                    unchanged.leftOutSummary.map(console.print)
                }
            }
            return CLI.Status.success
        } catch {
            progress?.finish()
            report(error, site: options.siteFolder, console: console)
            return CLI.Status.failure
        }
    }

    /// Each step with its time, then the summary (and with `--metrics`, the renders and what came from the memory).
    private static func summarize(_ report: BuildReport, options: BuildOptions, started: ContinuousClock.Instant, console: Console) {
        let width = (report.steps.map(\.name.count).max() ?? 0) + 2
        for step in report.steps {
            console.print("  " + step.name.padding(toLength: width, withPad: " ", startingAt: 0) + milliseconds(step.seconds))
        }
        for template in report.templates {
            let rate = template.seconds > 0 ? Double(template.renders) / template.seconds : 0
            console.print("  template " + template.template.padding(toLength: 11, withPad: " ", startingAt: 0)
                + "\(template.renders) renders, \(milliseconds(template.seconds)) (\(Int(rate)) per second per core)")
        }
        // The whole command's time, the old output's removal and all: what the person waited.
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        console.print("Built \(report.pageCount) pages (\(report.files.count) files) in \(milliseconds(seconds)) into \(options.outputDirectory.path)")
        report.leftOutSummary.map(console.print)
        guard options.collectsMetrics else { return }
        console.print("\(Int(Double(report.pageCount) / max(report.totalSeconds, 0.001))) pages per second")
        console.print("images: \(report.imagesProcessed) processed, \(report.imagesFromCache) from the cache")
        if let remembered = report.remembered {
            console.print("markdown: \(remembered.markdownTaken) from .imprint-cache/, \(remembered.markdownMade) rendered")
            console.print("pages: \(remembered.pagesKept) left as the last build wrote them")
        }
        report.changedFiles.map { console.print("files: \($0.count) written or removed") }
    }

    /// A build failure with all its diagnostics, or any other error in one line, in its own
    /// words (Imprint's errors name the path and the system's reason).
    static func report(_ error: any Error, site: URL, console: Console) {
        if let failure = error as? BuildFailure {
            report(failure, paths: SitePaths(site: site), console: console)
        } else {
            console.error("error: \(error)")
        }
    }

    static func report(_ failure: BuildFailure, paths: SitePaths, console: Console) {
        let errors = failure.diagnostics.filter { $0.severity == .error }
        failure.diagnostics.filter { $0.severity == .warning }.forEach { console.error(paths.line($0)) }
        errors.prefix(errorLimit).forEach { console.error(paths.line($0)) }
        if errors.count > errorLimit {
            console.error("… and \(errors.count - errorLimit) more errors")
        }
        console.error("Build failed (\(failure.step)): \(errors.count) error\(errors.count == 1 ? "" : "s"); the output folder was not changed.")
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}
