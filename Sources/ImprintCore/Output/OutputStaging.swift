import Foundation

/// The new output folder while it is filled: written beside the output folder, and swapped in
/// whole when every file is there, so that the old output stays until the new one is complete.
///
/// Updating an output folder an earlier build wrote (`Update`), it holds only the files whose
/// bytes differ from those there, and `finish()` moves each into place: a reader may see some
/// files new and others not yet for that moment, as with any tool that updates a folder.
final class OutputStaging: @unchecked Sendable {
    /// What an update starts from, and what it changes.
    struct Update {
        /// The files of the output folder as an earlier build wrote them, still so.
        let last: OutputRecord
        /// Every path of the new output.
        let planned: Set<String>
        /// The marker the new output holds.
        let marker: String
    }

    private let writer: OutputWriter
    private let folder: OutputFolder
    private let path: String
    /// The folders above the output folder that staging made, innermost first: a failed build removes them.
    private let madeParents: [String]
    /// Where the files will be once swapped in.
    var outputPath: String { folder.path }
    private let warnings: [Diagnostic]
    /// The writers, counting no items: the pages a batch writes are counted as it is rendered.
    private let parallel: Parallel
    private let update: Update?
    private let recording: Bool
    /// The files written, by path: their record, and for an update their place in the staging folder.
    private let written = Locked<[String: (file: OutputRecord.File?, staged: String?)]>([:])
    /// How many files an update has staged: each is named by its number.
    private let stagedCount = Locked(0)

    init(
        writer: OutputWriter, folder: OutputFolder, path: String, madeParents: [String], warnings: [Diagnostic], parallel: Parallel,
        update: Update?, recording: Bool
    ) {
        self.madeParents = madeParents
        self.parallel = parallel
        self.writer = writer
        self.folder = folder
        self.path = path
        self.warnings = warnings
        self.update = update
        self.recording = recording
    }

    /// Writes files of the new output (whose folders `stage` made), on every core. On failure
    /// the staging folder is removed, as by `finish()`'s.
    func write(_ files: [OutputFile]) throws(BuildFailure) {
        do throws(POSIXFiles.Failure) {
            let entries = try parallel.map(files) { file throws(POSIXFiles.Failure) in
                (file.path, try write(file))
            }
            written.withLock { written in
                for (path, entry) in entries { written[path] = entry }
            }
        } catch {
            abandon()
            throw writer.failure(error.description)
        }
    }

    /// The paths of the output whose bytes this build changed, the removed among them, once `finish()` ran.
    private(set) var changed: [String] = []

    /// The files of the output as written, when the staging records them.
    private(set) var record: OutputRecord?

    /// Swaps the staging folder in as the output folder, or moves an update's files into it; the
    /// warnings are about leftovers that could not be removed.
    func finish() throws(BuildFailure) -> [Diagnostic] {
        // Checked again: on a large site, the output folder may have changed while pages were made.
        do throws(BuildFailure) {
            try writer.checkFolder()
        } catch {
            abandon()
            throw error
        }
        do throws(POSIXFiles.Failure) {
            let leftovers = if let update { try apply(update) } else { try writer.swap(path, into: folder) }
            if update == nil { changed = written.withLock { $0.keys.sorted() } }
            finishRecord()
            return warnings + leftovers
        } catch {
            abandon()
            throw writer.failure(error.description)
        }
    }

    /// Removes the staging folder of a build that failed.
    func abandon() {
        POSIXFiles.remove(path)
        POSIXFiles.removeEmptyFolders(madeParents)
    }
}

private extension OutputStaging {
    /// Writes one file, or for an update leaves the output's as it is when its bytes are the
    /// same: its record (when recording), and where the staging folder holds it.
    func write(_ file: OutputFile) throws(POSIXFiles.Failure) -> (file: OutputRecord.File?, staged: String?) {
        let destination = folder.path + "/" + file.path
        if case .file(let source, _) = file.body, source == destination, let kept = update?.last.files[file.path] {
            // A page an earlier build wrote from the same template and data.
            return (kept, nil)
        }
        guard let update else {
            let target = path + "/" + file.path
            try Self.put(file.body, at: target)
            return (recording ? try Self.recorded(file.body, at: target) : nil, nil)
        }
        let bytes = file.body.data
        let digest = bytes.withUnsafeBytes { StableDigest.of($0) }
        if let kept = update.last.files[file.path], kept.bytes == digest { return (kept, nil) }
        let staged = path + "/" + String(stagedCount.withLock { count in
            count += 1
            return count
        })
        if case .bytes = file.body { try POSIXFiles.write(bytes, to: staged) } else { try Self.put(file.body, at: staged) }
        return (OutputRecord.File(bytes: digest, signature: ""), staged)
    }

    /// Puts `body` at `target`, a path of the staging folder.
    static func put(_ body: OutputBody, at target: String) throws(POSIXFiles.Failure) {
        switch body {
        case .bytes, .strippedImage: try POSIXFiles.write(body.data, to: target)
        case .file(let source, _): try POSIXFiles.copy(source, to: target)
        case .cacheFile(let source, _): try POSIXFiles.linkOrCopy(source, to: target)
        }
    }

    /// The record of `body`, just written at `target`.
    static func recorded(_ body: OutputBody, at target: String) throws(POSIXFiles.Failure) -> OutputRecord.File {
        let bytes = body.data
        return OutputRecord.File(bytes: bytes.withUnsafeBytes { StableDigest.of($0) }, signature: POSIXFiles.version(of: target)?.signature ?? "")
    }

    /// Moves an update's files into the output folder and removes the files it no longer makes.
    func apply(_ update: Update) throws(POSIXFiles.Failure) -> [Diagnostic] {
        let entries = written.withLock { $0 }
        // What goes first: a file may stand where a new file's folder will be.
        let removed = (Array(update.last.files.keys) + update.last.others).filter { !update.planned.contains($0) }.sorted()
        for file in removed {
            POSIXFiles.remove(folder.path + "/" + file)
            POSIXFiles.removeEmptyFolders(POSIXFiles.folders(of: file).reversed().map { folder.path + "/" + $0 })
        }
        var changed: [String] = []
        for (file, entry) in entries.sorted(by: { $0.key < $1.key }) {
            guard let staged = entry.staged else { continue }
            let destination = folder.path + "/" + file
            if POSIXFiles.kind(of: destination) == .directory { POSIXFiles.remove(destination) }
            _ = try POSIXFiles.makeFolder((destination as NSString).deletingLastPathComponent)
            try POSIXFiles.move(staged, to: destination)
            changed.append(file)
        }
        let marker = folder.path + "/" + OutputFolder.markerName
        if (try? POSIXFiles.read(marker)) != Data(update.marker.utf8) {
            try POSIXFiles.replace(Data(update.marker.utf8), at: marker)
        }
        self.changed = (changed + removed).sorted()
        return POSIXFiles.remove(path).isEmpty ? [] : [Diagnostic(.warning, file: path, message: "the staging folder could not be removed: remove it by hand")]
    }

    /// The record of the output once in place: a moved file's signature is taken where it now is.
    func finishRecord() {
        guard recording else { return }
        let entries = written.withLock { $0 }
        var files: [String: OutputRecord.File] = [:]
        for (file, entry) in entries {
            guard let recorded = entry.file else { continue }
            files[file] = entry.staged == nil && !recorded.signature.isEmpty
                ? recorded
                : OutputRecord.File(bytes: recorded.bytes, signature: POSIXFiles.version(of: folder.path + "/" + file)?.signature ?? "")
        }
        record = OutputRecord(files: files)
    }
}
