import Foundation
import ImprintCore

/// The images and links of a Publish site's pages, pointed where the imported pages find them.
/// A page's relative address is relative to its old URL (`/posts/name/`), not to its file, and the
/// imported page has another URL: each becomes a path from the root. An image becomes the path of
/// its file in `Resources/`, which the import publishes at the same place; one that `Resources/`
/// does not have loads from the old site, and is listed. A Markdown link to another imported item
/// (by its old URL, relative, from the root, or on the old site's address) leads to its file.
struct PublishLinks {
    /// The files of `Resources/`, by their paths from it.
    let resources: Set<String>
    /// The old site's address, without its last `/`, when the site names it.
    let oldSite: String?
    /// The `import_id` of each item, by its old URL (`/posts/name/`).
    let items: [String: String]
    /// `file:line: image, and where it loads from now`, for the report.
    private(set) var onOldHost: [String] = []

    init(resources: Set<String>, oldSite: String?, items: [String: String]) {
        self.resources = resources
        self.oldSite = oldSite.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.items = items
    }

    /// `markdown` (of the page at `page`, from line `firstLine` of the file `origin`) with its
    /// images and links pointed so, outside code; and a note for each image that is nowhere.
    mutating func rewritten(_ markdown: String, page: String, origin: String, firstLine: Int) -> (markdown: String, notes: [String]) {
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        var notes: [String] = [], onOldHost: [String] = []
        let links = self
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line -> String in
            guard !code.contains(index + 1) else { return String(line) }
            let image = { (source: String) -> String in
                links.image(source, page: page, origin: "\(origin):\(firstLine + index)", notes: &notes, onOldHost: &onOldHost) ?? source
            }
            return String(line)
                .replacing(/(!?)(\[[^\]]*\]\(\s*)([^\s)]+)/) { match in
                    let (bang, start, destination) = (match.output.1, match.output.2, String(match.output.3))
                    return bang + start + (bang.isEmpty ? links.link(destination, page: page, markdown: true) : image(destination))
                }
                .replacing(/(<img\b[^>]*?\bsrc\s*=\s*["'])([^"']+)/) { $0.output.1 + image(String($0.output.2)) }
                .replacing(/(<a\b[^>]*?\bhref\s*=\s*["'])([^"']+)/) { $0.output.1 + links.link(String($0.output.2), page: page, markdown: false) }
        }
        self.onOldHost += onOldHost
        return (lines.joined(separator: "\n"), notes)
    }

    /// Publish's `image` key (a path from the site's root, or a URL) as front matter `image`.
    mutating func picture(_ path: String, origin: String, notes: inout [String]) -> String? {
        let source = path.hasPrefix("/") || path.contains("://") ? path : "/" + path
        return image(source, page: "/", origin: "\(origin):1", notes: &notes, onOldHost: &onOldHost) ?? path
    }
}

private extension PublishLinks {
    /// The path from the root that `source`, on the page at `page`, named on the old site; nil
    /// for another site's URL, or a fragment of the page itself.
    func oldPath(_ source: String, page: String) -> URLComponents? {
        var source = source
        if let oldSite, source.hasPrefix(oldSite + "/") { source = String(source.dropFirst(oldSite.count)) }
        guard !source.hasPrefix("//"), !source.hasPrefix("#"), source.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.\-]*:/) == nil,
              let base = URL(string: "https://publish.invalid" + page), let url = URL(string: source, relativeTo: base)?.absoluteURL
        else { return nil }
        return URLComponents(url: url, resolvingAgainstBaseURL: false)
    }

    /// Where the link `source` leads now: an imported item's file (in Markdown, which the build
    /// resolves), else the old path from the root, which the item's alias or the copied file answers.
    func link(_ source: String, page: String, markdown: Bool) -> String {
        guard let old = oldPath(source, page: page) else { return source }
        let path = old.path.hasSuffix("/") || old.path.split(separator: "/").last?.contains(".") == true ? old.path : old.path + "/"
        let fragment = old.percentEncodedFragment.map { "#" + $0 } ?? ""
        if markdown, let id = items[path] { return ImportLink.to(id) + fragment }
        // An address on the old site stays; a relative one is made from the root, as the browser read it.
        guard !source.contains("://") else { return source }
        return old.percentEncodedPath + (old.percentEncodedQuery.map { "?" + $0 } ?? "") + fragment
    }

    /// Where the image `source` of the page at `page` is now, or nil to leave it as it is: a URL,
    /// or a file of the page that Publish would not have found either, named in `notes`.
    func image(_ source: String, page: String, origin: String, notes: inout [String], onOldHost: inout [String]) -> String? {
        guard let old = oldPath(source, page: page) else { return nil }
        let path = old.percentEncodedPath
        if resources.contains(String(old.path.dropFirst())) { return path }
        guard let oldSite else {
            notes.append("\(origin): image \(source) is not in Resources/, and the site's address is unknown (no `var url` in Sources/*/main.swift): "
                + "put the file at Resources\(old.path), or change the address")
            return nil
        }
        onOldHost.append("\(origin): \(source) is not in Resources/: it loads from \(oldSite + path); copy it to content/static\(old.path) to keep it")
        return oldSite + path
    }
}
