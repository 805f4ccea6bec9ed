import Foundation

/// `imprint build` with a memory of its last run (`.imprint-cache/build`, `BuildMemory`). When
/// every source is as the last build read it, no post it left out has fallen due and the output
/// folder is as it wrote it, there is nothing to do. Otherwise what the sources show unchanged is
/// taken from the memory, and files of the output folder whose bytes would be the same are left
/// as they are. Without a memory to trust (the first build, another binary or options,
/// `--no-cache`), it is a whole build, as `SiteBuild.run()`.
public struct RememberedBuild: Sendable {
    public let options: BuildOptions

    /// What a build did: built, or found nothing to do.
    public enum Outcome: Sendable {
        case built(BuildReport)
        case unchanged(Unchanged)
    }

    /// The output folder as the last build left it, which nothing since has changed.
    public struct Unchanged: Sendable {
        public let pages: Int
        public let files: Int
        /// The last build's warnings, which still hold.
        public let warnings: [Diagnostic]
        /// The last build's line about the posts it left out.
        public let leftOutSummary: String?
        /// How long the check took.
        public let seconds: Double
    }

    public init(options: BuildOptions) {
        self.options = options
    }

    public func run() throws(BuildFailure) -> Outcome {
        guard let file = BuildMemory.file(for: options) else { return .built(try SiteBuild(options: options).run()) }
        let started = ContinuousClock.now
        let parallel = Parallel(width: options.threads)
        let memory = BuildMemory.read(file)
        // Read before the build: a source saved while it runs makes the next build look again.
        let sources = SourceDigest.of(options, after: memory.summary?.sources, parallel: parallel)
        let output = memory.output.verified(in: options.outputDirectory.path, ignoring: [OutputFolder.markerName], parallel: parallel)
        if let summary = memory.summary, let sources, summary.sources.digest == sources.digest, summary.due.map({ options.now < $0 }) ?? true,
           output.files.count == memory.output.files.count, output.others.isEmpty,
           POSIXFiles.kind(of: options.outputDirectory.path + "/" + OutputFolder.markerName) == .file {
            if sources.filesRead > 0 {
                // Files read again for want of a stamp to vouch for them: the next build takes them by their stamps.
                var refreshed = memory
                refreshed.summary = summary.finding(sources)
                try? file.write(refreshed.archived)
            }
            // What builds killed since left beside the output goes, as a build that wrote would remove it.
            let writer = options.outputWriter
            let leftovers = (try? writer.checkFolder()).map(writer.removeLeftovers(of:)) ?? []
            return .unchanged(Unchanged(
                pages: summary.pages, files: summary.files, warnings: summary.warnings + leftovers, leftOutSummary: summary.leftOut,
                seconds: started.duration(to: .now).seconds))
        }
        _ = try? POSIXFiles.makeFolder((file.path as NSString).deletingLastPathComponent)
        let reuse = RememberingReuse(
            memory: memory.readingValues(), values: BuildMemory.valuesLog(beside: file), sources: sources, output: output, outputFolder: options.outputDirectory.path, parallel: parallel)
        var report = try SiteBuild(options: options, reuse: reuse, model: ContentModel()).run()
        let counts = reuse.counts
        report.remembered = BuildReport.Remembered(markdownTaken: counts.taken, markdownMade: counts.made, pagesKept: counts.kept)
        var remembered = reuse.memory(after: report)
        remembered.summary = sources.map {
            BuildMemory.Summary(
                sources: $0, due: report.nextDue(after: options.now), pages: report.pageCount, files: report.files.count, warnings: report.warnings,
                leftOut: report.leftOutSummary)
        }
        // A memory that cannot be written makes the next build a whole one, no worse.
        try? reuse.writeValues()
        try? file.write(remembered.archived)
        return .built(report)
    }
}
