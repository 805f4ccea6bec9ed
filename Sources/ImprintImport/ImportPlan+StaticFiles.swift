import Foundation
import ImprintCore

extension ImportPlan {
    /// Plans the copy of a static file of a site's folder to `content/static/` (or, under
    /// `assets/`, to `content/assets/`, which serves `/assets/`), where it keeps its URL; a file
    /// that is there already is kept.
    mutating func addStaticFile(_ source: URL, path: String) {
        // What Imprint makes itself would clash with the old file at its URL.
        if Self.generatedFiles.contains(path) || Self.generatedRoots.contains(where: { $0 != "/assets/" && ("/" + path).hasPrefix($0) }) {
            report.notConverted.append("\(path):1: Imprint makes this file itself, so the old one is left out")
            return
        }
        let destination = path.hasPrefix("assets/") ? "content/" + path : "content/static/" + path
        if refusesPrivateFile(copiedTo: destination) { return }
        if OldHostImages.isLFSPointer(source) {
            lfsPointers.insert(destination)
            report.notConverted.append("\(path):1: a Git LFS pointer, not the file, so it is not copied: "
                + "run `git lfs pull` in the old site, then import again")
            return
        }
        guard !takenPaths.contains(destination), POSIXFiles.kind(of: siteFolder.appendingPathComponent(destination).path) == .missing else {
            report.staticKept.append(destination)
            return
        }
        takenPaths.insert(destination)
        copies.append((source, destination))
        report.staticCopied.append(destination)
    }
}
