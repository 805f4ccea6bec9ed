import Foundation
import XCTest
@testable import ImprintCore

/// Issue 39's Hugo cases: sites of a few files each, written here, imported into a fresh site
/// and built. Template text in prose, a projects section, files in several languages, Hugo's
/// heading ids and private files of `static/` each failed the build, or lost what Hugo showed.
extension ImportTests {
    /// A Hugo site's folder with `files` (path: text), `hugo.toml` among them.
    func hugoSite(_ files: [String: String]) throws -> URL {
        let hugo = try Fixture.temporaryDirectory().appendingPathComponent("hugo")
        for (path, text) in files {
            let url = hugo.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return hugo
    }

    func testPrivateFilesOfAHugoSiteAreLeftOutAndNamed() throws {
        let hugo = try hugoSite([
            "hugo.toml": "title = \"T\"\n",
            "content/posts/first/index.md": "+++\ntitle = \"First\"\ndate = 2021-01-01\n+++\nA post.\n",
            "content/posts/first/draft.md.bak": "Old text.\n",
            "static/.env": "SECRET=1\n",
            "static/keys/deploy.pem": "-----BEGIN PRIVATE KEY-----\n",
            "static/.htaccess": "Options -Indexes\n",
            "static/.well-known/security.txt": "Contact: mailto:a@example.org\n",
            "static/app.js": "let a = 1\n",
        ])
        let report = try SiteImporter(siteRoot: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.privateFilesLeftOut.map { String($0.prefix { $0 != ":" }) }.sorted(),
                       ["content/posts/2021-01-01-first/draft.md.bak", "content/static/.env", "content/static/keys/deploy.pem"], "\(report.privateFilesLeftOut)")
        XCTAssertTrue(report.lines.contains("  content/static/.env: not copied: its name is that of a file of keys, passwords or tokens; "
            + "copy it by hand and list .env in static.publish in site.yml only if it is meant to be public"), "\(report.lines)")
        XCTAssertEqual(report.staticCopied, ["content/static/.htaccess", "content/static/.well-known/security.txt", "content/static/app.js"])
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files[".well-known/security.txt"])
    }
}
