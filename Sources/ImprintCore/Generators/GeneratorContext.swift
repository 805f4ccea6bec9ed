import Foundation
import Mustache

/// What every generator renders with: the site, the theme, and the data all pages share.
struct GeneratorContext: Sendable {
    let site: SiteModel
    let theme: Theme
    let siteValue: TemplateValue
    /// Render times, recorded when the build asked for metrics.
    let metrics: RenderMetrics?
    /// What earlier builds made, when rebuilding (`imprint serve`).
    let caches: BuildCaches?
    /// The workers pages are rendered on.
    let parallel: Parallel
    /// What may be taken from the last build, when only posts' text changed since.
    let reuse: OutputReuse?
    /// Each published post's template data by path, built once: a post appears in many lists.
    let postValues: [String: TemplateValue]
    /// `site.menu` on every page that is not itself in the menu, built once.
    private let menuElsewhere: TemplateValue
    private let menuPaths: Set<String>

    init(
        site: SiteModel, theme: Theme, stylesheetLink: String? = nil, metrics: RenderMetrics? = nil, caches: BuildCaches? = nil,
        parallel: Parallel = .allCores, reuse: OutputReuse? = nil
    ) {
        self.site = site
        self.theme = theme
        self.metrics = metrics
        self.caches = caches
        self.parallel = parallel
        self.reuse = reuse
        siteValue = SiteView(config: site.config, backgroundsStylesheet: stylesheetLink).templateValue
        let made = { @Sendable (published: PublishedPost) in
            BuildCaches.derived(caches?.postValues, for: published, site: site) { PostView(published: published, site: site).templateValue }
        }
        if let reuse {
            var values = reuse.postValues
            for published in reuse.changedPosts { values[published.path] = made(published) }
            postValues = values
        } else {
            postValues = Dictionary(zip(site.posts.map(\.path), parallel.map(site.posts, made)), uniquingKeysWith: { first, _ in first })
        }
        menuElsewhere = MenuEntryView.menu(site, currentPath: nil)
        menuPaths = Set(site.menu.map(\.path))
    }

    /// The template data of a published post.
    func value(of post: PublishedPost) -> TemplateValue {
        postValues[post.path] ?? PostView(published: post, site: site).templateValue
    }

    var base: BaseURL { site.config.baseURL }

    /// The last build's file at output path `file`, when the page shows none of the posts that
    /// changed since (only then is there a last build to take from).
    func reusedFile(_ file: String, showing posts: some Sequence<PublishedPost>) -> OutputFile? {
        guard let reuse, reuse.isCurrent(showing: posts), let reused = reuse.files[file] else { return nil }
        caches?.pages.countReused()
        return reused
    }

    /// `reusedFile(_:showing:)` for the page at site path `path`.
    func reusedPage(_ path: String, showing posts: some Sequence<PublishedPost>) -> OutputFile? {
        reusedFile(OutputFile.path(forSitePath: path), showing: posts)
    }

    /// Renders `template` for the page at `path` with `site`, `menu` and `page` plus `values`: the
    /// fields `PageTemplate` declares for it.
    /// Pages in the sitemap pass `sitemap`, with their last change when known.
    func page(
        _ template: String, path: String, page: TemplateValue, values: [(String, TemplateValue)] = [], source: String,
        sitemap: OutputFile.SitemapEntry?
    ) throws(MustacheError) -> OutputFile {
        let data = PageTemplate.named(template).data.object([
            ("site", siteValue), ("menu", menuPaths.contains(path) ? MenuEntryView.menu(site, currentPath: path) : menuElsewhere), ("page", page),
        ] + values)
        let file = OutputFile.path(forSitePath: path)
        let fingerprint = theme.fingerprints[template] ?? ""
        if let cached = caches?.pages.contents(of: file, template: template, fingerprint: fingerprint, data: data) {
            return OutputFile(path: file, contents: cached, source: source, sitemapEntry: sitemap)
        }
        let start = metrics.map { _ in ContinuousClock.now }
        let contents = try theme.render(template, with: data)
        if let metrics, let start { metrics.record(template, seconds: (ContinuousClock.now - start).seconds) }
        caches?.pages.store(contents, of: file, template: template, fingerprint: fingerprint, data: data)
        return OutputFile(path: file, contents: contents, source: source, sitemapEntry: sitemap)
    }

    /// Post entries for lists.
    func postList(_ posts: some Collection<PublishedPost>) -> TemplateValue {
        .array(posts.map(value(of:)))
    }

    /// A list of posts split into pages of `posts_per_page`: `firstPath`, then `firstPath/page/2/`…
    func paginatedList(
        _ template: String, firstPath: String, posts: [PublishedPost], title: String, kind: String, description: String?,
        feeds: [FeedLink] = [], values: [(String, TemplateValue)] = [], source: String
    ) throws(MustacheError) -> [OutputFile] {
        let pagination = Pagination(firstPath: firstPath, itemCount: posts.count, perPage: site.config.postsPerPage)
        return try parallel.map(Array(1...pagination.pageCount)) { number throws(MustacheError) in
            let path = pagination.path(ofPage: number)
            let pageTitle = number == 1 ? title : "\(title) – page \(number)"
            let page = GeneratedPageView(kind: kind, title: pageTitle, path: path, base: base, description: description, feeds: feeds)
            let onPage = posts[pagination.range(ofPage: number)]
            if reuse?.isCurrentList(firstPath) != false, let reused = reusedPage(path, showing: onPage) { return reused }
            return try self.page(template, path: path, page: page.templateValue, values: values + [
                ("posts", postList(onPage)),
                ("pagination", PaginationView(pagination: pagination, number: number, base: base).templateValue),
            ], source: source, sitemap: Self.listEntry(onPage))
        }
    }

    /// The sitemap entry of a list page: it changes when its newest post does.
    static func listEntry(_ posts: some Collection<PublishedPost>) -> OutputFile.SitemapEntry {
        OutputFile.SitemapEntry(lastModified: posts.map { $0.post.updated ?? $0.post.date }.max())
    }
}
