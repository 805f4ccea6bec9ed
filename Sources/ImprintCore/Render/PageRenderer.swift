import Foundation
import Mustache

/// Makes the bytes of planned jobs: renders pages with the theme and writes documents. The only
/// place where a file is reused: given a memo, a page whose template (with everything it
/// includes), data and site-wide values are those of the last build is that build's bytes.
struct PageRenderer: Sendable {
    let theme: Theme
    let views: SiteViews
    /// Render times, recorded when the build asked for metrics.
    let metrics: RenderMetrics?
    let parallel: Parallel
    private let progress: BuildProgress?
    private let memo: RenderMemo?

    /// How many jobs are rendered at a time: enough to keep every core busy, few enough that
    /// a caller may write each batch before the next is made.
    static let batchSize = 512

    init(theme: Theme, views: SiteViews, metrics: RenderMetrics?, parallel: Parallel, memo: MemoStore?) {
        self.theme = theme
        self.views = views
        self.metrics = metrics
        // The renderer counts its jobs itself, all of them from the start: the batches' maps
        // would make the total grow batch by batch, and look finished at the end of each.
        self.parallel = Parallel(width: parallel.width)
        progress = parallel.progress
        self.memo = memo?.table(RenderMemo.tableName) { RenderMemo() }
    }

    /// The files of a render, and how they differ from the last render's, when there was one.
    struct Rendered: Sendable {
        let files: [OutputFile]
        let sinceLast: OutputChanges?
    }

    /// The files of `jobs`, in the same order. Those the last render made from the same are
    /// taken first, on one thread (the check is cheap, and threads would only contend for it);
    /// the others are made on every core, `batchSize` at a time.
    ///
    /// With `staging`, each batch is written there as soon as it is made, and the files that
    /// come back name their place in the output instead of holding their bytes: a build holds
    /// one batch of pages at a time, however large the site.
    func render(_ jobs: [PageJob], into staging: OutputStaging? = nil) throws(BuildFailure) -> Rendered {
        let last = memo?.last
        var made = [RenderMemo.Made?](repeating: nil, count: jobs.count)
        var toMake: [Int] = []
        var reusedPages = 0
        progress?.expect(jobs.count)
        for index in jobs.indices {
            let job = jobs[index]
            if let kept = last?.made(at: index, path: job.path), isCurrent(kept, for: job) {
                made[index] = kept
                if case .page = job.recipe { reusedPages += 1 }
            } else {
                toMake.append(index)
            }
        }
        progress?.advance(by: jobs.count - toMake.count)
        if let staging {
            // Files taken from the last render go into the new output too.
            let kept = jobs.indices.filter { made[$0] != nil }
            try staging.write(kept.map { OutputFile(path: jobs[$0].path, body: made[$0]!.body, source: jobs[$0].source) })
        }
        for start in stride(from: 0, to: toMake.count, by: Self.batchSize) {
            let batch = Array(toMake[start..<min(start + Self.batchSize, toMake.count)])
            let files = try make(batch, of: jobs)
            if let staging {
                try staging.write(zip(batch, files).map { index, made in OutputFile(path: jobs[index].path, body: made.body, source: jobs[index].source) })
            }
            for (index, file) in zip(batch, files) { made[index] = staging.map { file.written(in: $0) } ?? file }
        }
        memo?.remember(made, reusedPages: reusedPages, madePages: toMake.count { if case .page = jobs[$0].recipe { true } else { false } })
        let files = jobs.indices.map { index in
            OutputFile(path: jobs[index].path, body: made[index]!.body, source: jobs[index].source, sitemapEntry: jobs[index].sitemap)
        }
        return Rendered(files: files, sinceLast: last.map { OutputChanges(remade: toMake, removed: $0.paths(missingFrom: jobs)) })
    }
}

private extension PageRenderer {
    /// Whether `made` is the file of `job`: made from equal data, with the same template and site-wide values.
    func isCurrent(_ made: RenderMemo.Made, for job: PageJob) -> Bool {
        guard made.shared === views.shared else { return false }
        switch (job.recipe, made.recipe) {
        case let (.document(document), .document(old)):
            return document.isSame(as: old)
        case let (.page(data, sitePath), .page(old, oldPath)):
            return oldPath == sitePath && made.fingerprint == theme.fingerprints[data.template] && data.isSame(as: old)
        case let (.stored(body), .stored):
            // The same bytes (or file) are the same file: publishing need not compare it again.
            return made.body == body
        default:
            return false
        }
    }

    /// The files of the jobs at `indices`, made on every core.
    func make(_ indices: [Int], of jobs: [PageJob]) throws(BuildFailure) -> [RenderMemo.Made] {
        let shared = views.shared
        do {
            return try parallel.map(indices) { index throws(MustacheError) in
                defer { progress?.advance() }
                let job = jobs[index]
                switch job.recipe {
                case .stored(let body):
                    return RenderMemo.Made(path: job.path, recipe: .stored, fingerprint: "", shared: shared, body: body)
                case .document(let document):
                    return RenderMemo.Made(path: job.path, recipe: .document(document), fingerprint: "", shared: shared, body: .bytes(document.contents(views)))
                case .page(let data, let sitePath):
                    return RenderMemo.Made(
                        path: job.path, recipe: .page(data, sitePath: sitePath), fingerprint: theme.fingerprints[data.template] ?? "", shared: shared,
                        body: .bytes(try renderPage(data, at: sitePath)))
                }
            }
        } catch {
            throw BuildFailure(diagnostics: [theme.diagnostic(for: error)])
        }
    }

    func renderPage(_ data: some PageData, at sitePath: String) throws(MustacheError) -> Data {
        let start = metrics.map { _ in ContinuousClock.now }
        let contents = try theme.render(data.template, with: data.templateValue(at: sitePath, views))
        if let metrics, let start { metrics.record(data.template, seconds: (ContinuousClock.now - start).seconds) }
        return contents
    }
}

private extension RenderMemo.Made {
    /// The file once `staging` has it: where it will be in the output folder, instead of its
    /// bytes. A file published as it is keeps naming its source.
    func written(in staging: OutputStaging) -> RenderMemo.Made {
        guard case .bytes = body else { return self }
        return RenderMemo.Made(path: path, recipe: recipe, fingerprint: fingerprint, shared: shared, body: .file(path: staging.outputPath + "/" + path, signature: ""))
    }
}
