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
    /// paths of the other files it holds but `ignoring`, found in one walk.
    func verified(in folder: String, ignoring: Set<String>) -> OutputRecord {
        var kept: [String: File] = [:]
        var others: [String] = []
        func walk(_ relative: String) {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for (name, isFolder) in ((try? POSIXFiles.entries(path)) ?? nil) ?? [] {
                let entry = relative.isEmpty ? name : relative + "/" + name
                if isFolder ?? (POSIXFiles.kind(of: folder + "/" + entry) == .directory) {
                    walk(entry)
                } else {
                    if let file = files[entry], POSIXFiles.version(of: folder + "/" + entry)?.signature == file.signature {
                        kept[entry] = file
                    } else if !ignoring.contains(entry) {
                        others.append(entry)
                    }
                }
            }
        }
        walk("")
        var verified = OutputRecord(files: kept)
        verified.others = others.sorted()
        return verified
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
