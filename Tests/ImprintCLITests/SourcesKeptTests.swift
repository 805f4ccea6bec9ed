import Foundation
import ImprintCore
import ImprintPreview
import XCTest

/// No command deletes or overwrites a file under `content/` or `templates/`: each runs on a copy
/// of the everything fixture, and every source file is compared before and after.
final class SourcesKeptTests: XCTestCase {
    func testNoCommandChangesOrRemovesASourceFile() throws {
        let site = temporaryFolder("sources-kept")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.repositoryRoot.appendingPathComponent("Tests/ImprintCoreTests/Fixtures/everything/content"), to: site.appendingPathComponent("content"))
        try FileManager.default.copyItem(at: Self.repositoryRoot.appendingPathComponent("templates"), to: site.appendingPathComponent("templates"))
        let before = try sources(of: site)
        XCTAssertGreaterThan(before.count, 30)
        func assertKept(_ command: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let now = try sources(of: site)
            for (path, contents) in before where now[path] != contents {
                XCTFail("\(command) \(now[path] == nil ? "removed" : "changed") \(path)", file: file, line: line)
            }
        }

        XCTAssertEqual(run(["build", "--source", site.path, "--quiet"]).status, 0)
        try assertKept("build")
        XCTAssertEqual(run(["check", "--source", site.path, "--quiet"]).status, 1, "the fixture has deliberate broken links")
        try assertKept("check")
        for output in [site.path, site.appendingPathComponent("content").path, site.appendingPathComponent("templates/partials").path, "\(site.path)/content/.."] {
            XCTAssertEqual(run(["build", "--source", site.path, "--output", output, "--quiet"]).status, 1, output)
            try assertKept("build --output \(output)")
        }
        for (kind, title) in [("project", "Widget"), ("page", "About"), ("post", "First post")] {
            _ = run(["new", kind, title, "--source", site.path])
            try assertKept("new \(kind) \(title)")
        }
        XCTAssertNotEqual(run(["init", site.path]).status, 0, "init refuses a folder that holds a site")
        try assertKept("init")

        let options = BuildOptions(siteFolder: site, outputDirectory: site.appendingPathComponent("public"), now: Date(timeIntervalSince1970: 1_764_547_200))
        let server = try PreviewServer(options: options, host: "127.0.0.1", port: 0, log: { _ in })
        let post = site.appendingPathComponent("content/posts/2013-01-01-no-summary.md")
        server.rebuild(changed: [post.path])
        server.stop()
        try assertKept("serve")
    }

    /// Every file under content/ and templates/, by path.
    private func sources(of site: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in ["content", "templates"] {
            let root = site.appendingPathComponent(folder)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = enumerator?.nextObject() as? URL {
                guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
                files[folder + "/" + String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))] = try Data(contentsOf: url)
            }
        }
        return files
    }
}
