import Foundation

/// A date in the formats templates and feeds need, spelled out by hand so that output never
/// depends on the machine's locale.
package struct DateFormats {
    package let date: PostDate
    /// The calendar fields, computed once: Calendar is the slow part of formatting.
    private let parts: DateComponents

    package init(date: PostDate) {
        self.date = date
        parts = date.components
    }

    private static let months = ["January", "February", "March", "April", "May", "June", "July",
                                 "August", "September", "October", "November", "December"]
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// `2011-10-12T09:30:00+02:00`
    package var iso8601: String {
        let p = parts
        return "\(day)T\(padded(p.hour!)):\(padded(p.minute!)):\(padded(p.second!))" + offset(separator: ":")
    }

    /// `Wed, 12 Oct 2011 09:30:00 +0200`, as RSS wants.
    var rfc822: String {
        let p = parts
        return "\(Self.weekdays[p.weekday! - 1]), \(padded(p.day!)) \(Self.months[p.month! - 1].prefix(3)) \(padded(p.year!, 4)) "
            + "\(padded(p.hour!)):\(padded(p.minute!)):\(padded(p.second!)) " + offset(separator: "")
    }

    /// `October 12, 2011`
    var long: String { "\(Self.months[parts.month! - 1]) \(parts.day!), \(parts.year!)" }

    /// `Oct 12, 2011`
    var short: String { "\(Self.months[parts.month! - 1].prefix(3)) \(parts.day!), \(parts.year!)" }

    /// `2011`, `10`, `12` and `October`, as dates in templates show them.
    package var year: String { padded(parts.year!, 4) }
    package var month: String { padded(parts.month!) }
    var dayOfMonth: String { padded(parts.day!) }
    package var monthName: String { Self.months[parts.month! - 1] }

    /// `2011-10-12`
    package var day: String { "\(padded(parts.year!, 4))-\(padded(parts.month!))-\(padded(parts.day!))" }

    private func offset(separator: String) -> String {
        let seconds = date.timeZone.secondsFromGMT(for: date.date)
        let sign = seconds < 0 ? "-" : "+"
        return sign + padded(abs(seconds) / 3600) + separator + padded(abs(seconds) % 3600 / 60)
    }
}

/// `number` with leading zeros to `width` digits (Foundation's `String(format:)` is slow).
package func padded(_ number: Int, _ width: Int = 2) -> String {
    let digits = String(number)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
