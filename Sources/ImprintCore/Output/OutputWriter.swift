import Foundation

/// The one place output reaches the disk. It checks every path, refuses clashes, writes into a
/// staging folder beside the output folder, and swaps it in only when everything was written:
/// a failed build leaves the previous output exactly as it was.
struct OutputWriter: Sendable {
    let outputDirectory: URL
    /// The user's folders that the output may not be or hold.
    let protected: [OutputFolder.Protected]

    init(outputDirectory: URL, protecting protected: [OutputFolder.Protected] = []) {
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.protected = protected
    }

    /// Problems with a set of files, known by path and source before they are made: unsafe
    /// paths, two files at one path (or at paths that differ only in case), and a path that is
    /// a file for one and a folder for another.
    static func check(_ files: [(path: String, source: String)]) -> [Diagnostic] {
        // Keyed by substrings, so that looking up each file's folders makes no strings.
        var owners: [Substring: String] = [:]
        owners.reserveCapacity(files.count)
        var problems: [Diagnostic] = []
        for file in files {
            if let problem = OutputPath.problem(file.path) {
                problems.append(Diagnostic(.error, file: file.source, message: "output path \"\(file.path)\" \(problem)"))
            } else if let first = owners[Substring(file.path)] {
                let fix = [file.source, first].contains { $0.hasPrefix("content/static/") } ? "rename or move the file of content/static/" : "give one of them another slug"
                problems.append(Diagnostic(.error, file: file.source, message: "writes \(file.path), which \(first) writes too: \(fix)"))
            } else {
                owners[Substring(file.path)] = file.source
            }
        }
        for file in files where owners[Substring(file.path)] == file.source {
            guard let folder = POSIXFiles.folderPrefixes(of: file.path).first(where: { owners[$0] != nil }) else { continue }
            problems.append(Diagnostic(
                .error, file: file.source,
                message: "writes \(file.path), inside the folder \(folder), which \(owners[folder]!) writes as a file: change one of the two paths"))
        }
        return problems + CaseClashes.find(files)
    }

    /// Refuses an output folder whose replacement would destroy anything the user owns.
    @discardableResult
    func checkFolder() throws(BuildFailure) -> OutputFolder {
        let folder: OutputFolder
        do {
            folder = try OutputFolder(outputDirectory)
        } catch {
            throw failure(error.description)
        }
        if let problem = folder.problem(protecting: protected) {
            throw failure("the output folder \(problem)")
        }
        return folder
    }

    /// Writes `files` as the complete new contents of the output folder, built for `base`
    /// (which its marker keeps, for `imprint check`); the warnings are about leftovers that could
    /// not be removed.
    @discardableResult
    func write(_ files: [OutputFile], builtFor base: BaseURL?) throws(BuildFailure) -> [Diagnostic] {
        let staging = try stage(files.map { ($0.path, $0.source) }, builtFor: base)
        try staging.write(files)
        return try staging.finish()
    }

    /// A staging folder for files at `paths`, with their folders and the marker made, to be
    /// filled batch by batch while the build makes them and swapped in by `finish()`.
    func stage(_ paths: [(path: String, source: String)], builtFor base: BaseURL?, parallel: Parallel = .allCores) throws(BuildFailure) -> OutputStaging {
        let problems = Self.check(paths)
        guard problems.isEmpty else { throw BuildFailure(diagnostics: problems) }
        // Checked again, not only before the build: the folder may have changed meanwhile.
        let folder = try checkFolder()
        let staging = folder.parentPath + "/.\(folder.name).imprint-staging-\(ProcessInfo.processInfo.processIdentifier)"
        let warnings = removeLeftovers(of: folder)
        POSIXFiles.remove(staging)
        let madeParents: [String]
        do throws(POSIXFiles.Failure) {
            madeParents = try POSIXFiles.makeFolder(folder.parentPath)
            try POSIXFiles.makeDirectories([staging] + POSIXFiles.directories(for: paths.map(\.path), under: staging))
            try POSIXFiles.write(Data(OutputFolder.marker(builtFor: base).utf8), to: staging + "/" + OutputFolder.markerName)
        } catch {
            POSIXFiles.remove(staging)
            throw failure(error.description)
        }
        return OutputStaging(
            writer: self, folder: folder, path: staging, madeParents: madeParents, warnings: warnings, parallel: Parallel(width: parallel.width))
    }
}

