import Foundation
import XCTest
@testable import ImprintCore

final class PostDateTests: XCTestCase {
    let oslo = TimeZone(identifier: "Europe/Oslo")!

    func testDateOnlyIsMidnightInTheSiteTimeZone() throws {
        let date = try XCTUnwrap(PostDate(parsing: "2011-10-12", defaultTimeZone: oslo))
        XCTAssertEqual(DateFormats(date: date).iso8601, "2011-10-12T00:00:00+02:00")
    }

    func testWrittenOffsetIsKept() throws {
        let date = try XCTUnwrap(PostDate(parsing: "2012-02-29T23:30:00-05:00", defaultTimeZone: oslo))
        XCTAssertEqual(DateFormats(date: date).iso8601, "2012-02-29T23:30:00-05:00")
        XCTAssertEqual(DateFormats(date: date).rfc822, "Wed, 29 Feb 2012 23:30:00 -0500")
        XCTAssertEqual(DateFormats(date: date).long, "February 29, 2012")
    }

    func testZuluSpaceSeparatorAndFraction() throws {
        let date = try XCTUnwrap(PostDate(parsing: "2020-01-02 03:04:05.678Z", defaultTimeZone: oslo))
        XCTAssertEqual(DateFormats(date: date).iso8601, "2020-01-02T03:04:05+00:00")
    }

    func testImpossibleDatesAreRejected() {
        for text in ["2011-13-45", "2011-02-30", "2011-10-12T25:00", "12/10/2011", "2011-10-12T10:00+2", "2011-1-2", "2011-10-12junk", "2011-02-00", "2023-02-29", "2011-04-31"] {
            XCTAssertNil(PostDate(parsing: text, defaultTimeZone: oslo), text)
        }
    }

    func testTheLastDaysOfMonthsAndSurroundingSpaces() {
        for text in ["2024-02-29", "2011-01-31", "2011-04-30", " 2011-10-12 ", "\t2011-10-12T10:00:00Z"] {
            XCTAssertNotNil(PostDate(parsing: text, defaultTimeZone: oslo), text)
        }
    }
}
