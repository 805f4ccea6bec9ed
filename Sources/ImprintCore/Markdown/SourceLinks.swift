import Foundation

/// A link of a body to another content file, by its source: `[see](@/posts/x.md#the-fix)`
/// (Zola's form, from `content/`), or a relative link to a Markdown file, as GitHub reads it in
/// a repository (`[see](2011-10-12-renamed-projects.md)`). The link's URL is a mark until the
/// build, which knows every page's URL and headings, resolves it.
struct SourceLink: Sendable, Equatable {
    /// The number in the link's URL until it is resolved: `IMPRINTLINK3X`.
    let number: Int
    /// The file it names: `content/posts/2011-10-12-renamed-projects.md`.
    let target: String
    let fragment: String?
    /// The URL as written.
    let written: String
    let line: Int
    let column: Int
}

/// Where a link to a source file leads: the page's URL and the ids its fragment may name.
struct LinkTarget: Sendable {
    /// With base_url's path: `/blog/2011/10/12/renamed-projects/`.
    let url: String
    /// The ids of its headings, then its other anchors (`RenderedMarkdown.anchorIDs`).
    let ids: [String]
}

enum SourceLinks {
    /// What a marked link's URL starts with.
    static let prefix = "IMPRINTLINK"

    /// Marks the links of `document` that name content files, read from `source`'s folder,
    /// numbering them from `first`.
    static func mark(in document: CmarkNode, source: String, from first: Int = 0) -> [SourceLink] {
        let links = document.nodes(where: { $0.kind == .link })
        var number = first
        return links.compactMap { link in
            guard let written = link.url, let (target, fragment) = target(of: written, from: source) else {
                return nil
            }
            link.setURL("\(prefix)\(number)X")
            defer { number += 1 }
            let (line, column) = link.position
            return SourceLink(number: number, target: target, fragment: fragment, written: written, line: line, column: column)
        }
    }

    /// The content file and heading a URL names, from the file `source`; nil for other URLs.
    static func target(of url: String, from source: String) -> (String, String?)? {
        // Most links lead elsewhere: a scheme or a site path settles it before any decoding.
        if !url.hasPrefix("@/"), !url.utf8.contains(UInt8(ascii: "%")) {
            if url.hasPrefix("/") || url.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" }).contains(":") { return nil }
        }
        let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let written = String(parts[0].prefix { $0 != "?" })
        let path = written.removingPercentEncoding ?? written
        let fragment = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : nil
        if path.hasPrefix("@/") { return (normalized("content/" + path.dropFirst(2)), fragment) }
        let hasScheme = path.prefix { $0 != "/" }.contains(":")
        guard !hasScheme, !path.hasPrefix("/"), ContentLoader.markdownExtensions.contains(where: path.hasSuffix) else { return nil }
        let folder = source.split(separator: "/").dropLast().joined(separator: "/")
        return (normalized(folder + "/" + path), fragment)
    }

    /// `a/./b/../c` as `a/c`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}