/// The new output folder while it is filled: written beside the output folder, and swapped in
/// whole when every file is there, so that the old output stays until the new one is complete.
final class OutputStaging: @unchecked Sendable {
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

    fileprivate init(
        writer: OutputWriter, folder: OutputFolder, path: String, madeParents: [String], warnings: [Diagnostic], parallel: Parallel
    ) {
        self.madeParents = madeParents
        self.parallel = parallel
        self.writer = writer
        self.folder = folder
        self.path = path
        self.warnings = warnings
    }

    /// Writes files of the new output (whose folders `stage` made), on every core. On failure
    /// the staging folder is removed, as by `finish()`'s.
    func write(_ files: [OutputFile]) throws(BuildFailure) {
        let staging = path
        do throws(POSIXFiles.Failure) {
            _ = try parallel.map(files) { file throws(POSIXFiles.Failure) in
                switch file.body {
                case .bytes, .strippedImage: try POSIXFiles.write(file.body.data, to: staging + "/" + file.path)
                case .file(let path, _): try POSIXFiles.copy(path, to: staging + "/" + file.path)
                case .cacheFile(let path, _): try POSIXFiles.linkOrCopy(path, to: staging + "/" + file.path)
                }
            }
        } catch {
            abandon()
            throw writer.failure(error.description)
        }
    }

    /// Swaps the staging folder in as the output folder; the warnings are about leftovers that could not be removed.
    func finish() throws(BuildFailure) -> [Diagnostic] {
        // Checked again: on a large site, the output folder may have changed while pages were made.
        do throws(BuildFailure) {
            try writer.checkFolder()
        } catch {
            abandon()
            throw error
        }
        do throws(POSIXFiles.Failure) {
            return try warnings + writer.swap(path, into: folder)
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

extension OutputWriter {
    /// Puts `staging` where the output folder is. Swapped in one step where the system can, so
    /// that a build killed at any moment leaves the old site or the new one, never neither; the
    /// old one then goes.
    fileprivate func swap(_ staging: String, into folder: OutputFolder) throws(POSIXFiles.Failure) -> [Diagnostic] {
        guard POSIXFiles.kind(of: folder.path) != .missing else {
            try POSIXFiles.move(staging, to: folder.path)
            return []
        }
        if POSIXFiles.exchange(staging, folder.path) {
            return leftoverWarnings(POSIXFiles.remove(staging), of: staging)
        }
        let retired = folder.parentPath + "/.\(folder.name).imprint-old-\(ProcessInfo.processInfo.processIdentifier)"
        try POSIXFiles.move(folder.path, to: retired)
        do throws(POSIXFiles.Failure) {
            try POSIXFiles.move(staging, to: folder.path)
        } catch {
            try? POSIXFiles.move(retired, to: folder.path)
            throw error
        }
        return leftoverWarnings(POSIXFiles.remove(retired), of: retired)
    }

    /// Removes the staging and retired folders of builds that were killed before they finished
    /// (their process is gone), which are hidden beside the output folder.
    private func removeLeftovers(of folder: OutputFolder) -> [Diagnostic] {
        let prefixes = [".\(folder.name).imprint-staging-", ".\(folder.name).imprint-old-"]
        var warnings: [Diagnostic] = []
        for entry in (try? POSIXFiles.list(folder.parentPath)) ?? [] {
            guard let prefix = prefixes.first(where: entry.hasPrefix), let id = Int32(entry.dropFirst(prefix.count)),
                  id != ProcessInfo.processInfo.processIdentifier, !POSIXFiles.isRunning(id)
            else { continue }
            let path = folder.parentPath + "/" + entry
            warnings += leftoverWarnings(POSIXFiles.remove(path), of: path)
        }
        return warnings
    }

    /// One warning for a hidden folder that could not be removed, naming what stayed and why.
    private func leftoverWarnings(_ failures: [POSIXFiles.Failure], of leftover: String) -> [Diagnostic] {
        guard let first = failures.first else { return [] }
        let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
        return [Diagnostic(
            .warning, file: leftover,
            message: "an earlier build's folder could not be removed (\(first.description)\(more)): remove it by hand")]
    }

    fileprivate func failure(_ message: String) -> BuildFailure {
        BuildFailure(diagnostics: [Diagnostic(.error, file: outputDirectory.path, message: message)])
    }
}
