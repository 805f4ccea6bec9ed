import Foundation
import ImprintCore

/// `imprint serve`: builds the site into memory, serves it, watches the sources, and rebuilds
/// on every change, telling open browsers to reload (or only to swap stylesheets).
///
/// A failed rebuild keeps the last good site on screen and shows the errors over it.
/// Nothing is written to disk.
public final class PreviewServer: @unchecked Sendable {
    /// One rebuild, as the terminal reports it.
    public struct Rebuild: Sendable {
        /// Source files that changed, relative to the site folder.
        public let changedSources: [String]
        /// Output files that changed; empty for a failed build.
        public let changedOutputs: [String]
        public let seconds: Double
        /// The build's errors; empty for a good build.
        public let errors: [Diagnostic]
        public let reusedMarkdown: Int
        /// Pages whose template and data were unchanged, copied from the last build.
        public let reusedPages: Int
        /// How long each step took, the build's and then serve's own (`imprint serve --metrics`).
        public let steps: [BuildReport.Step]
        /// Whether a good build is being served: false after a failure when none ever succeeded.
        public var servesABuild = true
    }

    private let options: BuildOptions
    private let log: @Sendable (String) -> Void
    private let onRebuild: @Sendable (Rebuild) -> Void
    private let session: ServeSession
    private let lock = NSLock()
    private let buildQueue = DispatchQueue(label: "imprint.rebuild")
    private let instance = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt64(Date().timeIntervalSince1970 * 1000))"
    private var generation = 0
    private var responder: PreviewResponder
    private let hub: EventHub
    private var server: HTTPServer?
    private var watcher: FileWatcher?
    private var debouncer: Debouncer?
    /// The build made at start.
    public private(set) var firstBuild: Rebuild?

    /// Builds once and starts serving on `host:port`; rebuild reports go to `onRebuild`.
    public init(
        options: BuildOptions, host: String, port: Int, watcher: FileWatcher? = nil,
        log: @escaping @Sendable (String) -> Void, onRebuild: @escaping @Sendable (Rebuild) -> Void = { _ in }
    ) throws {
        // The preview says whether a file changed on every request, and swaps stylesheets in place.
        var options = options
        options.versionsAssetLinks = false
        self.options = options
        session = ServeSession(options: options)
        self.log = log
        self.onRebuild = onRebuild
        hub = EventHub(greeting: ServerEvent(name: "hello", data: "\(instance)-0"))
        responder = PreviewResponder(files: [], basePath: "/", events: hub)
        firstBuild = build(changed: nil)
        server = try HTTPServer(host: host, port: port) { [weak self] request in
            self?.respond(to: request) ?? HTTPResponse(status: 503, headers: [], body: .data(Data()))
        }
        let sources = [options.siteFolder.appendingPathComponent("content"), options.themeDirectory ?? options.siteFolder.appendingPathComponent("templates")]
        let watcher = watcher ?? makeFileWatcher(folders: sources, log: log)
        let debouncer = Debouncer(delay: Self.quietPeriod, scheduler: QueueScheduler(queue: buildQueue)) { [weak self] paths in self?.rebuildOnQueue(changed: paths) }
        try watcher.start { paths in debouncer.add(paths) }
        self.watcher = watcher
        self.debouncer = debouncer
    }

    /// How long the sources must stay unchanged before a rebuild starts: long enough to gather
    /// an editor's write-and-rename, or a `git checkout`, into one rebuild; short enough not to be felt.
    static let quietPeriod: TimeInterval = 0.03

    /// The port the server listens on.
    public var port: Int { server?.port ?? 0 }

    /// The base path the site is served under: `/` or `/blog/`.
    public var basePath: String {
        lock.lock()
        defer { lock.unlock() }
        return responder.basePath
    }

    /// Stops watching, ends the event streams, and stops the server.
    public func stop() {
        watcher?.stop()
        hub.close()
        server?.stop()
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        lock.lock()
        let responder = responder
        lock.unlock()
        return responder.respond(to: request)
    }

    /// Rebuilds now, as the watcher does after a change (for tests), waiting for a rebuild the
    /// watcher started: builds run one at a time.
    public func rebuild(changed paths: [String]) {
        buildQueue.sync { rebuildOnQueue(changed: paths) }
    }
}

private extension PreviewServer {
    func rebuildOnQueue(changed paths: [String]) {
        onRebuild(build(changed: paths))
    }

