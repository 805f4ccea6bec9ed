import Foundation
@testable import ImprintCore

/// Locations of test fixtures and helpers to build them.
enum Fixture {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let repositoryRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let defaultTheme = repositoryRoot.appendingPathComponent("templates")

    /// The clock of every fixture build: after all fixture posts but the one in 2099.
    static let now = Date(timeIntervalSince1970: 1_764_547_200)

    static func site(_ name: String) -> URL { testsDirectory.appendingPathComponent("Fixtures/\(name)") }
    static func invalidSite(_ name: String) -> URL { testsDirectory.appendingPathComponent("InvalidSites/\(name)") }
    static func snapshot(_ name: String) -> URL { testsDirectory.appendingPathComponent("Snapshots/\(name)") }

    /// A fresh, empty temporary folder, removed with all the others when the test run ends.
    static func temporaryDirectory() throws -> URL {
        let url = TemporaryFolders.shared.root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Build options for a fixture: its own templates/ if it has one, else the default theme.
    /// Adds `text` at the end of the file at `file`.
    static func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    static func options(source: URL, output: URL) -> BuildOptions {
        var options = BuildOptions(sourceDirectory: source, outputDirectory: output, now: now)
        if !FileManager.default.fileExists(atPath: source.appendingPathComponent("templates").path) {
            options.themeDirectory = defaultTheme
        }
        return options
    }

    /// Relative paths of all files below `root`, sorted.
    static func files(under root: URL) throws -> [String] {
        let (files, unreadable) = AssetCollector.files(under: root, skipping: AssetCollector.isClutter)
        if let failure = unreadable.first { throw failure }
        return files
    }
}
