import Foundation

/// The Markdown files of a content folder (`posts`), sorted, with the `NAME/index.md` of each
/// bundle, and the comment files beside them that belong to no content file. A listing is
/// brought up to date from the last one and the changed paths when those tell enough.
struct ContentListing: Derivation {
    struct Listing {
        let names: [String]
        let problems: [ContentError]
    }

    let loader: ContentLoader
    /// The real path of `content/`: a folder that is a link must lead inside it.
    let root: String?

    var name: String { "content: listings" }

    func key(of folder: String) -> String { folder }

    /// A listing is never taken as it was: at most brought up to date.
    func reuses(_ kept: String, for folder: String) -> Bool { false }

    func make(_ folder: String) throws(POSIXFiles.Failure) -> Listing {
        let names = try list(folder)
        return Listing(names: names, problems: loader.commentFilesWithoutContent(in: folder, names: names))
    }

    func make(_ folder: String, from earlier: Earlier<Listing>) throws(POSIXFiles.Failure) -> Listing {
        guard let changes = earlier.changes, let names = updated(earlier.value.names, of: folder, after: changes) else {
            return try make(folder)
        }
        return Listing(names: names, problems: [])
    }
}

private extension ContentListing {
    var siteFolder: URL { loader.siteFolder }

    /// The Markdown files of `content/<folder>/`, sorted, with the `NAME/index.md` of each
    /// bundle; none when there is no such folder.
    func list(_ folder: String) throws(POSIXFiles.Failure) -> [String] {
        let path = siteFolder.appendingPathComponent("content/\(folder)").path
        if let root, POSIXFiles.kind(of: path) == .symbolicLink { try POSIXFiles.checkInside(path, root: root) }
        return try (POSIXFiles.list(path) ?? []).compactMap { name in
            if ContentLoader.isContentFileName(name) { return name }
            let index = name + "/" + Slug.bundleIndex
            guard !name.hasPrefix("."), POSIXFiles.kind(of: path + "/" + name) == .directory,
                  POSIXFiles.kind(of: path + "/" + index) != .missing
            else { return nil }
            return index
        }.sorted()
    }

    /// The Markdown files of `folder` without listing it: the last build's `names`, updated with
    /// the changed paths. Nil when the folder itself (or a folder in it, or above it, or a
    /// bundle) changed, or a changed name is not ASCII: then only listing it can tell.
    func updated(_ names: [String], of folder: String, after changes: Set<String>) -> [String]? {
        var names = Set(names)
        let prefix = "content/\(folder)/"
        for path in changes {
            if prefix.hasPrefix(path + "/") || path + "/" == prefix { return nil }
            guard path.hasPrefix(prefix) else { continue }
            let name = String(path.dropFirst(prefix.count))
            // Swift compares strings by canonical equivalence: a rename from `café` written with
            // one code point to `café` with two is one name to a set, two files to the disk.
            if name.contains("/") || name.utf8.contains(where: { $0 >= 0x80 }) { return nil }
            // A bundle's folder that came, went or was renamed: only listing can tell.
            let isFolder = POSIXFiles.kind(of: siteFolder.appendingPathComponent(path).path) == .directory
            if isFolder || names.contains(name + "/" + Slug.bundleIndex) {
                return nil
            }
            guard ContentLoader.isContentFileName(name) else { continue }
            if FileManager.default.fileExists(atPath: siteFolder.appendingPathComponent(path).path) {
                names.insert(name)
            } else {
                names.remove(name)
            }
        }
        return names.sorted()
    }
}
