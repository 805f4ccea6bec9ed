import Foundation
import ImprintCore

/// Locations of test fixtures and helpers to build them, for the tests of the core and of imports.
package enum Fixture {
    package static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The core's tests, whose fixture sites, invalid sites and snapshots these name.
    package static let testsDirectory = repositoryRoot.appendingPathComponent("Tests/ImprintCoreTests")
    package static let defaultTheme = repositoryRoot.appendingPathComponent("templates")

    /// The clock of every fixture build: after all fixture posts but the one in 2099.
    package static let now = Date(timeIntervalSince1970: 1_764_547_200)

    package static func site(_ name: String) -> URL { testsDirectory.appendingPathComponent("Fixtures/\(name)") }
    package static func invalidSite(_ name: String) -> URL { testsDirectory.appendingPathComponent("InvalidSites/\(name)") }
    package static func snapshot(_ name: String) -> URL { testsDirectory.appendingPathComponent("Snapshots/\(name)") }

    /// A fresh, empty temporary folder, removed with all the others when the test run ends.
    package static func temporaryDirectory() throws -> URL {
        let url = TemporaryFolders.shared.root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A new temporary folder named `name` holding `files` (path: text).
    package static func folder(_ name: String, with files: [String: String]) throws -> URL {
        let folder = try temporaryDirectory().appendingPathComponent(name)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// Build options for a fixture: its own templates/ if it has one, else the default theme.
    /// Adds `text` at the end of the file at `file`.
    package static func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    package static func options(source: URL, output: URL) -> BuildOptions {
        var options = BuildOptions(siteFolder: source, outputDirectory: output, now: now)
        if !FileManager.default.fileExists(atPath: source.appendingPathComponent("templates").path) {
            options.themeDirectory = defaultTheme
        }
        return options
    }

    /// Relative paths of all files below `root`, sorted.
    package static func files(under root: URL) throws -> [String] {
        let (files, unreadable) = AssetCollector.files(under: root, skipping: AssetCollector.isClutter)
        if let failure = unreadable.first { throw failure }
        return files
    }
}
