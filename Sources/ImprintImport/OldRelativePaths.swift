import Foundation
import ImprintCore

/// Relative paths in an imported page's Markdown, read from the page's old URL. A Jekyll post at
/// `/blog/drom/` that shows `../../assets/img/drom.png` shows `/assets/img/drom.png`; at its new
/// URL (`/2020/04/drom/`) the same path would name `/2020/assets/img/drom.png`, which no site
/// has. A path that names a file the import copies to the same URL, or an old post's URL (which
/// its alias answers), is written from the root, so it still leads there; any other path (a
/// file the old site did not have) is left as it is.
enum OldRelativePaths {
    /// `markdown` with each relative link, image or `src`/`href` attribute that names one of
    /// `published` (paths from the site's root, without the leading slash) when read from
    /// `oldURL` written as that path from the root. Code blocks are left as they are.
    static func rooted(_ markdown: String, oldURL: String?, published: Set<String>) -> String {
        guard let oldURL, let base = URL(string: "http://old.invalid" + oldURL) else { return markdown }
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        let root = { (path: Substring) -> String? in
            let end = path.firstIndex { $0 == "#" || $0 == "?" } ?? path.endIndex
            guard !path.hasPrefix("/"), !path.contains(":"), end > path.startIndex,
                  let resolved = URL(string: String(path[..<end]), relativeTo: base)?.absoluteURL,
                  let components = URLComponents(url: resolved, resolvingAgainstBaseURL: false),
                  published.contains(String(components.path.dropFirst()))
            else { return nil }
            return components.percentEncodedPath + path[end...]
        }
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard !code.contains(index + 1) else { return String(line) }
            return String(line)
                .replacing(destination) { match in root(match.output.2).map { match.output.1 + $0 } ?? String(match.output.0) }
                .replacing(attribute) { match in root(match.output.2).map { match.output.1 + $0 } ?? String(match.output.0) }
        }.joined(separator: "\n")
    }
}

private extension OldRelativePaths {
    /// A Markdown link's or image's destination, up to a space or a closing parenthesis.
    nonisolated(unsafe) static let destination = /(\]\(\s*)([^\s()<>]+)/
    /// An HTML `src` or `href` attribute's quoted value.
    nonisolated(unsafe) static let attribute = /(\b(?:src|href)=["'])([^"'\s<>]+)/
}
