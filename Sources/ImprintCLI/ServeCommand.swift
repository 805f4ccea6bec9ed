import Foundation
import ImprintCore
import ImprintPreview

/// `imprint serve`: a local preview that rebuilds on every save and reloads the browser.
enum ServeCommand: Command {
    static let name = "serve"
    static let options: [OptionSpec] = [
        .source,
        .value("port", short: "p", "PORT", "The port to listen on (default: 8000; 0 picks a free one)"),
        .value("host", "HOST", "The address to listen on (default: 127.0.0.1, this machine only)"),
        .value("theme", "DIR", "The folder of theme files over the built-in theme (default: templates/ in the site folder)"),
        .flag("drafts", short: "D", "Include posts marked draft: true"),
        .flag("future", short: "F", "Include posts dated after now"),
        .flag("open", short: "O", "Open the site in the default browser"),
        .flag("no-navigate", "Stay on the open page when a post is saved (by default the browser goes to its page)"),
        .flag("poll", "Watch by polling instead of the system's file events"),
        .flag("metrics", "Also print how long each step of every rebuild took"),
        .help,
    ]

    static let help = """
        Usage: imprint serve [options]

        Builds the site into memory and serves it, with live reload: every save rebuilds the site
        and reloads open pages (a stylesheet change swaps the styles in place). A failed build
        keeps the last good site on screen and shows the errors over it. Nothing is written to
        the output folder. Ctrl-C stops the server.

        Options:
        \(ArgumentParser.describe(options))
        """

    static func worksOnASite(_ parsed: ParsedArguments) -> Bool { true }

    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32 {
        guard let port = Int(parsed.value("port") ?? "8000"), (0...65535).contains(port) else {
            return CLI.usageError(UsageError(message: "--port needs a number from 0 to 65535"), command: name, console: console)
        }
        let host = parsed.value("host") ?? "127.0.0.1"
        if host != "127.0.0.1", host != "localhost", host != "::1" {
            console.error("warning: serving on \(host): other machines on your network can read the preview")
        }
        let source = parsed.folder("source")
        let paths = SitePaths(site: source)
        let theme = parsed.value("theme").map(ParsedArguments.resolve)
        if let theme, let problem = SiteFolder.missingFolderProblem(
            theme, shown: parsed.value("theme")!, ifMissing: "--theme names a theme's folder", ifNotFolder: "--theme names a theme's folder") {
            console.error("error: \(problem)")
            return CLI.Status.failure
        }
        var buildOptions = BuildOptions(siteFolder: source, outputDirectory: source.appendingPathComponent("public"), now: now)
        buildOptions.themeDirectory = theme
        buildOptions.includeDrafts = parsed.has("drafts")
        buildOptions.includeFuture = parsed.has("future")
        buildOptions.navigatesToChanges = !parsed.has("no-navigate")
        let server: PreviewServer
        do {
            let folders = [source.appendingPathComponent("content"), theme ?? source.appendingPathComponent("templates")]
            let watcher: FileWatcher? = parsed.has("poll") ? PollingWatcher(folders: folders, log: { console.print($0) }) : nil
            server = try PreviewServer(
                options: buildOptions, host: host, port: port, watcher: watcher,
                log: { console.print($0) }, onRebuild: { report($0, metrics: parsed.has("metrics"), paths: paths, console: console) })
        } catch {
            console.error("error: \(error)")
            return CLI.Status.failure
        }
        let urls = addresses(for: host).map { "http://\($0.contains(":") ? "[\($0)]" : $0):\(server.port)\(server.basePath)" }
        let url = urls[0]
        if let first = server.firstBuild { report(first, metrics: parsed.has("metrics"), paths: paths, console: console) }
        console.print("Serving at \(urls.joined(separator: " and ")) and watching content/ and \(theme == nil ? "templates/" : parsed.value("theme")!). Press Ctrl-C to stop.")
        if parsed.has("open") { BrowserOpener.open(url) }
        waitForInterrupt()
        console.print("Stopping.")
        server.stop()
        return CLI.Status.success
    }

    /// Where the preview can be opened: the host, or for a wildcard host (`0.0.0.0`, no address
    /// to open) this machine's own name for itself and the addresses others reach it at.
    static func addresses(for host: String) -> [String] {
        NetworkAddresses.isWildcard(host) ? ["127.0.0.1"] + NetworkAddresses.reachable() : [host]
    }

    /// One line per rebuild: when, what changed, how long it took; or the errors.
    static func report(_ rebuild: PreviewServer.Rebuild, metrics: Bool, paths: SitePaths, console: Console) {
        let time = clock(Date())
        let sources = rebuild.changedSources
        let cause = sources.isEmpty ? "" : "\(sources.prefix(3).joined(separator: ", "))\(sources.count > 3 ? " and \(sources.count - 3) more" : "") changed: "
        let duration = String(format: "%.0f ms", rebuild.seconds * 1000)
        guard rebuild.errors.isEmpty else {
            rebuild.errors.forEach { console.error(paths.line($0)) }
            console.error("[\(time)] \(cause)the build failed after \(duration); "
                + (rebuild.servesABuild ? "still serving the last good build" : "the preview shows these errors until a build succeeds: fix them and save"))
            return
        }
        let files = rebuild.changedOutputs.count == 1 ? "1 file" : "\(rebuild.changedOutputs.count) files"
        console.print("[\(time)] \(cause)\(sources.isEmpty ? "built" : "rebuilt") in \(duration): \(files) changed, \(rebuild.reusedPages) pages and \(rebuild.reusedMarkdown) Markdown bodies reused")
        if metrics {
            console.print("  " + rebuild.steps.map { "\($0.name) " + String(format: "%.1f ms", $0.seconds * 1000) }.joined(separator: ", "))
        }
    }

    /// The time of day of a log line, on a 24-hour clock (`15:58:16`) whatever the locale.
    static func clock(_ date: Date, calendar: Calendar = .current) -> String {
        let time = calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", time.hour ?? 0, time.minute ?? 0, time.second ?? 0)
    }

    /// Blocks until SIGINT (Ctrl-C) or SIGTERM.
    static func waitForInterrupt() {
        let stop = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        stop.wait()
        sources.forEach { $0.cancel() }
    }
}

