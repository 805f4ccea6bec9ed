import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// A site's configuration that does not parse stops the import: read without it, a Jekyll
/// site's `exclude` is lost and the files it kept private are published.
extension ImportTests {
    func testAJekyllConfigThatDoesNotParseIsAnErrorAndNothingIsWritten() throws {
        let jekyll = try jekyllSite(config: "title: Diary\nexclude: [private/, notes.txt\n")
        let before = try Fixture.files(under: site)
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll)) { error in
            XCTAssertEqual((error as? ImportError)?.describe(file: "old-blog"), "old-blog/_config.yml:3:1: error: YAML syntax error: did not find"
                + " expected ',' or ']' while parsing a flow sequence that starts at line 2, column 10: correct it, since importing without the settings it holds (which files not to publish, the URLs) would"
                + " publish the wrong files; nothing was written")
        }
        XCTAssertEqual(try Fixture.files(under: site), before)

        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        try Data("exclude: [private/, notes.txt]\nnested: \(deep)\n".utf8).write(to: jekyll.appendingPathComponent("_config.yml"))
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll), "a config past the limits is an error too") { error in
            XCTAssertTrue((error as? ImportError)?.describe(file: "old-blog").hasPrefix("old-blog/_config.yml:2:") == true, "\(error)")
        }

        try Data("exclude: [private/, notes.txt]\n".utf8).write(to: jekyll.appendingPathComponent("_config.yml"))
        XCTAssertEqual(try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll).staticCopied, ["content/static/robots-free.txt"])
    }

    /// Jekyll publishes hidden files that `include` lists, and `.htaccess`; the others stay out.
    func testAJekyllSitesIncludeBringsItsHiddenFiles() throws {
        let jekyll = try jekyllSite(config: "exclude: [private/, notes.txt]\ninclude: [.well-known]\n")
        try FileManager.default.createDirectory(at: jekyll.appendingPathComponent(".well-known"), withIntermediateDirectories: true)
        try Data("Contact: mailto:security@example.org\n".utf8).write(to: jekyll.appendingPathComponent(".well-known/security.txt"))
        try Data("Options -Indexes\n".utf8).write(to: jekyll.appendingPathComponent(".htaccess"))
        try Data("TOKEN=x\n".utf8).write(to: jekyll.appendingPathComponent(".env"))
        XCTAssertEqual(try SiteImporter(siteFolder: site).run(jekyll, format: .jekyll).staticCopied, [
            "content/static/.htaccess", "content/static/.well-known/security.txt", "content/static/robots-free.txt",
        ])
    }

    func testAHugoYAMLConfigThatDoesNotParseIsAnErrorAtItsPlace() throws {
        let hugo = try Fixture.temporaryDirectory().appendingPathComponent("hugo")
        try FileManager.default.createDirectory(at: hugo.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("title: Mine\nparams: {a: 1\n".utf8).write(to: hugo.appendingPathComponent("hugo.yaml"))
        XCTAssertThrowsError(try SiteImporter(siteFolder: site).run(hugo, format: .hugo)) { error in
            XCTAssertTrue((error as? ImportError)?.describe(file: "hugo/").hasPrefix("hugo/hugo.yaml:3:1: error: YAML syntax error: ") == true, "\(error)")
        }
    }
}

private extension ImportTests {
    /// A Jekyll site with a post, the `_config.yml` given, and files it excludes.
    func jekyllSite(config: String) throws -> URL {
        let jekyll = try Fixture.temporaryDirectory().appendingPathComponent("jekyll")
        try FileManager.default.createDirectory(at: jekyll.appendingPathComponent("private"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: jekyll.appendingPathComponent("_posts"), withIntermediateDirectories: true)
        try Data(config.utf8).write(to: jekyll.appendingPathComponent("_config.yml"))
        try Data("---\ntitle: Hello\n---\nHello.\n".utf8).write(to: jekyll.appendingPathComponent("_posts/2020-01-02-hello.md"))
        try Data("what I did today".utf8).write(to: jekyll.appendingPathComponent("private/diary.txt"))
        try Data("passwords".utf8).write(to: jekyll.appendingPathComponent("notes.txt"))
        try Data("public".utf8).write(to: jekyll.appendingPathComponent("robots-free.txt"))
        return jekyll
    }
}
