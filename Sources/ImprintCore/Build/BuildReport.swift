import Foundation

/// What a build did: the files it made, how long each step took, and its warnings.
public struct BuildReport: Sendable {
    public struct Step: Sendable {
        public let name: String
        public let seconds: Double

        public init(name: String, seconds: Double) {
            self.name = name
            self.seconds = seconds
        }
    }

    public let files: [OutputFile]
    public let steps: [Step]
    /// Sorted by file, line and column, as a failed build's diagnostics are.
    public let warnings: [Diagnostic]
    /// The base URL the site was built for.
    public let baseURL: BaseURL
    /// Per-template render times, when the build collected them.
    public let templates: [RenderMetrics.Entry]
    /// How many images the build made copies of, and how many it found in the cache.
    public let imagesProcessed: Int
    public let imagesFromCache: Int

    /// How the files differ from the last build's, when the build took files from it (a rebuild
    /// in `serve`); nil when any file may be new.
    public let sinceLast: OutputChanges?
    /// The model the files were made from, for a rebuild to patch.
    let model: BuiltModel
    /// The files of the output folder as written, when the build recorded them for the next (`Reuse.recordsOutput`).
    let written: OutputRecord?
    /// The paths of the output folder whose bytes the build changed or that it removed, when it wrote one.
    public let changedFiles: [String]?
    /// What the build took from its last run's memory (`.imprint-cache/build`), when it had one.
    public internal(set) var remembered: Remembered?

    /// What a build took from its last run's memory, and what it made.
    public struct Remembered: Sendable {
        /// Markdown bodies taken as rendered, and rendered.
        public let markdownTaken: Int
        public let markdownMade: Int
        /// Pages left in the output folder as the last run wrote them, without rendering.
        public let pagesKept: Int
    }

    init(
        files: [OutputFile], sinceLast: OutputChanges? = nil, steps: [Step], warnings: [Diagnostic], baseURL: BaseURL, templates: [RenderMetrics.Entry],
        model: BuiltModel, images: ImageLibrary.Counts = .init(), written: OutputRecord? = nil, changed: [String]? = nil
    ) {
        self.written = written
        changedFiles = changed
        imagesProcessed = images.processed
        imagesFromCache = images.fromCache
        self.files = files
        self.sinceLast = sinceLast
        self.steps = steps
        self.warnings = Diagnostic.byPlace(warnings)
        self.baseURL = baseURL
        self.templates = templates
        self.model = model
    }

    /// HTML pages among the files.
    public var pageCount: Int { files.filter { $0.path.hasSuffix(".html") }.count }

    public var totalSeconds: Double { steps.reduce(0) { $0 + $1.seconds } }

    /// The site path of the page that shows each source file, as the build placed it: posts,
    /// pages and projects at their own, and the words of pages Imprint makes (`GeneratedPageText`) at those pages.
    package var pagePaths: [String: String] {
        let site = model.site
        let pages = site.posts.map { ($0.post.sourcePath, $0.path) } + site.pages.map { ($0.page.sourcePath, $0.path) }
            + site.projects.map { ($0.project.sourcePath, $0.path) } + site.generatedPageTexts.values.map { ($0.page.sourcePath, $0.path) }
        return Dictionary(pages) { first, _ in first }
    }

    /// The posts the build read but left out, as `--drafts` and `--future` would bring them in:
    /// drafts (future or not), then posts dated after the build's clock that are no drafts.
    public var leftOut: (drafts: Int, future: Int) {
        let published = Set(model.site.posts.map(\.post.sourcePath))
        let unpublished = model.posts.values.filter { !published.contains($0.sourcePath) }
        let drafts = unpublished.filter(\.isDraft).count
        return (drafts, unpublished.count - drafts)
    }

    /// The link (with the base path) of the page that the post, page or project at `path`
    /// (`content/posts/x.md`) became, or nil when it made none.
    public func pageLink(ofSource path: String) -> String? {
        let site = model.site
        let page = site.posts.first { $0.post.sourcePath == path }?.path ?? site.pages.first { $0.page.sourcePath == path }?.path
            ?? site.projects.first { $0.project.sourcePath == path }?.path
        return page.map(site.config.baseURL.link)
    }

    /// "3 drafts and 1 future post not built (use --drafts, --future)", or nil when none was left out.
    /// When the first post the build left out that is dated after `now` falls due: a build
    /// after then may make more (a draft's date counts too, for a build with `--drafts`).
    func nextDue(after now: Date) -> Date? {
        let published = Set(model.site.posts.map(\.post.sourcePath))
        return model.posts.values.filter { !published.contains($0.sourcePath) && $0.date.date > now }.map(\.date.date).min()
    }

    public var leftOutSummary: String? {
        let (drafts, future) = leftOut
        let parts = [(drafts, "draft", "--drafts"), (future, "future post", "--future")].filter { $0.0 > 0 }
        guard !parts.isEmpty else { return nil }
        let counted = parts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
        return "\(counted) not built (use \(parts.map(\.2).joined(separator: ", ")))"
    }
}
