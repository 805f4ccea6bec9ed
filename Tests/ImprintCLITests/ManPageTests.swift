import XCTest
@testable import ImprintCLI

/// The man page is the help texts in roff: every line `imprint help` prints is on it.
final class ManPageTests: XCTestCase {
    func testHelpManPrintsThePage() {
        let result = run(["help", "--man"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.out, ManPage.render() + "\n")
        XCTAssertTrue(result.out.hasPrefix(#".TH IMPRINT 1 "" "imprint \#(CLI.version)" "User Commands""#), result.out)
    }

    func testNameIsTheHelpsSummary() {
        XCTAssertTrue(ManPage.render().contains("\n.SH NAME\nimprint \\- a static\\-site generator for developer blogs"))
    }

    func testEveryCommandsHelpIsOnThePageLineForLine() {
        let page = ManPage.render()
        for command in CLI.commands {
            let section = ".SS imprint \(command.name)\n.nf\n" + command.help.split(separator: "\n", omittingEmptySubsequences: false)
                .map { ManPage.escape(String($0)) }.joined(separator: "\n") + "\n.fi\n"
            XCTAssertTrue(page.contains(section), "the page lacks imprint help \(command.name)")
        }
    }

    func testEscapingKeepsTextOutOfRoffsReach() {
        XCTAssertEqual(ManPage.escape(#"a\b --force"#), #"a\eb \-\-force"#)
        XCTAssertEqual(ManPage.escape(".hidden"), #"\&.hidden"#)
        XCTAssertEqual(ManPage.escape("'quoted'"), #"\&'quoted'"#)
        XCTAssertEqual(ManPage.escape("Tools → Export…"), #"Tools \[u2192] Export\[u2026]"#)
        XCTAssertEqual(ManPage.escape("é"), #"\[u00E9]"#)
    }
}
