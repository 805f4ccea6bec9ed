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
    private let pages: MemoTable<Made<any PageData>>?
    private let documents: MemoTable<Made<any DocumentData>>?

    /// A file as the last build made it, and what it was made from.
    struct Made<Recipe> {
        let recipe: Recipe
        /// The template's fingerprint, for pages.
        let fingerprint: String
        let shared: SiteWide
        let contents: Data
    }

    /// How many jobs are rendered at a time: enough to keep every core busy, few enough that
    /// a caller may write each batch before the next is made.
    static let batchSize = 512

    init(theme: Theme, views: SiteViews, metrics: RenderMetrics?, parallel: Parallel, memo: MemoStore?) {
        self.theme = theme
        self.views = views
        self.metrics = metrics
        self.parallel = parallel
        pages = memo?.table("pages")
        documents = memo?.table("documents")
    }

    /// The files of `jobs`, in the same order, made `batchSize` at a time.
    func render(_ jobs: [PageJob]) throws(BuildFailure) -> [OutputFile] {
        var files: [OutputFile] = []
        files.reserveCapacity(jobs.count)
        for start in stride(from: 0, to: jobs.count, by: Self.batchSize) {
            files += try render(batch: jobs[start..<min(start + Self.batchSize, jobs.count)])
        }
        return files
    }

    /// The files of one batch.
    func render(batch: ArraySlice<PageJob>) throws(BuildFailure) -> [OutputFile] {
        do {
            return try parallel.map(Array(batch)) { job throws(MustacheError) in
                OutputFile(path: job.path, contents: try contents(of: job), source: job.source, sitemapEntry: job.sitemap)
            }
        } catch {
            throw BuildFailure(diagnostics: [theme.diagnostic(for: error)])
        }
    }
}

private extension PageRenderer {
    func contents(of job: PageJob) throws(MustacheError) -> Data {
        let shared = views.shared
        switch job.recipe {
        case .bytes(let data):
            return data
        case .document(let document):
            let isCurrent = { (made: Made<any DocumentData>) in made.shared === shared && document.isSame(as: made.recipe) }
            return documents?.value(for: job.path, if: isCurrent) {
                Made(recipe: document, fingerprint: "", shared: shared, contents: document.contents(views))
            }.contents ?? document.contents(views)
        case .page(let data, let sitePath):
            let fingerprint = theme.fingerprints[data.template] ?? ""
            let isCurrent = { (made: Made<any PageData>) in
                made.shared === shared && made.fingerprint == fingerprint && data.isSame(as: made.recipe)
            }
            let render = { () throws(MustacheError) in
                Made<any PageData>(recipe: data, fingerprint: fingerprint, shared: shared, contents: try renderPage(data, at: sitePath))
            }
            guard let pages else { return try render().contents }
            return try pages.value(for: job.path, if: isCurrent, make: render).contents
        }
    }

    func renderPage(_ data: some PageData, at sitePath: String) throws(MustacheError) -> Data {
        let start = metrics.map { _ in ContinuousClock.now }
        let contents = try theme.render(data.template, with: data.templateValue(at: sitePath, views))
        if let metrics, let start { metrics.record(data.template, seconds: (ContinuousClock.now - start).seconds) }
        return contents
    }
}
