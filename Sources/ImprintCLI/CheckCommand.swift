import Foundation
import ImprintCore

/// `imprint check`: finds broken links in a built site.
enum CheckCommand: Command {
    static let name = "check"
    static let options: [OptionSpec] = [
        .source,
        .value("output", short: "o", "DIR", "The built site to check (default: public/ in the site folder; built first when missing)"),
        .value("base-url", short: "b", "URL", "The base URL the site was built with (default: site.yml's base_url)"),
        .flag("quiet", short: "q", "Print only broken links"),
        .flag("external", "Also ask every external http(s) link whether it answers (answers are kept a day in .imprint-cache/)"),
        .flag("allow-private", "With --external, also ask links to loopback, private, link-local and unique-local addresses"),
        .help,
    ]

    static let help = """
        Usage: imprint check [options]

        Checks every link, image, srcset and CSS url() of a built site that points into it, and
        every #fragment, and lists external links with their counts (nothing is fetched). Exits
        with status 1 when a link is broken. When the output folder does not exist, it builds the
        site into a temporary folder first.

        Options:
        \(ArgumentParser.describe(options))
        """

    static func worksOnASite(_ parsed: ParsedArguments) -> Bool { parsed.value("output") == nil || parsed.value("base-url") == nil }

    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32 {
        let source = parsed.folder("source")
        let shownOutput = parsed.value("output") ?? (parsed.value("source").map { $0 + "/public" } ?? "public")
        var output = ParsedArguments.resolve(shownOutput)
        var base = parsed.value("base-url").flatMap(BaseURL.init)
        if parsed.value("base-url") != nil, base == nil {
            return CLI.usageError(UsageError(message: "--base-url \"\(parsed.value("base-url")!)\" is not an absolute http(s) URL"), command: name, console: console)
        }
        var temporary: URL?
        defer { temporary.map { try? FileManager.default.removeItem(at: $0) } }
        do {
            if !FileManager.default.fileExists(atPath: output.path) {
                // Said first: when the build fails, its errors are then not a mystery.
                console.print("\(shownOutput) does not exist: checking a fresh build of the site, in a temporary folder")
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-check-\(UUID().uuidString)")
                temporary = folder
                var buildOptions = BuildOptions(siteFolder: source, outputDirectory: folder, now: now)
                buildOptions.baseURL = base
                let report = try SiteBuild(options: buildOptions).run()
                base = report.baseURL
                output = folder
            }
            // The output says what it was built for (`build --base-url` changes it); site.yml only when it does not.
            let built = temporary == nil ? BaseURL.builtFor(outputAt: output.path) : nil
            if let given = base, let built, given.absolute != built.absolute {
                console.error("error: \(shownOutput) was built for \(built.absolute) (its .imprint-output says so), not \(given.absolute): "
                    + "check it with --base-url \(built.absolute), or build it again with --base-url \(given.absolute)")
                return CLI.Status.failure
            }
            let baseURL = try base ?? built ?? SiteConfigReader.baseURL(siteFolder: source)
            let report = try LinkChecker(root: output, base: baseURL).check()
            // The sources of the broken links, from a build in memory of the site as it is now.
            let places = report.broken.isEmpty ? nil : (try? SiteBuild(options: sourceBuild(source, base: baseURL, now: now)).generate()).map {
                LinkSources(files: $0.files, siteFolder: source, base: baseURL)
            }
            print(report, folder: shownOutput, places: places, paths: SitePaths(site: source), quiet: parsed.has("quiet"), console: console)
            let external = !parsed.has("external") || checkExternal(
                report, site: source, allowPrivate: parsed.has("allow-private"), quiet: parsed.has("quiet"), console: console)
            return report.broken.isEmpty && external ? CLI.Status.success : CLI.Status.failure
        } catch {
            BuildCommand.report(error, site: source, console: console)
            return CLI.Status.failure
        }
    }

    /// Asks the report's external links; whether all answered. Each finding goes to standard error
    /// with its reason; a link not asked (a private address) or whose credentials were dropped is
    /// said, not counted as broken.
    static func checkExternal(_ report: LinkChecker.Report, site: URL, allowPrivate: Bool, quiet: Bool, console: Console) -> Bool {
        let cache = site.appendingPathComponent(".imprint-cache")
        // A cache folder that is a link is not written through, as for images.
        let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: cache.path)) != nil
        var checker = ExternalLinkChecker(cacheFile: linked ? nil : cache.appendingPathComponent("external-links.txt"))
        checker.allowPrivate = allowPrivate
        let findings = checker.check(report.external.keys.sorted())
        for finding in findings {
            let count = report.external[finding.url] ?? 0
            console.error("external link \(finding.url): \(finding.reason) (linked \(count == 1 ? "once" : "\(count) times"))")
        }
        let broken = findings.count { $0.kind == .broken }
        let refused = findings.count { $0.kind == .refused }
        if !quiet {
            console.print("External links: \(broken) of \(report.external.count) did not answer"
                + (refused == 0 ? "" : ", \(refused) not asked (private addresses: --allow-private asks them)"))
        }
        return broken == 0
    }

    /// The options of a build of `source` for `base`, to learn which file made each page.
    static func sourceBuild(_ source: URL, base: BaseURL, now: Date) -> BuildOptions {
        var options = BuildOptions(siteFolder: source, outputDirectory: source.appendingPathComponent("public"), now: now)
        options.baseURL = base
        return options
    }

    /// Each broken link at the source file and line that wrote it, where known, and at its place in the output.
    static func print(_ report: LinkChecker.Report, folder: String, places: LinkSources?, paths: SitePaths, quiet: Bool, console: Console) {
        for link in report.broken {
            let output = "\(folder)/\(link)"
            console.error(places?.place(of: link).map { "\(paths.prefix)\($0): broken link to \(link.target) (in \(folder)/\(link.file):\(link.line))" } ?? output)
        }
        guard !quiet else { return }
        let externalTotal = report.external.values.reduce(0, +)
        console.print("Checked \(report.files) files: \(report.internalLinks) links within the site, \(report.broken.count) broken; "
            + "\(externalTotal) external links to \(report.external.count) addresses (not fetched)")
        for (url, count) in report.external.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            console.print(String(format: "%6d  ", count) + url)
        }
    }
}
