import Foundation

/// The one place output reaches the disk. It checks every path, refuses clashes, writes into a
/// staging folder beside the output folder, and swaps it in only when everything was written:
/// a failed build leaves the previous output exactly as it was.
public struct OutputWriter: Sendable {
    public let outputDirectory: URL

    public init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory.standardizedFileURL
    }

    /// Problems with the set of files: unsafe paths and two files at one path.
    public static func check(_ files: [OutputFile]) -> [Diagnostic] {
        var owners: [String: String] = [:]
        var problems: [Diagnostic] = []
        for file in files {
            if let problem = pathProblem(file.path) {
                problems.append(Diagnostic(.error, file: file.source, message: "output path \"\(file.path)\" \(problem)"))
            } else if let first = owners[file.path] {
                problems.append(Diagnostic(.error, file: file.source, message: "writes \(file.path), which \(first) writes too: give one of them another slug"))
            } else {
                owners[file.path] = file.source
            }
        }
        return problems
    }

    /// Writes `files` as the complete new contents of the output folder.
    public func write(_ files: [OutputFile]) throws {
        let problems = Self.check(files)
        guard problems.isEmpty else { throw BuildFailure(diagnostics: problems, step: "write output") }
        let fileManager = FileManager.default
        let parent = outputDirectory.deletingLastPathComponent()
        let name = outputDirectory.lastPathComponent
        let staging = parent.appendingPathComponent(".\(name).imprint-staging-\(ProcessInfo.processInfo.processIdentifier)")
        let retired = parent.appendingPathComponent(".\(name).imprint-old-\(ProcessInfo.processInfo.processIdentifier)")
        removeLeftovers(in: parent, of: name)
        try? fileManager.removeItem(at: staging)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            try FastFileSystem.makeDirectories(FastFileSystem.directories(for: files.map(\.path), under: staging.path))
            for file in files {
                try FastFileSystem.write(file.contents, to: staging.path + "/" + file.path)
            }
            // Swapped in one step where the system can, so that a build killed at any moment
            // leaves the old site or the new one, never neither; the old one then goes.
            if fileManager.fileExists(atPath: outputDirectory.path), FastFileSystem.exchange(staging.path, outputDirectory.path) {
                try? fileManager.removeItem(at: staging)
                return
            }
            if fileManager.fileExists(atPath: outputDirectory.path) {
                try fileManager.moveItem(at: outputDirectory, to: retired)
            }
            try fileManager.moveItem(at: staging, to: outputDirectory)
            try? fileManager.removeItem(at: retired)
        } catch {
            try? fileManager.removeItem(at: staging)
            if !fileManager.fileExists(atPath: outputDirectory.path), fileManager.fileExists(atPath: retired.path) {
                try? fileManager.moveItem(at: retired, to: outputDirectory)
            }
            throw error
        }
    }
}

private extension OutputWriter {
    /// Removes the staging and retired folders of builds that were killed before they finished
    /// (their process is gone), which are hidden beside the output folder.
    func removeLeftovers(in parent: URL, of name: String) {
        let prefixes = [".\(name).imprint-staging-", ".\(name).imprint-old-"]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            guard let prefix = prefixes.first(where: entry.hasPrefix), let id = Int32(entry.dropFirst(prefix.count)),
                  id != ProcessInfo.processInfo.processIdentifier, !FastFileSystem.isRunning(id)
            else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))
        }
    }

    /// Why a relative output path could escape or confuse the output folder, or nil.
    static func pathProblem(_ path: String) -> String? {
        let bytes = Array(path.utf8)
        if bytes.isEmpty || bytes[0] == UInt8(ascii: "/") { return "must be relative to the output folder" }
        if bytes.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 0 }) { return "must not contain `\\` or NUL" }
        let segments = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if segments.contains(where: { $0.isEmpty || $0.elementsEqual([UInt8(ascii: ".")]) || $0.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) }) {
            return "must not contain empty, `.` or `..` segments"
        }
        return nil
    }
}
