import Foundation

/// `/sitemap.xml`, listing every public HTML page with its last change, and `/robots.txt`
/// pointing to it. Planned from the other planners' jobs: whichever they mark as public pages.
enum SitemapPlanner {
    /// The sitemap's pages: output path and last change, in plan order (sorted when written,
    /// so that comparing two plans costs no sort).
    struct Document: DocumentData {
        let pages: [Page]

        struct Page: Sendable, Equatable {
            let path: String
            let lastModified: PostDate?
        }

        func contents(_ views: SiteViews) -> Data {
            var xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

                """
            for page in pages.sorted(by: { $0.path < $1.path }) {
                let sitePath = "/" + (page.path.hasSuffix("index.html") ? String(page.path.dropLast("index.html".count)) : page.path)
                xml += "  <url><loc>\(XMLText.escape(views.base.absolute(sitePath)))</loc>"
                if let date = page.lastModified { xml += "<lastmod>\(DateFormats(date: date).iso8601)</lastmod>" }
                xml += "</url>\n"
            }
            return Data((xml + "</urlset>\n").utf8)
        }
    }

    /// The files it writes, with what they are called in messages.
    static let files = [(path: "sitemap.xml", source: "sitemap"), (path: "robots.txt", source: "robots.txt")]

    static func plan(_ jobs: [PageJob], base: BaseURL) -> [PageJob] {
        let pages = jobs.compactMap { job in job.sitemap.map { Document.Page(path: job.path, lastModified: $0.lastModified) } }
        let robots = "User-agent: *\nAllow: /\n\nSitemap: \(base.absolute("/sitemap.xml"))\n"
        let files = OutputPath.sitemapFiles
        return [
            PageJob(path: files[0].path, .document(Document(pages: pages)), source: files[0].source),
            PageJob(path: files[1].path, .stored(.bytes(Data(robots.utf8))), source: files[1].source),
        ]
    }
}
