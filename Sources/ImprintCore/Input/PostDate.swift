import Foundation

/// A point in time as its author wrote it: the instant, and the time zone to show it in
/// (the offset written with it, or the site's time zone when none was written).
public struct PostDate: Sendable, Comparable, Hashable {
    public let date: Date
    public let timeZone: TimeZone
    /// The calendar fields of this date in its own time zone, from the year to the second, and
    /// the weekday.
    public var components: DateComponents {
        DateComponents(
            year: Int(fields.year), month: Int(fields.month), day: Int(fields.day), hour: Int(fields.hour), minute: Int(fields.minute),
            second: Int(fields.second), weekday: Int(fields.weekday))
    }
    /// `components`, computed once (Calendar is slow, and a post's date is formatted on every page
    /// that lists it) and held in 28 bytes, where `DateComponents` takes 300: a site holds three
    /// dates a post.
    private let fields: CalendarFields

    public init(date: Date, timeZone: TimeZone) {
        self.date = date
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        fields = CalendarFields(calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date))
    }

    /// Parses `YYYY-MM-DD`, or ISO 8601 with a time (`T` or a space), optional seconds and
    /// fraction, and an optional `Z`, `±HH:MM` or `±HHMM` offset, which may follow a space as in
    /// Jekyll's `2013-05-10 13:01:00 -0700`. Nil for anything else or an impossible date.
    public init?(parsing text: String, defaultTimeZone: TimeZone) {
        var scanner = DigitScanner(text.trimmingHorizontalSpace)
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2)
        else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        var zone = defaultTimeZone
        if scanner.skip("T") || scanner.skip(" ") {
            guard let hour = scanner.number(digits: 2), scanner.skip(":"), let minute = scanner.number(digits: 2) else { return nil }
            components.hour = hour
            components.minute = minute
            if scanner.skip(":") {
                guard let second = scanner.number(digits: 2) else { return nil }
                components.second = second
                if scanner.skip(".") {
                    guard let fraction = scanner.fraction() else { return nil }
                    components.nanosecond = fraction
                }
            }
            _ = scanner.skip(" ")
            if scanner.skip("Z") || scanner.skip("z") {
                zone = TimeZone(secondsFromGMT: 0)!
            } else if let sign = scanner.sign() {
                guard let hours = scanner.number(digits: 2) else { return nil }
                _ = scanner.skip(":")
                guard let minutes = scanner.number(digits: 2), hours < 24, minutes < 60,
                      let offsetZone = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60))
                else { return nil }
                zone = offsetZone
            }
        }
        guard scanner.isAtEnd else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        components.calendar = calendar
        components.timeZone = zone
        guard (1...12).contains(month), (0...23).contains(components.hour!), (0...59).contains(components.minute!),
              (0...59).contains(components.second!), components.isValidDate(in: calendar),
              let date = calendar.date(from: components)
        else { return nil }
        self.init(date: date, timeZone: zone)
    }

    public static func < (lhs: PostDate, rhs: PostDate) -> Bool { lhs.date < rhs.date }

    public static func == (lhs: PostDate, rhs: PostDate) -> Bool {
        lhs.date == rhs.date && lhs.timeZone.secondsFromGMT(for: lhs.date) == rhs.timeZone.secondsFromGMT(for: rhs.date)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(date) }

}

/// The fields of `PostDate.components`.
private struct CalendarFields: Sendable {
    let year, month, day, hour, minute, second, weekday: Int32

    init(_ components: DateComponents) {
        year = Int32(components.year!)
        month = Int32(components.month!)
        day = Int32(components.day!)
        hour = Int32(components.hour!)
        minute = Int32(components.minute!)
        second = Int32(components.second!)
        weekday = Int32(components.weekday!)
    }
}

/// Reads fixed-width numbers and single characters off the front of a string.
private struct DigitScanner {
    private var rest: Substring

    init(_ text: String) { rest = text[...] }

    var isAtEnd: Bool { rest.isEmpty }

    mutating func skip(_ character: Character) -> Bool {
        guard rest.first == character else { return false }
        rest.removeFirst()
        return true
    }

    mutating func number(digits: Int) -> Int? {
        let prefix = rest.prefix(digits)
        guard prefix.count == digits, prefix.allSatisfy(\.isASCIIDigit) else { return nil }
        rest.removeFirst(digits)
        return Int(prefix)
    }

    /// Fractional seconds as nanoseconds.
    mutating func fraction() -> Int? {
        let digits = rest.prefix(while: \.isASCIIDigit)
        guard !digits.isEmpty else { return nil }
        rest.removeFirst(digits.count)
        return Int(digits.prefix(9).padding(toLength: 9, withPad: "0", startingAt: 0))
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
