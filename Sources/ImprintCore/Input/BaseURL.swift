import Foundation

/// The site's `base_url`, split into what every link needs: the origin and the path prefix.
public struct BaseURL: Sendable, Equatable {
    /// `https://user.github.io`, without a trailing slash.
    public let origin: String
    /// `/blog/`, or `/` for a site at the root. Always starts and ends with `/`.
    public let path: String

    /// Parses an absolute http(s) URL; nil for anything else, or one with a query or fragment.
    public init?(_ text: String) {
        guard WebURL.isAbsoluteHTTP(text), let components = URLComponents(string: text),
              components.query == nil, components.fragment == nil,
              let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased()
        else { return nil }
        let port = components.port.map { ":\($0)" } ?? ""
        origin = "\(scheme)://\(host)\(port)"
        var path = components.percentEncodedPath
        if !path.hasPrefix("/") { path = "/" + path }
        if !path.hasSuffix("/") { path += "/" }
        self.path = path
    }

    /// The full URL of the site's front page.
    public var absolute: String { origin + path }

    /// A site path (`/2011/10/x/`) as a link from any page: `/blog/2011/10/x/`. Characters a URL
    /// path cannot hold are percent-encoded (`/tags/日本語/` → `/tags/%E6%97%A5%E6%9C%AC%E8%AA%9E/`),
    /// as sitemaps and feeds require; servers decode them back to the file name.
    public func link(_ sitePath: String) -> String {
        String(path.dropLast()) + WebURL.percentEncodedPath(sitePath)
    }

    /// A site path as an absolute URL: `https://user.github.io/blog/2011/10/x/`.
    public func absolute(_ sitePath: String) -> String {
        origin + link(sitePath)
    }
}
