import Foundation

/// `/sitemap.xml`, listing every public HTML page with its last change, and `/robots.txt`
/// pointing to it. Built from the other generators' files: whatever they mark as a public page.
enum SitemapGenerator {
    static func files(for pages: [OutputFile], base: BaseURL) -> [OutputFile] {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        let entries = pages.compactMap { page in page.sitemapEntry.map { (path: page.path, entry: $0) } }
        for (path, entry) in entries.sorted(by: { $0.path < $1.path }) {
            let sitePath = "/" + (path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path)
            xml += "  <url><loc>\(XMLText.escape(base.absolute(sitePath)))</loc>"
            if let date = entry.lastModified { xml += "<lastmod>\(DateFormats(date: date).iso8601)</lastmod>" }
            xml += "</url>\n"
        }
        xml += "</urlset>\n"
        let robots = "User-agent: *\nAllow: /\n\nSitemap: \(base.absolute("/sitemap.xml"))\n"
        return [
            OutputFile(path: "sitemap.xml", contents: Data(xml.utf8), source: "sitemap"),
            OutputFile(path: "robots.txt", contents: Data(robots.utf8), source: "robots.txt"),
        ]
    }
}
