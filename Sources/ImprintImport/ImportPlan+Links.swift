import Foundation
import ImprintCore

extension ImportPlan {
    /// Links between imported items lead to the files they became (or, for one left out, to its
    /// old URL): call once every item is added.
    mutating func resolveLinks() {
        files = files.map { ($0.path, ImportLink.resolving($0.text) { id in linkTargets[id] ?? "#" }) }
        resolveOldURLLinks()
        pointLinksAtOldSite()
    }

    /// Links written with an item's old URL lead to its file (`OldURLLinks`).
    private mutating func resolveOldURLLinks() {
        let resolved = oldLinks.resolving(files, targets: linkTargets, renderer: MarkdownRenderer(config: config))
        files = resolved.files
        report.linksFromOldURLs = resolved.count
        report.oldFragmentsDropped = resolved.fragmentsDropped
    }

    /// Links to pages of the old site that the new site does not answer lead to the old site (`OldSiteLinks`).
    private mutating func pointLinksAtOldSite() {
        let redirects = Set(SiteRedirect.load(siteFolder: siteFolder).0.map { OutputPath.directoryPath($0.from) })
        let links = OldSiteLinks(oldSite: oldSite) { [takenURLs, takenPaths, oldLinks, siteFolder] path in
            let directory = OutputPath.directoryPath(path)
            let folder = path.hasPrefix("/assets/") ? "content" : "content/static"
            let files = [folder + path, folder + directory + "index.html"]
            return takenURLs.contains(directory) || redirects.contains(directory) || oldLinks.isOldURL(path)
                || Self.generatedRoots.contains { directory.hasPrefix($0) } || Self.generatedFiles.contains(String(path.dropFirst()))
                || files.contains { takenPaths.contains($0) || POSIXFiles.kind(of: siteFolder.appendingPathComponent($0).path) != .missing }
        }
        let resolved = links.resolving(files)
        files = resolved.files
        report.linksToOldSite = resolved.lines
    }
}
