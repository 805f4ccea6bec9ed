import Foundation

/// Finds the links of bodies to paths of the site that no file of the build is at: a warning at
/// the link, for `imprint build` to show before `imprint check` calls it broken.
struct SiteLinkCheck {
    /// The path of every file the build makes, in the output folder: `2015/04/02/x/index.html`.
    let made: Set<String>
    let base: BaseURL

    /// The links of the site's bodies to its paths, by the file and first line of the body they
    /// are in: only the bodies that have any, so that a site of few such links (most) costs a
    /// rebuild of `imprint serve` next to nothing.
    static func links(in site: SiteModel) -> [(file: String, firstLine: Int, links: [SitePathLink])] {
        var found: [(file: String, firstLine: Int, links: [SitePathLink])] = []
        for published in site.posts where !published.content.sitePathLinks.isEmpty {
            found.append((published.post.sourcePath, published.post.body.line, published.content.sitePathLinks))
        }
        for published in site.pages + site.generatedPageTexts.values where !published.content.sitePathLinks.isEmpty {
            found.append((published.page.sourcePath, published.page.body.line, published.content.sitePathLinks))
        }
        for published in site.projects where !published.content.sitePathLinks.isEmpty {
            found.append((published.project.sourcePath, published.project.body.line, published.content.sitePathLinks))
        }
        return found
    }

    /// A warning for each of `links` to a path that is not made, at the file and line it is written at.
    func warnings(for links: [(file: String, firstLine: Int, links: [SitePathLink])]) -> [Diagnostic] {
        links.flatMap { file, firstLine, links in
            links.filter { !leadsToAFile($0.url) }.map { link in
                Diagnostic(
                    .warning, file: file, line: firstLine + link.line - 1, column: link.column,
                    message: "the link \(link.written) leads to no page or file of the site, "
                        + "so `imprint check` reports it as broken: check its path")
            }
        }
    }

    /// Whether a root-relative URL names a file made, as `imprint check` resolves it
    /// (`LinkChecker`): itself, or the `index.html` of a folder, under base_url's path.
    func leadsToAFile(_ url: String) -> Bool {
        let written = String(url.prefix { $0 != "#" && $0 != "?" })
        guard let path = LinkChecker.sitePath(written.removingPercentEncoding ?? written, under: base) else { return false }
        return LinkChecker.resolve(path, made) != nil
    }
}
