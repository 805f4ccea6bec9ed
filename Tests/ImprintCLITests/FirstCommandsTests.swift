import Foundation
import XCTest
@testable import ImprintCLI

/// What a new user's first commands get: help without a mistake, and the nearest names after one.
final class FirstCommandsTests: XCTestCase {
    func testBareImprintPrintsTheHelpAndSucceeds() {
        let result = run([])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.out, run(["--help"]).out)
        XCTAssertEqual(result.error, "")
    }

    func testHelpListsVersion() {
        XCTAssertTrue(run(["help"]).out.contains("\n  version    Show the version\n"), run(["help"]).out)
    }

    /// Not "See `imprint help dracula`", which itself fails.
    func testAnUnknownStyleGetsTheStylesNearestFirst() {
        let result = run(["css", "highlight", "--style", "dracula"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.error, """
            imprint: no style is called "dracula"; the styles, nearest first: github, xcode, monokai, github-dark, \
            xcode-dark, solarized-dark, solarized-light
            See `imprint help css` for its usage and options.

            """)
        XCTAssertTrue(run(["css", "highlight", "--dark", "monokia"]).error.contains("nearest first: monokai, "))
    }

    func testAMisspeltThemeCommandGetsTheNearest() {
        let result = run(["theme", "lst"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.error, "imprint: unknown theme command \"lst\": did you mean `list`?\nSee `imprint help theme` for its usage and options.\n")
        XCTAssertTrue(run(["theme", "frobnicate"]).error.hasPrefix("imprint: unknown theme command \"frobnicate\": say list or eject\n"))
    }

    /// As docs/cli.md shows it: `[15:58:16]` at 15:58, not `[03:58:16]`.
    func testTheServeLogHasA24HourClock() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        let afternoon = Date(timeIntervalSince1970: 1_764_604_696) // 2025-12-01 15:58:16 UTC
        XCTAssertEqual(ServeCommand.clock(afternoon, calendar: calendar), "15:58:16")
        XCTAssertEqual(ServeCommand.clock(afternoon.addingTimeInterval(-15 * 3600), calendar: calendar), "00:58:16")
    }
}
