import Foundation
import ImprintCore

/// Links between imported posts written with the old site's URLs: `https://old.example/2020/01/x/`,
/// `/2020/01/x`, `/2020/01/x.html#setup`. Each Markdown link (inline or a reference's definition)
/// whose destination is the old URL of an imported item is made a link to the file the item
/// became, which the build checks and which survives a change of permalinks. Links in code and
/// in raw HTML are left as written; the old URLs they name keep working through the aliases.
struct OldURLLinks {
    /// The item each old URL was, by its path as `key(path:query:)` writes it.
    private var items: [String: String] = [:]
    /// The old site's hosts, `www.` taken off: links to another host are not the old site's.
    private var hosts: Set<String> = []

    /// Records that `url` (absolute or from the root) was the item `id`'s.
    mutating func add(_ url: String, id: String) {
        guard let components = URLComponents(string: url.trimmingWhitespace()) else { return }
        if let host = components.host { hosts.insert(Self.bare(host)) }
        guard components.host != nil || components.percentEncodedPath.hasPrefix("/") else { return }
        let key = Self.key(path: components.percentEncodedPath, query: components.percentEncodedQuery)
        if items[key] == nil { items[key] = id }
    }

    /// Whether `destination` (absolute or from the root) is an old URL of an item.
    func isOldURL(_ destination: String) -> Bool {
        item(at: destination) != nil
    }

    /// Records another host of the old site (its `url`, `baseURL`, or the one `--old-url` gives).
    mutating func addHost(of url: URL) {
        if let host = url.host { hosts.insert(Self.bare(host)) }
    }

    /// The Markdown `files` with each link to an old URL of an item that became a file (its
    /// `targets` entry is `@/…`) made a link to that file, with the `#fragment` when the page has
    /// that heading (`renderer` finds them); the count, and the fragments dropped, the link
    /// leading to the page.
    func resolving(_ files: [(path: String, text: String)], targets: [String: String], renderer: MarkdownRenderer)
        -> (files: [(path: String, text: String)], count: Int, fragmentsDropped: [String]) {
        let bodies = Dictionary(files.map { ($0.path, $0.text) }) { first, _ in first }
        var headingIDs: [String: Set<String>] = [:]
        var count = 0, dropped: [String] = []
        let resolved = files.map { path, text in
            guard path.hasSuffix(".md") else { return (path, text) }
            return (path, resolving(text) { id, fragment in
                guard let target = targets[id], target.hasPrefix("@/") else { return nil }
                count += 1
                guard let fragment else { return target }
                let file = "content/" + target.dropFirst(2)
                if headingIDs[file] == nil { headingIDs[file] = Set(renderer.render(Self.body(of: bodies[file] ?? "")).headingIDs) }
                guard headingIDs[file]!.contains(fragment) else {
                    dropped.append("\(path): #\(fragment) of \(target), which has no such heading; the link leads to the page")
                    return target
                }
                return target + "#" + fragment
            })
        }
        return (resolved, count, dropped)
    }

    /// `text` with each Markdown link to an old URL of an item made `target(id, fragment)`;
    /// a link `target` gives nil for stays as written.
    func resolving(_ text: String, _ target: (_ id: String, _ fragment: String?) -> String?) -> String {
        guard !items.isEmpty, text.contains("](") || text.contains("]:") else { return text }
        return ProseLines.map(text) { line, _ in
            ProseLines.replacing(/(\]\(\s*|^ {0,3}\[[^\]]+\]:\s*)(<[^>\n]*>|[^)\s>]+)/, in: line) { match in
                let written = String(match.output.2)
                let destination = written.hasPrefix("<") ? String(written.dropFirst().dropLast()) : written
                guard let (id, fragment) = item(at: destination), let replacement = target(id, fragment) else { return nil }
                return match.output.1 + replacement
            }
        }
    }
}

private extension OldURLLinks {
    /// The item whose old URL `destination` is, and the `#fragment` it names.
    func item(at destination: String) -> (String, String?)? {
        guard let components = URLComponents(string: destination) else { return nil }
        if let host = components.host {
            guard ["http", "https"].contains(components.scheme?.lowercased() ?? "http"), hosts.contains(Self.bare(host)) else { return nil }
        } else if !components.percentEncodedPath.hasPrefix("/") {
            return nil
        }
        let path = components.percentEncodedPath
        let id = components.percentEncodedQuery.flatMap { items[Self.key(path: path, query: $0)] } ?? items[Self.key(path: path, query: nil)]
        return id.map { ($0, components.fragment.flatMap { $0.isEmpty ? nil : $0 }) }
    }

    /// A path as every way of writing it ends up: decoded, without `index.html`, `.html` and the
    /// last slash; with the query, when there is one (WordPress's `/?p=12`).
    static func key(path: String, query: String?) -> String {
        var path = path.removingPercentEncoding ?? path
        for suffix in ["index.html", ".html", "/"] where path.hasSuffix(suffix) { path.removeLast(suffix.count) }
        return path + (query.map { "?" + $0 } ?? "")
    }

    /// A planned file's Markdown, without its front matter.
    static func body(of text: String) -> String {
        guard text.hasPrefix("---\n"), let end = text.range(of: "\n---\n") else { return text }
        return String(text[end.upperBound...])
    }

    static func bare(_ host: String) -> String {
        let host = host.lowercased()
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }
}
