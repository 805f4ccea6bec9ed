import Foundation

/// The images of a Publish site's pages, pointed where the imported pages find them. Publish
/// publishes `Resources/` at the site's root, and a page's relative image is relative to the page's
/// URL (`/posts/name/`), not to its file: each becomes the path from the root of the file it names
/// in `Resources/`, which the import publishes at the same place. One that `Resources/` does not
/// have loads from the old site, and is listed.
struct PublishImages {
    /// The files of `Resources/`, by their paths from it.
    let resources: Set<String>
    /// The old site's address (`https://example.com/`), when the site names it.
    let oldSite: String?
    /// `file: image, and where it loads from now`, for the report.
    private(set) var onOldHost: [String] = []

    init(resources: Set<String>, oldSite: String?) {
        self.resources = resources
        self.oldSite = oldSite.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// `markdown` (of the page at `page`, from line `firstLine` of the file `origin`) with the images of Markdown and of
    /// `<img>` pointed at their files, outside code; and a note for each that is nowhere.
    mutating func rewritten(_ markdown: String, page: String, origin: String, firstLine: Int) -> (markdown: String, notes: [String]) {
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        var notes: [String] = [], onOldHost: [String] = []
        let images = self
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line -> String in
            guard !code.contains(index + 1) else { return String(line) }
            let point = { (source: String) -> String in
                images.located(source, page: page, origin: "\(origin):\(firstLine + index)", notes: &notes, onOldHost: &onOldHost) ?? source
            }
            return String(line)
                .replacing(/(!\[[^\]]*\]\(\s*)([^\s)]+)/) { $0.output.1 + point(String($0.output.2)) }
                .replacing(/(<img\b[^>]*?\bsrc\s*=\s*["'])([^"']+)/) { $0.output.1 + point(String($0.output.2)) }
        }
        self.onOldHost += onOldHost
        return (lines.joined(separator: "\n"), notes)
    }

    /// Publish's `image` key (a path from the site's root, or a URL) as front matter `image`.
    mutating func picture(_ path: String, origin: String, notes: inout [String]) -> String? {
        located(path.hasPrefix("/") || path.contains("://") ? path : "/" + path, page: "/", origin: "\(origin):1", notes: &notes, onOldHost: &onOldHost) ?? path
    }
}

private extension PublishImages {
    /// Where the image `source` of the page at `page` is now, or nil to leave it as it is: a URL,
    /// or a file of the page that Publish would not have found either, named in `notes`.
    func located(_ source: String, page: String, origin: String, notes: inout [String], onOldHost: inout [String]) -> String? {
        guard !source.hasPrefix("//"), !source.hasPrefix("#"), source.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.\-]*:/) == nil,
              let base = URL(string: "https://publish.invalid" + page), let url = URL(string: source, relativeTo: base)?.absoluteURL,
              let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return nil }
        let path = components.percentEncodedPath
        if resources.contains(String((components.path).dropFirst())) { return path }
        guard let oldSite else {
            notes.append("\(origin): image \(source) is not in Resources/, and the site's address is unknown (no `var url` in Sources/*/main.swift): "
                + "put the file at Resources\(components.path), or change the address")
            return nil
        }
        onOldHost.append("\(origin): \(source) is not in Resources/: it loads from \(oldSite + path); copy it to content/static\(components.path) to keep it")
        return oldSite + path
    }
}
