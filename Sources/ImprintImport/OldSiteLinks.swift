import Foundation
import ImprintCore

/// Links of imported bodies to pages of the old site that the import does not bring: a feed's
/// `/categories` or `/lists/stego`, which its ten entries cannot answer. They worked on the old
/// site and would lead nowhere on the new one, so each is pointed at the old site's address,
/// where the page still is; with no address known it is left as written. Either way it is listed.
/// A link the new site answers (a page, an alias, a redirect, a static file, what Imprint makes)
/// is left as it is.
struct OldSiteLinks {
    /// The old site's address; a root-relative link names a path of its host, as on the old site.
    let oldSite: URL?
    /// Whether the new site answers a root-relative path (`/categories/`, `/images/x.png`).
    let answers: (_ path: String) -> Bool

    /// The Markdown `files` (of `content/`) with each link to a page the new site does not answer
    /// pointed at the old site, and a report line for each: `path: /categories → https://…`.
    func resolving(_ files: [(path: String, text: String)]) -> (files: [(path: String, text: String)], lines: [String]) {
        var lines: [String] = []
        let resolved = files.map { path, text -> (path: String, text: String) in
            guard path.hasPrefix("content/"), path.hasSuffix(".md"), text.contains("](") || text.contains("]:") || text.contains("href=") else {
                return (path, text)
            }
            return (path, ProseLines.map(text) { line, _ in
                ProseLines.replacing(Self.link, in: line) { match in
                    let written = String(match.output.2)
                    guard let moved = pointed(written) else { return nil }
                    lines.append("\(path): \(written) → " + (moved == written
                        ? "no address of the old site is known, so it is left as written (give one with --old-url URL and import again)" : moved))
                    return match.output.1 + moved
                }
            })
        }
        return (resolved, lines)
    }
}

private extension OldSiteLinks {
    /// A Markdown link's or reference's destination, or an HTML `href`.
    nonisolated(unsafe) static let link = /(\]\(\s*|^ {0,3}\[[^\]]+\]:\s*|href=["'])(\/(?!\/)[^)\s"'>]*)/

    /// Where the root-relative link `written` leads now: nil when the new site answers it (or it
    /// is an image, which `OldHostImages` looks after); itself when no old address is known.
    func pointed(_ written: String) -> String? {
        guard let components = URLComponents(string: written) else { return nil }
        let path = components.percentEncodedPath.removingPercentEncoding ?? components.percentEncodedPath
        let fileExtension = path.split(separator: "/").last?.split(separator: ".").dropFirst().last?.lowercased() ?? ""
        guard !path.isEmpty, path != "/", !LocalFiles.imageExtensions.contains(fileExtension), !answers(path) else { return nil }
        // A feed's `localhost:4000` (its author's preview) is no address a reader can reach.
        guard let oldSite, let url = URL(string: written, relativeTo: oldSite)?.absoluteURL, let host = url.host, !ImportSource.isLocal(host)
        else { return written }
        return url.absoluteString
    }
}
