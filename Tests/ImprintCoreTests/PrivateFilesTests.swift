import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// What the folders published as they are may hold that is not published: editors' files, keys,
/// backups, hidden files, and what is no file at all. (`InvalidSites/private-files` has the messages.)
final class PrivateFilesTests: XCTestCase {
    func testKeysBackupsAndHiddenFilesAreNamedByTheirPath() {
        let rules = PrivateFiles(publishedAnyway: [])
        for path in ["id_ed25519", ".ssh/id_ed25519", "certs/site.PEM", "backup.kdbx", ".env.production", "secrets.yml", ".pypirc",
                     "old/wp-config.php", "infra/terraform.tfstate", "dump.sql", "comments.SQLITE"] {
            XCTAssertEqual(rules.reason(for: path, checkingHidden: false), .secret, path)
        }
        XCTAssertEqual(rules.reason(for: "about.html.bak", checkingHidden: false), .backup)
        XCTAssertEqual(rules.reason(for: ".vscode/settings.json", checkingHidden: true), .hidden(folder: ".vscode/"))
        XCTAssertEqual(rules.reason(for: "docs/.git-blame-ignore-revs", checkingHidden: true), .hidden(folder: nil))
        for path in [".well-known/security.txt", ".well-known/.private-but-well-known", ".htaccess", "docs/.nojekyll", "id_ed25519.pub", "keynote.html", "CNAME"] {
            XCTAssertNil(rules.reason(for: path, checkingHidden: true), path)
        }
        XCTAssertNil(rules.reason(for: ".vscode/settings.json", checkingHidden: false), "left out before, where hidden files are")
    }

    func testStaticPublishTakesPathsFoldersAndPatterns() {
        let rules = PrivateFiles(publishedAnyway: ["keys/", "talk.key", "*.pem"].map(PathPattern.init))
        for path in ["keys/id_rsa", "talk.key", "certs/public.pem"] {
            XCTAssertNil(rules.reason(for: path, checkingHidden: true), path)
        }
        XCTAssertEqual(rules.reason(for: "keysafe/id_rsa", checkingHidden: true), .secret)
    }

    /// Reading a FIFO would wait for a writer forever; Emacs's lock is a link to nowhere while a
    /// file is being edited, and its `#autosave#` holds the unsaved text.
    func testAFIFOIsAnErrorAndEditorsFilesAreLeftOut() throws {
        let root = try Fixture.temporaryDirectory()
        let statics = root.appendingPathComponent("static")
        try FileManager.default.createDirectory(at: statics, withIntermediateDirectories: true)
        try Data("text".utf8).write(to: statics.appendingPathComponent("notes.txt"))
        try Data("unsaved".utf8).write(to: statics.appendingPathComponent("#notes.txt#"))
        try FileManager.default.createSymbolicLink(atPath: statics.appendingPathComponent(".#notes.txt").path, withDestinationPath: "me@host.1234:1700000000")
        let collector = AssetCollector(
            themeAssets: root.appendingPathComponent("theme"), contentAssets: root.appendingPathComponent("assets"), staticFiles: statics)
        var problems: [Diagnostic] = []
        XCTAssertEqual(collector.collect(into: &problems).map(\.path), ["notes.txt"])
        XCTAssertEqual(problems, [])

        XCTAssertEqual(mkfifo(statics.appendingPathComponent("pipe").path, 0o600), 0)
        XCTAssertEqual(collector.collect(into: &problems).map(\.path), ["notes.txt"], "the FIFO is left out, the file kept")
        XCTAssertEqual(problems.map(\.description), [
            "content/static/pipe: error: cannot publish it: it is a FIFO, a socket or a device, not a file: delete it or move it out of the site",
        ])
    }
}
