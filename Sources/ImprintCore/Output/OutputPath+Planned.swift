/// Where the planners put redirects and the sitemap: rules an import follows too, to know which
/// paths a build of what it writes will take.
extension OutputPath {
    /// `/2011/first` → `/2011/first/`; paths that name a file (`/old.html`) stay as they are. An
    /// alias with a query (`/?p=12`) redirects from a page of its parameter: `/p/12/`.
    package static func directoryPath(_ alias: String) -> String {
        if let rule = queryRule(alias) { return rule.folder + rule.value + "/" }
        return alias.hasSuffix("/") || alias.split(separator: "/").last?.contains(".") == true ? alias : alias + "/"
    }

    /// The path and parameter of an alias with a query: `/?p=12` is `/`, `p`, `12`. A host that
    /// matches queries (Netlify) sends `/?p=12` to `/p/12/`, a redirect page like any other.
    static func queryRule(_ alias: String) -> QueryRule? {
        let parts = alias.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let equals = parts[1].firstIndex(of: "=") else { return nil }
        return QueryRule(path: String(parts[0]), name: String(parts[1][..<equals]), value: String(parts[1][parts[1].index(after: equals)...]))
    }

    struct QueryRule: Hashable {
        let path: String
        let name: String
        let value: String
        /// The folder of the parameter's pages: `/p/`.
        var folder: String { (path.hasSuffix("/") ? path : path + "/") + name + "/" }

        static func == (lhs: QueryRule, rhs: QueryRule) -> Bool { lhs.path == rhs.path && lhs.name == rhs.name }
        func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(name)
        }
    }

    /// The sitemap's files, with what they are called in messages: planned after the others,
    /// whose paths are checked against them first.
    package static let sitemapFiles = [(path: "sitemap.xml", source: "sitemap"), (path: "robots.txt", source: "robots.txt")]
}
