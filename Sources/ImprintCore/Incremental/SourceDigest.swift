import Foundation

/// One digest of every file a build reads: the paths and contents of everything under the site's
/// `content/` and its theme folder. Equal digests mean the sources are as they were; nil when a
/// folder holds a symbolic link, whose target the digest cannot vouch for.
enum SourceDigest {
    static func of(_ options: BuildOptions) -> StableDigest? {
        var hasher = StableHasher()
        for folder in [options.siteFolder.appendingPathComponent("content").path, options.theme.path] {
            hasher.combine(folder)
            guard add(folder, "", to: &hasher) else { return nil }
        }
        return hasher.finalize()
    }

    /// Adds the files under `folder/relative`, in the order of their names; false at a link.
    private static func add(_ folder: String, _ relative: String, to hasher: inout StableHasher) -> Bool {
        let path = relative.isEmpty ? folder : folder + "/" + relative
        for name in ((try? POSIXFiles.list(path)) ?? nil) ?? [] {
            let entry = relative.isEmpty ? name : relative + "/" + name
            switch POSIXFiles.kind(of: folder + "/" + entry) {
            case .directory:
                hasher.combine(entry + "/")
                guard add(folder, entry, to: &hasher) else { return false }
            case .file:
                hasher.combine(entry)
                guard let data = try? POSIXFiles.read(folder + "/" + entry) else { return false }
                data.withUnsafeBytes { hasher.combine($0) }
            default:
                return false
            }
        }
        return true
    }
}
