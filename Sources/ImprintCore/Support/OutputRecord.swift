/// The files of an output folder as a build wrote them, by path: what the next build may leave
/// where they are when it would write the same bytes.
struct OutputRecord: Sendable, Equatable {
    /// One file as written: a digest of its bytes, what made them (for a page, its template's and
    /// data's digest) and how the file system saw it then, so that a file changed since is not
    /// taken for it.
    struct File: Sendable, Equatable {
        let bytes: StableDigest
        var madeFrom: StableDigest?
        /// `POSIXFiles.signature` of the file once written.
        let signature: String
    }

    var files: [String: File]
    /// The other files the folder held when `verified(in:)` looked, relative to it.
    var others: [String] = []

    init(files: [String: File] = [:]) {
        self.files = files
    }
}

extension OutputRecord {
    /// The files of this record that the folder at `folder` still holds as written, with the
    /// paths of the other files it holds but `ignoring`, found in one walk, the folder's own
    /// folders walked on every core of `parallel`.
    func verified(in folder: String, ignoring: Set<String>, parallel: Parallel = .allCores) -> OutputRecord {
        let walk = Walk(record: self, folder: folder, ignoring: ignoring)
        var found = Walk.Found()
        let folders = walk.visit("", into: &found)
        for subtree in parallel.map(folders, { relative in
            var found = Walk.Found()
            walk.walk(relative, into: &found)
            return found
        }) {
            found.kept.merge(subtree.kept) { first, _ in first }
            found.others += subtree.others
        }
        var verified = OutputRecord(files: found.kept)
        verified.others = found.others.sorted()
        return verified
    }
}

private extension OutputRecord {
    /// A walk of an output folder against a record of what was written there.
    struct Walk: Sendable {
        struct Found: Sendable {
            var kept: [String: File] = [:]
            var others: [String] = []
        }

        let record: OutputRecord
        let folder: String
        let ignoring: Set<String>

        /// Looks at everything under the folder `relative` (relative to `folder`).
        func walk(_ relative: String, into found: inout Found) {
            for entry in visit(relative, into: &found) {
                walk(entry, into: &found)
            }
        }

        /// Looks at the files of the folder `relative`, and returns its folders.
        func visit(_ relative: String, into found: inout Found) -> [String] {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            var folders: [String] = []
            for (name, isFolder) in ((try? POSIXFiles.entries(path)) ?? nil) ?? [] {
                let entry = relative.isEmpty ? name : relative + "/" + name
                if isFolder ?? (POSIXFiles.kind(of: folder + "/" + entry) == .directory) {
                    folders.append(entry)
                } else if let file = record.files[entry], POSIXFiles.version(of: folder + "/" + entry)?.signature == file.signature {
                    found.kept[entry] = file
                } else if !ignoring.contains(entry) {
                    found.others.append(entry)
                }
            }
            return folders
        }
    }
}

extension OutputRecord.File: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(bytes)
        archive.write(madeFrom)
        archive.write(signature)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        bytes = try reader.read(StableDigest.self)
        madeFrom = try reader.read(StableDigest?.self)
        signature = try reader.read(String.self)
    }
}

extension OutputRecord: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(files)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        files = try reader.read([String: File].self)
    }
}
