import Foundation

/// One file of the site, as a planner describes it: where it goes, what it is made from, and
/// how it appears in the sitemap. Cheap to make; the renderer makes the bytes. A class, since
/// the plan is passed through several steps and a copy is then one retain.
final class PageJob: Sendable {
    /// How the file's bytes are made.
    enum Recipe: Sendable {
        /// A page of the theme at a site path (`/about/`), rendered with its data's template.
        case page(any PageData, sitePath: String)
        /// A file written by code (feeds, the sitemap, `_redirects`).
        case document(any DocumentData)
        /// Bytes already at hand (the stylesheet, `robots.txt`), or a file published as it is
        /// (assets, images' copies).
        case stored(OutputBody)
    }

    /// Relative to the output folder: `2011/10/slug/index.html`.
    let path: String
    let recipe: Recipe
    /// The source file or part of the site that asked for it, for messages.
    let source: String
    /// Set for public HTML pages, which the sitemap lists.
    let sitemap: OutputFile.SitemapEntry?

    init(path: String, _ recipe: Recipe, source: String, sitemap: OutputFile.SitemapEntry? = nil) {
        self.path = path
        self.recipe = recipe
        self.source = source
        self.sitemap = sitemap
    }

    /// A theme page at site path `sitePath` (`/about/` is written to `about/index.html`).
    static func page(_ sitePath: String, _ data: some PageData, source: String, sitemap: OutputFile.SitemapEntry?) -> PageJob {
        PageJob(path: OutputFile.path(forSitePath: sitePath), .page(data, sitePath: sitePath), source: source, sitemap: sitemap)
    }
}
