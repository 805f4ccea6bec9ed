import Foundation

/// `imprint build` with a memory of its last run (`.imprint-cache/build`, `BuildMemory`): what
/// the sources show unchanged since is taken from it, and files of the output folder whose bytes
/// would be the same are left as they are. Without a memory to trust (the first build, another
/// binary or options, `--no-cache`), it is a whole build, as `SiteBuild.run()`.
public struct RememberedBuild: Sendable {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    public func run() throws(BuildFailure) -> BuildReport {
        guard let file = BuildMemory.file(for: options) else { return try SiteBuild(options: options).run() }
        let reuse = RememberingReuse(memory: BuildMemory.read(file), outputFolder: options.outputDirectory.path, parallel: Parallel(width: options.threads))
        var report = try SiteBuild(options: options, reuse: reuse, model: ContentModel()).run()
        let counts = reuse.counts
        report.remembered = BuildReport.Remembered(markdownTaken: counts.taken, markdownMade: counts.made, pagesKept: counts.kept)
        var archive = BinaryArchive()
        reuse.memory(after: report).archive(into: &archive)
        // A memory that cannot be written makes the next build a whole one, no worse.
        _ = try? POSIXFiles.makeFolder((file.path as NSString).deletingLastPathComponent)
        try? file.write(archive)
        return report
    }
}
