import Foundation

/// The `Reuse` of `imprint build` with its memory (`BuildMemory`): a lasting value is taken from
/// the last run when its input's digest and the contents of the files it read are the same; a
/// page whose template and data have the digest of the page the last run wrote, still there as
/// written, is left where it is. Everything else is made, as by `MakingEverything`; what was
/// taken or made is remembered for the next run (`memory(after:)`).
final class RememberingReuse: Reuse, @unchecked Sendable {
    private let earlier: BuildMemory
    private let outputFolder: String
    private let parallel: Parallel
    /// The values this run took from the last, to remember again, and those it made.
    private let taken = Locked<[String: [String: BuildMemory.Value]]>([:])
    private let made: MadeValues
    /// The digest each page of this run is made from, by path.
    private let pageDigests = Locked<[String: StableDigest]>([:])
    /// The digests of files that values read, as this run found them: first those of its sources,
    /// which `SourceDigest` knows already (an image a body shows is not read again to digest it).
    private let fileDigests: Locked<[String: StableDigest]>
    /// How many lasting values this run took from the last and made, and how many files of the plan it kept.
    private let tally = Locked((taken: 0, made: 0, kept: 0))

    let lastOutput: OutputRecord?
    var keepsValues: Bool { false }
    var recordsOutput: Bool { true }

    /// A build from `memory`, of which `output` is what the output folder still holds as written
    /// (`OutputRecord.verified`), whose values are to be kept in `values`, of the sources `sources`.
    init(memory: BuildMemory, values: ArchiveLog, sources: SourceDigest?, output: OutputRecord, outputFolder: String, parallel: Parallel) {
        earlier = memory
        fileDigests = Locked(sources?.files.mapValues(\.digest) ?? [:])
        made = MadeValues(for: values)
        self.outputFolder = outputFolder
        self.parallel = parallel
        lastOutput = output.files.isEmpty ? nil : output
    }

    func value<D: Derivation>(_ derivation: D, for input: D.Input) throws(D.Failure) -> D.Value {
        try derivation.makeWithoutKeeping(input)
    }

    func lastingValue<D: LastingDerivation>(_ derivation: D, for input: D.Input) throws(D.Failure) -> D.Value {
        let key = derivation.key(of: input)
        let digest = derivation.digest(of: input)
        if let kept = earlier.values[derivation.name]?[key], kept.input == digest, kept.files.allSatisfy({ digestOfFile(at: $0.key) == $0.value }) {
            var reader = BinaryArchive.Reader(kept.bytes)
            if let archived = try? D.Value(from: &reader), let value = derivation.revived(archived, for: input) {
                remember(kept, of: derivation.name, under: key, taken: true)
                return value
            }
        }
        let value = try derivation.makeWithoutKeeping(input)
        var archive = BinaryArchive()
        value.archive(into: &archive)
        let files = Dictionary(derivation.filesRead(by: value).map { ($0, digestOfFile(at: $0)) }, uniquingKeysWith: { first, _ in first })
        remember(BuildMemory.Value(input: digest, files: files, bytes: archive.bytes), of: derivation.name, under: key, taken: false)
        return value
    }

    func values<D: PlanDerivation, Failure: Error>(
        _ derivation: D, for inputs: [D.Input], make: (_ kept: [D.Value?], _ places: [Int]) throws(Failure) -> [D.Value]
    ) throws(Failure) -> PlanValues<D.Value> {
        let digests = parallel.map(inputs.indices.map { $0 }) { index in
            derivation.digest(of: inputs[index])
        }
        var kept = [D.Value?](repeating: nil, count: inputs.count)
        var places: [Int] = []
        var made: [String: StableDigest] = [:]
        for index in inputs.indices {
            let key = derivation.key(of: inputs[index])
            if let digest = digests[index] { made[key] = digest }
            if let digest = digests[index], let file = lastOutput?.files[key], file.madeFrom == digest {
                kept[index] = derivation.written(inputs[index], at: outputFolder + "/" + key)
            } else {
                places.append(index)
            }
        }
        pageDigests.withLock { $0.merge(made) { _, new in new } }
        tally.withLock { $0.kept += inputs.count - places.count }
        var values = kept
        for (index, value) in zip(places, try make(kept, places)) { values[index] = value }
        return PlanValues(values: values.map { $0! }, made: places, removed: nil)
    }

    /// What to remember of this run, which made `report`.
    func memory(after report: BuildReport) -> BuildMemory {
        var memory = BuildMemory()
        var output = report.written ?? OutputRecord()
        let digests = pageDigests.withLock { $0 }
        for (path, digest) in digests where output.files[path] != nil {
            output.files[path]?.madeFrom = digest
        }
        memory.output = output
        return memory
    }

    /// How many lasting values this run took from the last run and made, and how many files of its plan it kept.
    var counts: (taken: Int, made: Int, kept: Int) { tally.withLock { $0 } }

    /// Brings the memory's values up to date with what this run took and made (`MadeValues.finish`).
    func writeValues() throws(POSIXFiles.Failure) {
        try made.finish(count: counts.made, taken: taken.withLock { $0 }, logged: earlier.loggedValues)
    }
}

private extension RememberingReuse {
    func remember(_ value: BuildMemory.Value, of name: String, under key: String, taken: Bool) {
        if taken {
            self.taken.withLock { $0[name, default: [:]][key] = value }
        } else {
            made.add(value, of: name, under: key)
        }
        tally.withLock { counts in
            if taken { counts.taken += 1 } else { counts.made += 1 }
        }
    }

    /// The digest of the contents of the file at `path` now (`BuildMemory.absent` when there is none).
    func digestOfFile(at path: String) -> StableDigest {
        if let known = fileDigests.withLock({ $0[path] }) { return known }
        let digest = (try? POSIXFiles.read(path)).map { data in data.withUnsafeBytes { StableDigest.of($0) } } ?? BuildMemory.absent
        fileDigests.withLock { $0[path] = digest }
        return digest
    }
}
