import Foundation

/// A link of a body to a path of the site itself, as its page publishes it: `[about](/about/)`
/// (base_url's path put in front, as `MarkdownRenderer` does) or `<a href="/about/">` in raw HTML
/// (as written). The build checks it against the files it makes (`SiteLinkCheck`).
struct SitePathLink: Sendable, Equatable {
    /// The URL as published: `/blog/about/#team`.
    let url: String
    /// The URL as written: `/about/#team`.
    let written: String
    let line: Int
    let column: Int
}

enum SitePathLinks {
    /// The root-relative links of `document`, its Markdown links and the `<a href>` of its raw HTML,
    /// found before Imprint puts any HTML of its own into the tree.
    static func find(in document: CmarkNode, basePath: String) -> [SitePathLink] {
        let nodes = document.nodes { [.link, .htmlInline, .htmlBlock].contains($0.kind) }
        return nodes.flatMap { node -> [SitePathLink] in
            let (line, column) = node.position
            guard node.kind == .link else { return rawLinks(in: node.literal ?? "", line: line, column: column) }
            guard let url = node.url, LocalFiles.isLocal(url) else { return [] }
            return [SitePathLink(url: basePath + url, written: url, line: line, column: column)]
        }
    }

    private static let anchor = try! NSRegularExpression(
        pattern: #"<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')"#, options: [.caseInsensitive])

    /// The root-relative `href`s of the `<a>` tags of raw HTML that starts at `line` and `column`,
    /// each at its tag.
    static func rawLinks(in html: String, line: Int, column: Int) -> [SitePathLink] {
        guard html.lowercased().contains("href") else { return [] }
        let text = html as NSString
        return anchor.matches(in: html, range: NSRange(location: 0, length: text.length)).compactMap { match in
            let group = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            let url = XMLText.unescape(text.substring(with: group)).trimmingCharacters(in: .whitespaces)
            guard LocalFiles.isLocal(url) else { return nil }
            // cmark counts columns in bytes.
            let before = text.substring(to: match.range.location).utf8
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.index(after: $0) }
            let linesBefore = before.count { $0 == UInt8(ascii: "\n") }
            let offset = before.distance(from: lineStart ?? before.startIndex, to: before.endIndex)
            return SitePathLink(url: url, written: url, line: line + linesBefore, column: (lineStart == nil ? column : 1) + offset)
        }
    }
}
