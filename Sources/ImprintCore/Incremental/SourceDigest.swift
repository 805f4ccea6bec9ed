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

    /// The digest of the sources of `options`, taking from `last` what it can vouch for, the
    /// files looked at on every core of `parallel`; nil when a folder holds a symbolic link,
    /// whose target the digest cannot vouch for.
    static func of(_ options: BuildOptions, after last: SourceDigest?, parallel: Parallel = .allCores) -> SourceDigest? {
        let began = Int(Date().timeIntervalSince1970 * 1e9)
        var entries: [Entry] = []
        for folder in [options.siteFolder.appendingPathComponent("content").path, options.theme.path] {
            entries.append(.root(folder))
            guard list(folder, "", into: &entries) else { return nil }
        }
        let paths = entries.compactMap { entry in
            if case .file(_, let path) = entry { path } else { nil }
        }
        let looked = parallel.map(paths) { path -> (file: File, wasRead: Bool)? in
            guard let stamp = POSIXFiles.stamp(of: path) else { return nil }
            if let last, let known = last.files[path], known.stamp == stamp, stamp.changed < last.began - settling {
                return (known, false)
            }
            return (try? POSIXFiles.read(path)).map { data in (File(stamp: stamp, digest: data.withUnsafeBytes { StableDigest.of($0) }), true) }
        }
        var hasher = StableHasher()
        var files: [String: File] = [:]
        var looks = looked.makeIterator()
        for entry in entries {
            switch entry {
            case .root(let folder):
                hasher.combine(folder)
            case .folder(let relative):
                hasher.combine(relative + "/")
            case .file(let relative, let path):
                guard let look = looks.next(), let file = look?.file else { return nil }
                hasher.combine(relative)
                hasher.combine(file.digest)
                files[path] = file
            }
        }
        return SourceDigest(digest: hasher.finalize(), files: files, began: began, filesRead: looked.filter { $0?.wasRead == true }.count)
    }

    /// How long before a digest began reading a file must have last changed for its stamp to vouch for it.
    static let settling = 1_000_000_000
}

private extension SourceDigest {
    /// What a digest is made of, in order: each folder it reads, then what is under it, by name.
    enum Entry {
        case root(String)
        /// A folder, relative to its root.
        case folder(String)
        /// A file, relative to its root, and its path.
        case file(String, path: String)
    }

    /// Adds what is under `folder/relative`, in the order of names; false at anything but a file or a folder.
    static func list(_ folder: String, _ relative: String, into entries: inout [Entry]) -> Bool {
        let path = relative.isEmpty ? folder : folder + "/" + relative
        for (name, isFolder) in ((try? POSIXFiles.entries(path)) ?? nil) ?? [] {
            let entry = relative.isEmpty ? name : relative + "/" + name
            let full = folder + "/" + entry
            if isFolder ?? (POSIXFiles.kind(of: full) == .directory) {
                entries.append(.folder(entry))
                guard list(folder, entry, into: &entries) else { return false }
            } else {
                entries.append(.file(entry, path: full))
            }
        }
        return true
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
