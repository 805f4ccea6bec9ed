import Foundation

/// Finds links in a built site that lead nowhere: every `href`, `src` and `srcset` in HTML, and
/// every `url()` in CSS files and `style` attributes, that points into the site, and every
/// `#fragment`. Understands base_url's path and pretty URLs (`/a/` is `/a/index.html`).
/// External links are counted, never fetched.
public struct LinkChecker: Sendable {
    /// A link whose target file or fragment does not exist.
    public struct BrokenLink: Sendable, Equatable, CustomStringConvertible {
        /// The file the link is in, relative to the site folder.
        public let file: String
        public let line: Int
        public let target: String
        public var description: String { "\(file):\(line): broken link to \(target)" }
    }

    public struct Report: Sendable {
        public let broken: [BrokenLink]
        /// External URLs and how often they are linked.
        public let external: [String: Int]
        public let internalLinks: Int
        public let files: Int
    }

    let root: URL
    let base: BaseURL

    public init(root: URL, base: BaseURL) {
        self.root = root
        self.base = base
    }

    public func check() throws -> Report {
        let (paths, unreadable) = AssetCollector.files(under: root, skipping: AssetCollector.isClutter)
        if let failure = unreadable.first { throw failure }
        let existing = Set(paths)
        var texts: [String: String] = [:]
        var ids: [String: Set<String>] = [:]
        for path in paths where path.hasSuffix(".html") || path.hasSuffix(".css") {
            let text = String(decoding: try POSIXFiles.read(root.path + "/" + path), as: UTF8.self)
            texts[path] = text
            if path.hasSuffix(".html") { ids[path] = LinkScanner.ids(in: text) }
        }
        var broken: [BrokenLink] = []
        var external: [String: Int] = [:]
        var internalLinks = 0
        for path in texts.keys.sorted() {
            let links = path.hasSuffix(".css") ? LinkScanner.cssURLs(in: texts[path]!) : LinkScanner.links(in: texts[path]!)
            for link in links {
                switch classify(link.url, from: path) {
                case .ignored:
                    continue
                case .external(let url):
                    external[url, default: 0] += 1
                case .outsideBase:
                    broken.append(BrokenLink(file: path, line: link.line, target: link.url))
                case .site(let file, let fragment):
                    internalLinks += 1
                    guard let target = Self.resolve(file, existing) else {
                        broken.append(BrokenLink(file: path, line: link.line, target: link.url))
                        continue
                    }
                    if let fragment, !fragment.isEmpty, target.hasSuffix(".html"), ids[target]?.contains(fragment) != true {
                        broken.append(BrokenLink(file: path, line: link.line, target: link.url))
                    }
                }
            }
        }
        return Report(broken: broken, external: external, internalLinks: internalLinks, files: paths.count)
    }
}

private extension LinkChecker {
    enum Target {
        case ignored
        case external(String)
        /// Same site, but not under base_url's path: nothing the build wrote can be there.
        case outsideBase
        /// A file path within the site (relative to the output folder) and a fragment.
        case site(String, fragment: String?)
    }

    /// Where a link written in `page` leads.
    func classify(_ raw: String, from page: String) -> Target {
        let url = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = url.lowercased()
        if ["mailto:", "tel:", "data:", "javascript:", "about:"].contains(where: lower.hasPrefix) { return .ignored }
        // Only the site's own URLs are internal: `git://`, `ssh://`, `itms-apps://`, `feed:` are another's.
        if let scheme = Self.scheme(of: lower), scheme != "http", scheme != "https" { return .external(url) }
        let absolute: String
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || url.hasPrefix("//") {
            let full = url.hasPrefix("//") ? "https:" + url : url
            guard let components = URLComponents(string: full), let host = components.host?.lowercased(),
                  base.origin.lowercased().hasSuffix("://" + host + (components.port.map { ":\($0)" } ?? ""))
            else { return .external(url) }
            let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            // The same host outside the base path (`/store/` beside a site at `/dev/`) is another site.
            guard (path.removingPercentEncoding ?? path).hasPrefix(base.path) || path + "/" == base.path else { return .external(url) }
            absolute = path + (components.percentEncodedFragment.map { "#" + $0 } ?? "")
        } else if url.hasPrefix("/") {
            absolute = url
        } else {
            let pageURL = URL(string: "https://site.invalid" + base.link("/" + page))!
            guard let resolved = URL(string: url, relativeTo: pageURL)?.absoluteURL,
                  var components = URLComponents(url: resolved, resolvingAgainstBaseURL: false) else { return .outsideBase }
            components.query = nil
            absolute = components.percentEncodedPath + (components.percentEncodedFragment.map { "#" + $0 } ?? "")
        }
        let parts = absolute.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let fragment = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : nil
        if path.isEmpty { return .site(page, fragment: fragment) }
        guard let sitePath = Self.sitePath(path.removingPercentEncoding ?? path, under: base) else { return .outsideBase }
        return .site(sitePath, fragment: fragment)
    }

    /// The scheme of a URL (`git` of `git://…`, `feed` of `feed:https://…`), lowercased, or nil.
    static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":"), let first = url.first, first.isLetter else { return nil }
        let scheme = url[..<colon]
        return scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }) ? String(scheme) : nil
    }
}

/// The rules by which a path of the site names a file, which `imprint build` follows too (`SiteLinkCheck`).
extension LinkChecker {
    /// The path in the output folder of a decoded root-relative path (`/blog/a/` is `a/` under
    /// base_url's path `/blog/`), or nil for one outside base_url's path.
    static func sitePath(_ decoded: String, under base: BaseURL) -> String? {
        guard decoded.hasPrefix(base.path) || decoded + "/" == base.path else { return nil }
        return String(decoded.dropFirst(base.path.count))
    }

    /// The file a site path names: itself, its `index.html` when it ends in `/`, or the
    /// `index.html` of a folder named without the slash (servers redirect those).
    static func resolve(_ path: String, _ existing: Set<String>) -> String? {
        if path.isEmpty || path.hasSuffix("/") {
            return existing.contains(path + "index.html") ? path + "index.html" : nil
        }
        if existing.contains(path) { return path }
        return existing.contains(path + "/index.html") ? path + "/index.html" : nil
    }
}
