import Foundation

/// One file of the built site: where it goes, what it holds, and what made it.
public struct OutputFile: Sendable, Equatable {
    /// Relative to the output folder, with `/` separators: `2011/10/slug/index.html`.
    public let path: String
    public let body: OutputBody
    /// The source file or generator that produced it, for messages about clashes.
    public let source: String
    /// Set for public HTML pages, which the sitemap lists: when the page last changed, if known.
    public let sitemapEntry: SitemapEntry?

    /// How a public page appears in the sitemap.
    public struct SitemapEntry: Sendable, Equatable {
        public let lastModified: PostDate?
    }

    public init(path: String, body: OutputBody, source: String, sitemapEntry: SitemapEntry? = nil) {
        self.path = path
        self.body = body
        self.source = source
        self.sitemapEntry = sitemapEntry
    }

    public init(path: String, contents: Data, source: String, sitemapEntry: SitemapEntry? = nil) {
        self.init(path: path, body: .bytes(contents), source: source, sitemapEntry: sitemapEntry)
    }

    /// Its bytes (read from the disk for a file published as it is).
    public var contents: Data { body.data }

    /// The file for a site path: `/about/` → `about/index.html`, `/404.html` → `404.html`.
    public static func path(forSitePath sitePath: String) -> String {
        let relative = String(sitePath.drop { $0 == "/" })
        return relative.isEmpty || relative.hasSuffix("/") ? relative + "index.html" : relative
    }

    /// The site path of a file, as links name it: `about/index.html` → `/about/`, `404.html` → `/404.html`.
    public static func sitePath(of path: String) -> String {
        "/" + (path == "index.html" ? "" : path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path)
    }
}
