import Foundation

/// What `imprint build` remembers from one run to the next, in `.imprint-cache/build`: the files
/// it wrote to the output folder and what it was built from; and in `build-values` beside it, the
/// values of `LastingDerivation`s, by derivation and key. The values are apart, so that a build
/// with nothing to do reads only the rest; they are a log (`ArchiveLog`), to which a build adds
/// the values it made, a later one standing for an earlier one of the same key, until the log
/// holds twice the values a build took or made and is written anew. The values, each checked
/// against its inputs when taken, need not be of the same run. Read through `ArchiveFile` and
/// `ArchiveLog`, so that a memory of another binary, other options, another site.yml, or a
/// damaged one is no memory at all.
struct BuildMemory {
    /// A value as remembered: the digest of its input, the digests of the files it read (a
    /// missing file's is `absent`), and the value's archived bytes.
    struct Value {
        let input: StableDigest
        let files: [String: StableDigest]
        let bytes: [UInt8]
    }

    /// A file's digest when there was no file.
    static let absent = StableDigest(high: 0, low: 0)

    /// What the last build made of all its sources, for a build of the same sources: nothing to do.
    struct Summary {
        /// The sources it was built from.
        let sources: SourceDigest
        /// When a post it left out as future falls due, and the output would change.
        let due: Date?
        let pages: Int
        let files: Int
        let warnings: [Diagnostic]
        let leftOut: String?

        /// The same, of `sources`, which have the same digest.
        func finding(_ sources: SourceDigest) -> Summary {
            Summary(sources: sources, due: due, pages: pages, files: files, warnings: warnings, leftOut: leftOut)
        }
    }

    var values: [String: [String: Value]] = [:]
    var output = OutputRecord()
    var summary: Summary?
    /// Where `readingValues()` reads the values from.
    private var valuesLog: ArchiveLog?
    /// How many values the log held, including those a later one stood for; nil when there was no log to add to.
    private(set) var loggedValues: Int?

    /// The archive for the build of `options`: its key holds the binary, the options and site.yml.
    static func file(for options: BuildOptions) -> ArchiveFile? {
        let cache = options.siteFolder.appendingPathComponent(".imprint-cache").path
        guard !options.ignoresCache, POSIXFiles.kind(of: cache) != .symbolicLink else { return nil }
        let siteFile = options.siteFolder.appendingPathComponent("content/site.yml").path
        let siteText = (try? POSIXFiles.read(siteFile)).map { data in data.withUnsafeBytes { StableDigest.of($0).description } } ?? ""
        let binary = Bundle.main.executablePath.flatMap(POSIXFiles.signature(of:)) ?? ""
        let key = [
            "build memory 1", Imprint.version, binary, options.siteFolder.path, options.outputDirectory.path, options.theme.path,
            options.baseURL?.absolute ?? "", "\(options.includeDrafts) \(options.includeFuture) \(options.versionsAssetLinks)", siteText,
        ].joined(separator: "\n")
        return ArchiveFile(path: cache + "/build", key: key)
    }

    /// The log of the values remembered beside `file`.
    static func valuesLog(beside file: ArchiveFile) -> ArchiveLog {
        ArchiveLog(path: file.path + "-values", key: file.key)
    }

    /// The memory in `file`, empty when there is none to trust. Its values are read by
    /// `readingValues()`: a build with nothing to do needs only the rest.
    static func read(_ file: ArchiveFile) -> BuildMemory {
        guard case .success(var reader) = file.read(), let output = try? reader.read(OutputRecord.self),
              let summary = try? reader.read(Summary?.self), reader.remaining == 0
        else { return BuildMemory() }
        var memory = BuildMemory()
        memory.output = output
        memory.summary = summary
        memory.valuesLog = valuesLog(beside: file)
        return memory
    }

    /// The memory with its values read, those of each record of the log up to the first that is damaged.
    func readingValues() -> BuildMemory {
        guard let valuesLog else { return self }
        var memory = self
        memory.valuesLog = nil
        var logged = 0
        var damaged = false
        let refusal = valuesLog.read { payload in
            var record = BinaryArchive.Reader(payload)
            guard !damaged, let tables = try? Self.values(from: &record), record.remaining == 0 else {
                damaged = true
                return
            }
            for (name, table) in tables {
                memory.values[name, default: [:]].merge(table) { _, later in later }
                logged += table.count
            }
        }
        // A log read only in part is written anew: what was added to it would never be read.
        memory.loggedValues = refusal == nil && !damaged ? logged : nil
        return memory
    }

    private static func values(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) -> [String: [String: Value]] {
        let count = try reader.read(UInt64.self)
        guard count <= UInt64(reader.remaining) else { throw BinaryArchive.Damage(offset: reader.offset, reason: "a count of \(count) tables") }
        var values: [String: [String: Value]] = [:]
        for _ in 0..<count {
            let name = try reader.read(String.self)
            values[name] = try reader.read([String: Value].self)
        }
        return values
    }
}

extension BuildMemory.Value: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(input)
        archive.write(files)
        bytes.withUnsafeBufferPointer { archive.write($0) }
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        input = try reader.read(StableDigest.self)
        files = try reader.read([String: StableDigest].self)
        bytes = try reader.read([UInt8].self)
    }
}

extension BuildMemory {
    /// The output's record and the summary, as bytes.
    var archived: BinaryArchive {
        var archive = BinaryArchive()
        archive.write(output)
        archive.write(summary)
        return archive
    }

    /// Writes `values` to `log`, a record for each table or each part of one of about `MadeValues.recordBytes`.
    static func write(_ values: [String: [String: Value]], to log: ArchiveLog.Writer) throws(POSIXFiles.Failure) {
        for (name, table) in values.sorted(by: { $0.key < $1.key }) {
            var part: [String: Value] = [:]
            var bytes = 0
            for (key, value) in table {
                part[key] = value
                bytes += value.bytes.count + key.utf8.count
                if bytes >= MadeValues.recordBytes {
                    try log.add(record(name, part))
                    part = [:]
                    bytes = 0
                }
            }
            if !part.isEmpty { try log.add(record(name, part)) }
        }
    }

    /// A record of the values' log: values of the table `name`.
    private static func record(_ name: String, _ table: [String: Value]) -> BinaryArchive {
        var archive = BinaryArchive()
        archive.write(1 as UInt64)
        archive.write(name)
        archive.write(table)
        return archive
    }
}

extension BuildMemory.Summary: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(sources)
        archive.write(due)
        archive.write(pages)
        archive.write(files)
        archive.write(warnings)
        archive.write(leftOut)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        sources = try reader.read(SourceDigest.self)
        due = try reader.read(Date?.self)
        pages = try reader.read(Int.self)
        files = try reader.read(Int.self)
        warnings = try reader.read([Diagnostic].self)
        leftOut = try reader.read(String?.self)
    }
}

extension Diagnostic: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(severity == .error)
        archive.write(file)
        archive.write(line)
        archive.write(column)
        archive.write(message)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        self.init(
            try reader.read(Bool.self) ? .error : .warning, file: try reader.read(String.self), line: try reader.read(Int?.self),
            column: try reader.read(Int?.self), message: try reader.read(String.self))
    }
}
