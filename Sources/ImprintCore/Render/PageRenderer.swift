import Foundation
import Mustache

/// Makes the bytes of planned jobs: renders pages with the theme and writes documents. Which
/// files are those of the last build is for `reuse` to say (`PageRendering` declares what a
/// file is made from: its template with everything it includes, its data and site-wide values).
struct PageRenderer: Sendable {
    let theme: Theme
    let views: SiteViews
    /// Render times, recorded when the build asked for metrics.
    let metrics: RenderMetrics?
    let parallel: Parallel
    private let progress: BuildProgress?
    /// What decides which files are taken from the last render.
    private let reuse: any Reuse

    /// How many jobs are rendered at a time: enough to keep every core busy, few enough that
    /// a caller may write each batch before the next is made.
    static let batchSize = 512

    init(theme: Theme, views: SiteViews, metrics: RenderMetrics?, parallel: Parallel, reuse: any Reuse) {
        self.theme = theme
        self.views = views
        self.metrics = metrics
        // The renderer counts its jobs itself, all of them from the start: the batches' maps
        // would make the total grow batch by batch, and look finished at the end of each.
        self.parallel = Parallel(width: parallel.width)
        progress = parallel.progress
        self.reuse = reuse
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
        progress?.expect(jobs.count)
        let rendering = PageRendering(fingerprints: theme.fingerprints, postFields: theme.postFields, views: views)
        let planned = try reuse.values(rendering, for: jobs) { kept, places throws(BuildFailure) in
            progress?.advance(by: jobs.count - places.count)
            if let staging {
                // Files taken from the last render go into the new output too.
                let taken = jobs.indices.filter { kept[$0] != nil }
                try staging.write(taken.map { OutputFile(path: jobs[$0].path, body: kept[$0]!.body, source: jobs[$0].source) })
            }
            var made: [MadeFile] = []
            for start in stride(from: 0, to: places.count, by: Self.batchSize) {
                let batch = Array(places[start..<min(start + Self.batchSize, places.count)])
                let files = try make(batch, of: jobs)
                if let staging {
                    try staging.write(zip(batch, files).map { index, file in
                        OutputFile(path: jobs[index].path, body: file.body, source: jobs[index].source)
                    })
                }
                made += files.map { file in staging.map { file.written(in: $0) } ?? file }
            }
            return made
        }
        let files = jobs.indices.map { index in
            let job = jobs[index]
            return OutputFile(path: job.path, body: planned.values[index].body, source: job.source, sitemapEntry: job.sitemap)
        }
        return Rendered(files: files, sinceLast: planned.removed.map { OutputChanges(remade: planned.made, removed: $0) })
    }
}

private extension PageRenderer {
    /// The files of the jobs at `indices`, made on every core.
    func make(_ indices: [Int], of jobs: [PageJob]) throws(BuildFailure) -> [MadeFile] {
        let shared = views.shared
        do {
            return try parallel.map(indices) { index throws(MustacheError) in
                defer { progress?.advance() }
                let job = jobs[index]
                switch job.recipe {
                case .stored(let body):
                    return MadeFile(path: job.path, recipe: .stored, fingerprint: "", shared: shared, body: body)
                case .document(let document):
                    return MadeFile(path: job.path, recipe: .document(document), fingerprint: "", shared: shared, body: .bytes(document.contents(views)))
                case .page(let data, let sitePath):
                    return MadeFile(
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
