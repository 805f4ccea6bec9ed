import Foundation

/// The builds of one `imprint serve`: each after a change, keeping what the last good build made
/// (in a `MemoStore`, through its `ReuseEngine`) and its model, which an edit to posts' text patches instead of reading
/// every file again. What a build took or made is kept for the next only when it succeeded.
public final class ServeSession: Sendable {
    public let options: BuildOptions
    private let memo = MemoStore()
    /// The model of the last good build, while no build has failed since.
    private let last = Locked<BuiltModel?>(nil)
    /// What changed since the last good build, as far as builds that failed since were told
    /// (nil: unknown), so that the next build looks at those files too.
    private let unbuilt = Locked<Set<String>?>([])

    /// How much a build took from the last one.
    public struct Counts: Sendable {
        /// Theme pages whose template, data and site-wide values were unchanged.
        public let pagesReused: Int
        public let pagesRendered: Int
        public let markdownReused: Int
    }

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Builds into memory. `changed` are the source files the watcher saw change since the last
    /// call (relative to the site: `content/posts/x.md`); nil looks at every file.
    public func build(changed new: Set<String>?) throws(BuildFailure) -> (report: BuildReport, counts: Counts) {
        let changed = unbuilt.withLock { unbuilt in
            unbuilt = unbuilt.flatMap { old in new.map(old.union) }
            return unbuilt
        }
        let full = ContentModel()
        let source: any ModelSource = switch (last.withLock { $0 }, changed) {
        case let (last?, changed?): PostTextPatch(last: last, changedFiles: changed, fallback: full)
        default: full
        }
        let report: BuildReport
        do throws(BuildFailure) {
            try checkSourceFolder()
            let reuse = ReuseEngine(store: memo, siteFolder: options.siteFolder.path, changes: changed)
            report = try SiteBuild(options: options, reuse: reuse, model: source).generate()
        } catch {
            // The next build must look at everything that changed since the last good one.
            memo.endBuild(forgettingUnused: false)
            last.withLock { $0 = nil }
            throw error
        }
        // A patch looked at only part of the site: what it did not look at is still the site's.
        let counts = memo.endBuild(forgettingUnused: report.model.readEverything)
        last.withLock { $0 = report.model }
        unbuilt.withLock { $0 = [] }
        let pages = counts[PageRendering.name], markdown = counts[MarkdownRendering.name]
        return (report, Counts(pagesReused: pages?.reused ?? 0, pagesRendered: pages?.made ?? 0, markdownReused: markdown?.reused ?? 0))
    }

    /// A missing site folder fails the build with its path and reason, rather than with a
    /// missing `site.yml` and every template, which would hide that the whole folder is gone.
    private func checkSourceFolder() throws(BuildFailure) {
        let folder = options.siteFolder.path
        var status = stat()
        guard stat(folder, &status) != 0 else { return }
        let reason = String(cString: strerror(errno))
        let message = "the site folder cannot be read (\(reason)); make it again, or run `imprint init \(folder)`"
        throw BuildFailure(diagnostics: [Diagnostic(.error, file: folder, message: message)], step: "find the site folder")
    }
}
