import Foundation

/// One digest of every file a build reads: the paths and contents of everything under the site's
/// `content/` and its theme folder. Equal digests mean the sources are as they were.
///
/// A file is known by the digest of its contents. To spare reading them all again, a file whose
/// stamp (inode, length, modification and status-change times: the last a program cannot set) is
/// the one the last digest recorded is taken at the digest recorded then, provided it was last
/// changed at least a second before that digest began reading: a file written while it read, or
/// within a coarse clock's tick of it, is read again, as Git treats a racily clean file. A fresh
/// clone or a restored CI cache has other stamps, and is read whole.
struct SourceDigest {
    /// What the digest knew of one file.
    struct File {
        let stamp: POSIXFiles.Stamp
        let digest: StableDigest
    }

    let digest: StableDigest
    /// Each file, by its path (the folder's, then the file's within it).
    let files: [String: File]
    /// When the reading began, in nanoseconds since 1970.
    let began: Int
    /// How many files were read, because no stamp vouched for them (not remembered).
    var filesRead = 0

    /// The digest of the sources of `options`, taking from `last` what it can vouch for; nil when
    /// a folder holds a symbolic link, whose target the digest cannot vouch for.
    static func of(_ options: BuildOptions, after last: SourceDigest?) -> SourceDigest? {
        var reading = Reading(last: last)
        for folder in [options.siteFolder.appendingPathComponent("content").path, options.theme.path] {
            reading.hasher.combine(folder)
            guard reading.add(folder, "") else { return nil }
        }
        return SourceDigest(digest: reading.hasher.finalize(), files: reading.files, began: reading.began, filesRead: reading.filesRead)
    }

    /// How long before a digest began reading a file must have last changed for its stamp to vouch for it.
    static let settling = 1_000_000_000
}

private extension SourceDigest {
    struct Reading {
        let last: SourceDigest?
        let began = Int(Date().timeIntervalSince1970 * 1e9)
        var hasher = StableHasher()
        var files: [String: File] = [:]
        var filesRead = 0

        init(last: SourceDigest?) {
            self.last = last
        }

        /// Adds the files under `folder/relative`, in the order of their names; false at a link.
        mutating func add(_ folder: String, _ relative: String) -> Bool {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for name in ((try? POSIXFiles.list(path)) ?? nil) ?? [] {
                let entry = relative.isEmpty ? name : relative + "/" + name
                let full = folder + "/" + entry
                if let stamp = POSIXFiles.stamp(of: full) {
                    guard let digest = digest(of: full, stamp: stamp) else { return false }
                    hasher.combine(entry)
                    hasher.combine(digest)
                    files[full] = File(stamp: stamp, digest: digest)
                } else if POSIXFiles.kind(of: full) == .directory {
                    hasher.combine(entry + "/")
                    guard add(folder, entry) else { return false }
                } else {
                    return false
                }
            }
            return true
        }

        /// The digest of the contents of the file at `path`, whose stamp is `stamp`: the last
        /// digest's when that vouches for it, else read.
        mutating func digest(of path: String, stamp: POSIXFiles.Stamp) -> StableDigest? {
            if let last, let known = last.files[path], known.stamp == stamp, stamp.changed < last.began - SourceDigest.settling {
                return known.digest
            }
            filesRead += 1
            return (try? POSIXFiles.read(path)).map { data in data.withUnsafeBytes { StableDigest.of($0) } }
        }
    }
}

extension SourceDigest: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(digest)
        archive.write(began)
        archive.write(files)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        digest = try reader.read(StableDigest.self)
        began = try reader.read(Int.self)
        files = try reader.read([String: File].self)
    }
}

extension SourceDigest.File: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(stamp.signature)
        archive.write(stamp.changed)
        archive.write(digest)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        stamp = POSIXFiles.Stamp(signature: try reader.read(String.self), changed: try reader.read(Int.self))
        digest = try reader.read(StableDigest.self)
    }
}
