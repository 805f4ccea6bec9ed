/// The builds of one `imprint serve`: each after a change, keeping what the last good build made
/// (in a `MemoStore`) and its model, which an edit to posts' text patches instead of reading
/// every file again. What a build took or made is kept for the next only when it succeeded.
public final class ServeSession: Sendable {
    public let options: BuildOptions
    private let memo = MemoStore()
    /// The model of the last good build, while no build has failed since.
    private let last = Locked<BuiltModel?>(nil)

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
    public func build(changed: Set<String>?) throws(BuildFailure) -> (report: BuildReport, counts: Counts) {
        let full = ContentModel(changedPaths: changed)
        let source: any ModelSource = switch (last.withLock { $0 }, changed) {
        case let (last?, changed?): PostTextPatch(last: last, changedPaths: changed, fallback: full)
        default: full
        }
        let report: BuildReport
        do throws(BuildFailure) {
            report = try SiteBuild(options: options, memo: memo, model: source).generate()
        } catch {
            // The next build must look at everything that changed since the last good one.
            memo.endBuild(forgettingUnused: false)
            last.withLock { $0 = nil }
            throw error
        }
        // A patch looked at only part of the site: what it did not look at is still the site's.
        let counts = memo.endBuild(forgettingUnused: report.model.readEverything)
        last.withLock { $0 = report.model }
        return (report, Counts(
            pagesReused: counts["pages"]?.reused ?? 0, pagesRendered: counts["pages"]?.made ?? 0, markdownReused: counts["markdown"]?.reused ?? 0))
    }
}
