import Foundation

extension ImportPlan {
    /// Links between imported items lead to the files they became (or, for one left out, to its
    /// old URL): call once every item is added.
    mutating func resolveLinks() {
        files = files.map { ($0.path, ImportLink.resolving($0.text) { id in linkTargets[id] ?? "#" }) }
        resolveOldURLLinks()
    }

    /// Links written with an item's old URL lead to its file (`OldURLLinks`).
    private mutating func resolveOldURLLinks() {
        let resolved = oldLinks.resolving(files, targets: linkTargets, renderer: MarkdownRenderer(config: config))
        files = resolved.files
        report.linksFromOldURLs = resolved.count
        report.oldFragmentsDropped = resolved.fragmentsDropped
    }
}
