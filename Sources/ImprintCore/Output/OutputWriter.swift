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
    /// filled batch by batch while the build makes them and swapped in by `finish()`. Given the
    /// files of the output folder that an earlier build wrote and that are still as written
    /// (`updating`), the staging folder takes only files whose bytes differ, and `finish()`
    /// moves them into the output folder and removes what the build no longer makes: nothing
    /// else is touched. With `recording`, the files are recorded as written (`OutputStaging.record`).
    func stage(
        _ paths: [(path: String, source: String)], builtFor base: BaseURL?, parallel: Parallel = .allCores,
        updating last: OutputRecord? = nil, recording: Bool = false
    ) throws(BuildFailure) -> OutputStaging {
        let problems = Self.check(paths)
        guard problems.isEmpty else { throw BuildFailure(diagnostics: problems) }
        // Checked again, not only before the build: the folder may have changed meanwhile.
        let folder = try checkFolder()
        let staging = folder.parentPath + "/.\(folder.name).imprint-staging-\(ProcessInfo.processInfo.processIdentifier)"
        let warnings = removeLeftovers(of: folder)
        POSIXFiles.remove(staging)
        let update = last.flatMap { last in
            last.files.isEmpty ? nil : OutputStaging.Update(last: last, planned: Set(paths.map(\.path)), marker: OutputFolder.marker(builtFor: base))
        }
        let madeParents: [String]
        do throws(POSIXFiles.Failure) {
            madeParents = try POSIXFiles.makeFolder(folder.parentPath)
            if update != nil {
                try POSIXFiles.makeDirectories([staging])
            } else {
                try POSIXFiles.makeDirectories([staging] + POSIXFiles.directories(for: paths.map(\.path), under: staging))
                try POSIXFiles.write(Data(OutputFolder.marker(builtFor: base).utf8), to: staging + "/" + OutputFolder.markerName)
            }
        } catch {
            POSIXFiles.remove(staging)
            throw failure(error.description)
        }
        return OutputStaging(
            writer: self, folder: folder, path: staging, madeParents: madeParents, warnings: warnings, parallel: Parallel(width: parallel.width),
            update: update, recording: recording || update != nil)
    }
}

extension OutputWriter {
    /// Puts `staging` where the output folder is. Swapped in one step where the system can, so
    /// that a build killed at any moment leaves the old site or the new one, never neither; the
    /// old one then goes.
    func swap(_ staging: String, into folder: OutputFolder) throws(POSIXFiles.Failure) -> [Diagnostic] {
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
    func removeLeftovers(of folder: OutputFolder) -> [Diagnostic] {
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

    func failure(_ message: String) -> BuildFailure {
        BuildFailure(diagnostics: [Diagnostic(.error, file: outputDirectory.path, message: message)])
    }
}