    /// Builds with the caches; `paths` are the files the watcher saw change (nil: unknown, look at every file).
    func build(changed paths: [String]?) -> Rebuild {
        let start = ContinuousClock.now
        let sources = (paths ?? []).map { relativePath($0) }
        let report: BuildReport
        let counts: ServeSession.Counts
        do throws(BuildFailure) {
            (report, counts) = try session.build(changed: paths.map { _ in Set(sources) })
        } catch {
            let errors = error.diagnostics
            let text = errors.map(\.description).joined(separator: "\n")
            lock.lock()
            let greeting = ServerEvent(name: "hello", data: "\(instance)-\(generation)\n\(text)")
            let servesABuild = !responder.files.isEmpty
            if !servesABuild {
                // No good build to keep showing: the waiting page shows why.
                responder = PreviewResponder(files: [], basePath: "/", events: hub, errors: text)
            }
            lock.unlock()
            hub.broadcast(ServerEvent(name: "failure", data: text), greeting: greeting)
            return Rebuild(
                changedSources: sources, changedOutputs: [], seconds: (ContinuousClock.now - start).seconds, errors: errors, reusedMarkdown: 0, reusedPages: 0,
                steps: [], servesABuild: servesABuild)
        }
        let built = ContinuousClock.now
        // Builds run one at a time on buildQueue, so the site cannot change between these locks.
        let changed: [String]
        lock.lock()
        if let changes = report.sinceLast, !responder.files.isEmpty {
            // A few files were made anew: patched in place, while requests wait a moment. The
            // responder lets go of the table first, so that patching it copies nothing.
            var files = responder.files
            responder = PreviewResponder(files: [:], basePath: report.baseURL.path, events: hub)
            changed = Self.update(&files, with: changes, of: report)
            responder = PreviewResponder(files: files, basePath: report.baseURL.path, events: hub)
        } else {
            // Every file is compared: requests keep being answered meanwhile.
            let previous = responder.files
            lock.unlock()
            let (files, allChanged) = Self.compare(previous, with: report)
            changed = allChanged
            lock.lock()
            responder = PreviewResponder(files: files, basePath: report.baseURL.path, events: hub)
        }
        generation += 1
        let id = "\(instance)-\(generation)"
        lock.unlock()
        let stylesOnly = !changed.isEmpty && changed.allSatisfy { $0.hasSuffix(".css") }
        // One post, page or project saved: open browsers go to its page (Hugo's navigateToChanged).
        let destination = options.navigatesToChanges && sources.count == 1 ? report.pageLink(ofSource: sources[0]) : nil
        hub.broadcast(
            ServerEvent(name: stylesOnly ? "css" : "reload", data: id + (destination.map { "\n" + $0 } ?? "")), greeting: ServerEvent(name: "hello", data: id))
        let publishing = BuildReport.Step(name: "compare and publish", seconds: (ContinuousClock.now - built).seconds)
        return Rebuild(
            changedSources: sources, changedOutputs: changed, seconds: (ContinuousClock.now - start).seconds, errors: [], reusedMarkdown: counts.markdownReused,
            reusedPages: counts.pagesReused, steps: report.steps + [publishing])
    }

    /// Puts the files that `report` made anew into `files`, the last build's, and drops those it
    /// no longer has; returns the paths whose bytes changed or that went, sorted.
    static func update(_ files: inout [String: OutputFile], with changes: OutputChanges, of report: BuildReport) -> [String] {
        var changed = changes.removed
        for path in changes.removed { files[path] = nil }
        for file in changes.remade.map({ report.files[$0] }) {
            if files[file.path]?.body != file.body { changed.append(file.path) }
            files[file.path] = file
        }
        return changed.sorted()
    }

    /// The files of `report` by path, and the paths whose bytes differ from `previous` (or that
    /// came or went), sorted.
    static func compare(_ previous: [String: OutputFile], with report: BuildReport) -> (files: [String: OutputFile], changed: [String]) {
        let files = Dictionary(report.files.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        var changed: [String] = []
        var kept = 0
        for (path, file) in files {
            guard let old = previous[path] else {
                changed.append(path)
                continue
            }
            kept += 1
            if old.body != file.body { changed.append(path) }
        }
        if kept < previous.count { changed += previous.keys.filter { files[$0] == nil } }
        return (files, changed.sorted())
    }

    func relativePath(_ path: String) -> String {
        let root = options.siteFolder.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
