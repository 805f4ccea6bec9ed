import Foundation
import ImprintCore

/// Links of a Hugo page to another page by its old URL (`../002_ad_2`, `/posts/first/`,
/// `https://old.example/posts/first/#setup`), which the page moving breaks: each becomes a link
/// to the file the other page becomes (an `ImportLink`), its `#fragment` kept. Links to anything
/// else (files, other sites) stay as written.
struct HugoOldLinks {
    /// The link to each page to import, by its old URL's path (`/posts/first/`).
    var targets: [String: String] = [:]
    /// The old site's address (`baseURL`): a link to it is a link of the site.
    var oldSite: String?

    /// `markdown` of the page whose old URL is `pageURL`, its Markdown links to old URLs made links to files.
    func rewrite(_ markdown: String, pageURL: String) -> String {
        guard !targets.isEmpty, markdown.contains("](") else { return markdown }
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard !code.contains(index + 1), line.contains("](") else { return String(line) }
            // A code span, which stays as written, or a link's opening and address.
            return String(line).replacing(/(`+).*?\1|(\]\(\s*)([^\s()<>]+)/) { match in
                guard let opening = match.output.2, let address = match.output.3 else { return String(match.output.0) }
                return target(of: String(address), pageURL: pageURL).map { opening + $0 } ?? String(match.output.0)
            }
        }.joined(separator: "\n")
    }

    /// The link to the page `link` leads to from the page at `pageURL`, with its fragment; nil
    /// when it leads to none of the pages imported.
    func target(of link: String, pageURL: String) -> String? {
        guard !link.hasPrefix("#"), !link.hasPrefix("@/"), let base = URL(string: "https://old.invalid" + pageURL) else { return nil }
        var address = link
        if let oldSite, address.hasPrefix(oldSite + "/") { address = String(address.dropFirst(oldSite.count)) }
        guard !address.hasPrefix("//"), let resolved = URL(string: address, relativeTo: base)?.absoluteURL, resolved.host == "old.invalid",
              let components = URLComponents(url: resolved, resolvingAgainstBaseURL: false)
        else { return nil }
        let path = components.path.removingPercentEncoding ?? components.path
        let found = targets[path] ?? targets[path + "/"] ?? (path.hasSuffix("/index.html") ? targets[String(path.dropLast("index.html".count))] : nil)
        return found.map { $0 + (components.fragment.map { "#" + $0 } ?? "") }
    }
}
