import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// `/license/` as readers use it: the owner's words from `content/pages/license.md`, an index of
/// its sections, each project's credit line to copy, license texts whose addresses are links.
/// The `license` fixture has a long holder and long addresses (Tests/browser/check_license.py
/// looks at it in a browser).
final class LicensePageTests: XCTestCase {
    private static let report: Result<BuildReport, Error> = Result {
        try SiteBuild(options: Fixture.options(source: Fixture.site("license"), output: try Fixture.temporaryDirectory())).generate()
    }

    /// `license.md` introduces `/license/` as `projects.md` introduces `/projects/`: no page of
    /// its own, so no clash of two files at `/license/`, and links to it lead there.
    func testLicenseMdIntroducesTheLicensePage() throws {
        let page = try Self.page("license/index.html")
        XCTAssertTrue(page.contains("<h1>Licensing</h1>"), page)
        XCTAssertTrue(page.contains("<title>Licensing"), page)
        XCTAssertTrue(page.contains("<meta name=\"description\" content=\"How to use and credit my projects.\">"), page)
        XCTAssertTrue(page.contains("<p>Everything here is open source. If you are unsure whether your use is fine, <a href=\"/projects/\">the projects</a>"), page)
        XCTAssertTrue(try Self.page("projects/index.html").contains("see <a href=\"/license/\">how to credit them</a>."))
        let pages = try Self.report.get().files.map(\.path).filter { $0.hasPrefix("licensing/") || $0.hasPrefix("pages/") }
        XCTAssertEqual(pages, [], "license.md is no page of its own")
    }

    /// Near the top, before the long texts: a link to every section, and every link has its section.
    func testTheIndexLinksEverySection() throws {
        let page = try Self.page("license/index.html")
        let index = try XCTUnwrap(page.range(of: "<nav class=\"toc\" aria-label=\"Contents\">").map { page[$0.lowerBound...] }, page)
        let links = index[..<index.range(of: "</nav>")!.lowerBound].matches(of: /href="#([^"]+)"/).map { String($0.output.1) }
        XCTAssertEqual(links, ["terms-of-use", "how-to-give-credit", "commercial", "donate", "Apache-2.0", "MIT", "MPL-2.0"])
        for id in links { XCTAssertTrue(page.contains("id=\"\(id)\""), "#\(id) leads nowhere") }
        XCTAssertLessThan(page.range(of: "class=\"toc\"")!.lowerBound, page.range(of: "id=\"terms-of-use\"")!.lowerBound)
    }

    /// A site without projects has nothing to credit: no empty credit section, nor its link.
    func testASiteWithoutProjectsHasNoCreditSection() throws {
        let site = try Fixture.temporaryDirectory()
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("title: T\nbase_url: https://example.org/\n".utf8).write(to: site.appendingPathComponent("content/site.yml"))
        let report = try SiteBuild(options: Fixture.options(source: site, output: try Fixture.temporaryDirectory())).generate()
        let page = String(decoding: try XCTUnwrap(report.files.first { $0.path == "license/index.html" }).contents, as: UTF8.self)
        XCTAssertTrue(page.contains("href=\"#terms-of-use\""), page)
        XCTAssertFalse(page.contains("how-to-give-credit") || page.contains("credit-lines"), page)
    }

    /// Readers copy a line that is filled in for the project they use, never `{project} by {holder}`.
    func testReadersSeeEachCreditLineFilledIn() throws {
        let page = try Self.page("license/index.html")
        for placeholder in ["{project}", "{holder}", "{url}", "{license}", "{year}"] {
            XCTAssertFalse(page.contains(placeholder), placeholder)
        }
        let base = "https://open-source.jonas-berg-independent-software-studio.example/projects/"
        for line in [
            "Includes Gadget by Jonas Berg Independent Software Studio Aktiebolag (\(base)gadget/), Apache-2.0 license, 2021",
            "Includes KeychainSynchronisationToolkitForProfessionals by Jonas Berg Independent Software Studio Aktiebolag "
                + "(\(base)keychain-synchronisation-toolkit-for-professionals/), MIT license, 2021",
            "Includes Mozilla Thing by Jonas Berg Independent Software Studio Aktiebolag (\(base)mozilla-thing/), MPL-2.0 license, 2021",
        ] {
            // Copied, the line is as written: `<wbr>` only says where a narrow screen may wrap it.
            XCTAssertTrue(page.replacingOccurrences(of: "<wbr>", with: "").contains("<pre><code>\(line)</code></pre>"), line)
        }
        XCTAssertTrue(page.contains("(https://<wbr>open<wbr>-source<wbr>.jonas<wbr>-berg"), "the address wraps between its parts")
    }

    func testLicenseTextsLinkTheirAddresses() throws {
        let page = try Self.page("license/index.html")
        XCTAssertTrue(page.contains(#"<p><a href="http://www.apache.org/licenses/LICENSE-2.0">http://www.apache.org/licenses/LICENSE-2.0</a></p>"#))
        XCTAssertTrue(page.contains(#"obtain one at <a href="http://mozilla.org/MPL/2.0/">http://mozilla.org/MPL/2.0/</a>.</p>"#))
    }

    func testAddressesInPlainTextBecomeLinks() {
        XCTAssertEqual(LinkedText.html("see <https://unlicense.org/>, or (http://a.example/x_(y)). \"A&B\""),
                       #"see &lt;<a href="https://unlicense.org/">https://unlicense.org/</a>&gt;, or "#
                           + #"(<a href="http://a.example/x_(y)">http://a.example/x_(y)</a>). &quot;A&amp;B&quot;"#)
        XCTAssertEqual(LinkedText.html("https://a.example/?q=1&r=2"), #"<a href="https://a.example/?q=1&amp;r=2">https://a.example/?q=1&amp;r=2</a>"#)
        XCTAssertEqual(LinkedText.html("no address: http:// alone"), "no address: http:// alone")
    }

    func testAddressesInACreditLineWrapBetweenTheirParts() {
        XCTAssertEqual(LinkedText.breakableHTML("Kit by A&B (https://a.example/kit/), MIT"),
                       "Kit by A&amp;B (https://<wbr>a<wbr>.example<wbr>/kit<wbr>/), MIT")
    }
}

private extension LicensePageTests {
    static func page(_ path: String) throws -> String {
        String(decoding: try XCTUnwrap(try report.get().files.first { $0.path == path }, path).contents, as: UTF8.self)
    }
}
