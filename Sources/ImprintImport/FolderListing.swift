import Foundation
import ImprintCore

/// The regular files of a folder of a site being imported, by path from the site's folder:
/// no links followed (each is noted), nothing hidden (`.git`, `.DS_Store`) unless asked.
struct FolderListing {
    let root: URL
    /// `path:1: what was not followed`.
    private(set) var notes: [String] = []

    init(root: URL) {
        self.root = root
    }

    /// The files under `folder` (a path from the root), sorted; none when it is not there. With
    /// `hidden`, hidden files are kept (`static/.well-known/`, `.htaccess`), but for clutter
    /// (`.git`, `.DS_Store`).
    mutating func files(under folder: String, hidden: Bool = false) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard POSIXFiles.kind(of: base.path) == .directory,
              let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        else { return [] }
        let prefix = root.standardizedFileURL.path.count + 1
        var files: [String] = []
        while let url = enumerator.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(prefix))
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            if hidden ? AssetCollector.isClutter(url.lastPathComponent) : url.lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
            } else if values?.isSymbolicLink == true {
                notes.append("\(path):1: a symbolic link, not followed: copy what it leads to by hand")
            } else if values?.isRegularFile == true {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
