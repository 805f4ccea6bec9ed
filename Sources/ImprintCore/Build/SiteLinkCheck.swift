import Foundation

/// Finds the links of bodies to paths of the site that no file of the build is at: a warning at
/// the link, for `imprint build` to show before `imprint check` calls it broken.
struct SiteLinkCheck {
    /// The path of every file the build makes, in the output folder: `2015/04/02/x/index.html`.
    let made: Set<String>
    let base: BaseURL

    /// A warning for each link to a path that is not made, by the file and line it is written at.
    func warnings(in site: SiteModel) -> [Diagnostic] {
        let bodies = site.posts.map { ($0.post.sourcePath, $0.post.body, $0.content) }
            + (site.pages + site.generatedPageTexts.values).map { ($0.page.sourcePath, $0.page.body, $0.content) }
            + site.projects.map { ($0.project.sourcePath, $0.project.body, $0.content) }
        return bodies.flatMap { file, body, content in
            content.sitePathLinks.filter { !leadsToAFile($0.url) }.map { link in
                Diagnostic(
                    .warning, file: file, line: body.line + link.line - 1, column: link.column,
                    message: "the link \(link.written) leads to no page or file of the site, "
                        + "so `imprint check` reports it as broken: check its path")
            }
        }
    }

    /// Whether a root-relative URL names a file made: itself, or the `index.html` of a folder
    /// (with or without the last slash), under base_url's path.
    func leadsToAFile(_ url: String) -> Bool {
        let written = String(url.prefix { $0 != "#" && $0 != "?" })
        let decoded = written.removingPercentEncoding ?? written
        guard decoded.hasPrefix(base.path) || decoded + "/" == base.path else { return false }
        let path = String(decoded.dropFirst(base.path.count))
        if path.isEmpty || path.hasSuffix("/") { return made.contains(path + "index.html") }
        return made.contains(path) || made.contains(path + "/index.html")
    }
}
