import Foundation
import XCTest
@testable import ImprintCLI

/// `imprint help content` and the other topics print the pages of docs/ as they are in the repository,
/// so that an installed imprint, with no docs/ beside it, documents the same.
final class HelpTopicTests: XCTestCase {
    func docsPage(_ name: String) throws -> String? {
        let url = Self.repositoryRoot.appendingPathComponent("docs/\(name).md")
        return FileManager.default.fileExists(atPath: url.path) ? try String(contentsOf: url, encoding: .utf8) : nil
    }

    /// Every page scripts/embed_docs.py embeds is the same as docs/, and none that docs/ has is missing.
    func testTheEmbeddedPagesAreDocs() throws {
        for name in ["content", "templates", "publishing"] {
            let embedded = DocsPages.all.first { $0.name == name }?.markdown
            XCTAssertEqual(embedded, try docsPage(name), "docs/\(name).md and its copy in Sources/ImprintCLI/Docs differ: run make bundled-files")
        }
    }

    func testHelpContentAndTemplatesPrintThePages() throws {
        for name in ["content", "templates"] {
            let result = run(["help", name])
            XCTAssertEqual(result.status, 0)
            XCTAssertEqual(result.out, try docsPage(name))
        }
    }

    /// Calling them, from docs/content.md, and writing them, from docs/templates.md: the two sections only.
    func testHelpShortcodesPrintsBothSections() {
        let out = run(["help", "shortcodes"]).out
        XCTAssertTrue(out.hasPrefix("### Shortcodes\n\nShortcodes put an embed"), out)
        XCTAssertTrue(out.contains("\n## Shortcodes\n\nA shortcode is a template in `templates/shortcodes/`"), out)
        XCTAssertTrue(out.hasSuffix("print HTML with `{{{inner}}}`, text with `{{title}}`.\n"), out)
        XCTAssertFalse(out.contains("### Code blocks"))
        XCTAssertFalse(out.contains("## The Mustache dialect"))
    }

    func testTheHelpListsTheTopics() {
        let out = run(["help"]).out
        XCTAssertTrue(out.contains("\n  imprint help content     Every key of site.yml and of posts, pages and projects\n"), out)
        XCTAssertTrue(out.contains("\n  imprint help shortcodes  "), out)
        XCTAssertEqual(run(["help", "contnet"]).error.components(separatedBy: "\n").first, "imprint: no help for \"contnet\": did you mean `content`?")
    }

    func testTopicsAreManualPagesInSectionFive() throws {
        let result = run(["help", "--man", "content"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.hasPrefix(#".TH IMPRINT-CONTENT 5 "" "imprint \#(CLI.version)" "File Formats""#), result.out)
        XCTAssertTrue(result.out.contains("\n.SH NAME\nimprint\\-content \\- Every key of site.yml"), result.out)
        let page = try XCTUnwrap(try docsPage("content"))
        let body = page.split(separator: "\n", omittingEmptySubsequences: false).map { ManPage.escape(String($0)) }.joined(separator: "\n")
        XCTAssertTrue(result.out.contains(".nf\n" + body), "the page is docs/content.md line for line")
        XCTAssertTrue(run(["help", "--man", "templates"]).out.hasPrefix(".TH IMPRINT-TEMPLATES 5 "))
        let unknown = run(["help", "--man", "shortcodes"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.error.hasPrefix("imprint: no manual page for \"shortcodes\": the pages are content, templates\n"), unknown.error)
    }

    /// What `imprint init` writes and the messages name the command, not a file an installed imprint lacks.
    func testStarterFilesPointAtTheCommand() throws {
        let site = temporaryFolder("help-topics")
        XCTAssertEqual(run(["init", site.path]).status, 0)
        let config = try String(contentsOf: site.appendingPathComponent("content/site.yml"), encoding: .utf8)
        XCTAssertTrue(config.hasPrefix("# Your site's settings. `imprint help content` describes every key.\n"), config)
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.path)
        for file in files {
            let text = (try? String(contentsOf: site.appendingPathComponent(file), encoding: .utf8)) ?? ""
            XCTAssertFalse(text.contains("docs/content.md") || text.contains("docs/templates.md"), "\(file) points at docs/")
        }
    }
}
