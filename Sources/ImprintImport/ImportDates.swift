import Foundation
import ImprintCore

/// The date formats exports use: WordPress's `2011-10-12 09:30:00` (local, with its GMT twin),
/// RFC 822 in RSS (`Wed, 12 Oct 2011 09:30:00 +0200`) and RFC 3339 in Atom. Each keeps the
/// offset it was written with.
enum ImportDates {
    /// A WordPress local time and its GMT twin: the offset is their difference. Without the twin
    /// (drafts and pending posts have `0000-00-00 00:00:00`), the blog's usual offset.
    static func wordPress(local: String?, gmt: String?, usualOffset: Int = 0) -> PostDate? {
        guard let local, let localDate = parse(local, format: "yyyy-MM-dd HH:mm:ss") else { return nil }
        guard let gmt, !gmt.hasPrefix("0000"), let gmtDate = parse(gmt, format: "yyyy-MM-dd HH:mm:ss") else {
            return at(localDate.addingTimeInterval(-Double(usualOffset)), offset: usualOffset)
        }
        let offset = Int((localDate.timeIntervalSince(gmtDate) / 900).rounded()) * 900
        return abs(offset) <= 14 * 3600 ? at(gmtDate, offset: offset) : at(gmtDate, offset: 0)
    }

    /// An RSS `pubDate`, or an Atom or ISO 8601 date.
    static func feed(_ text: String?) -> PostDate? {
        guard let text = text?.trimmingWhitespace(), !text.isEmpty else { return nil }
        return PostDate(parsing: text, defaultTimeZone: TimeZone(secondsFromGMT: 0)!) ?? rfc822(text)
    }

    static func rfc822(_ text: String) -> PostDate? {
        var words = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        if let first = words.first, first.first?.isLetter == true { words.removeFirst() }
        guard words.count >= 4 else { return nil }
        let offset = words.count >= 5 ? zone(words[4]) : 0
        let year = words[2].count == 2 ? "20" + words[2] : words[2]
        let time = words[3].count == 5 ? words[3] + ":00" : words[3]
        guard let utc = parse("\(words[0]) \(words[1]) \(year) \(time)", format: "d MMM yyyy HH:mm:ss") else { return nil }
        return at(utc.addingTimeInterval(-Double(offset)), offset: offset)
    }

    /// A date as Jekyll (Ruby's `Time.parse`) reads it: numbers unpadded (`2021-12-9`,
    /// `2024-11-2 9:38`), seconds left out or a fraction after the minutes (`16:39.000000000`), an
    /// offset after a space (`+09:00`, `+0900`); without one, `timeZone`, `_config.yml`'s.
    static func jekyll(_ text: String, timeZone: TimeZone) -> PostDate? {
        guard let match = text.trimmingWhitespace().wholeMatch(of: jekyllDate) else { return nil }
        let output = match.output
        var iso = "\(output.1)-\(padded(output.2))-\(padded(output.3))"
        if output.4 != nil {
            iso += "T\(padded(output.4)):\(padded(output.5)):\(padded(output.6))" + (output.7 ?? "")
            if let zone = output.8 {
                let digits = zone.dropFirst().filter(\.isNumber)
                iso += zone == "Z" ? "Z" : zone.prefix(1) + padded(Substring(digits.dropLast(2))) + ":" + digits.suffix(2)
            }
        }
        return PostDate(parsing: iso, defaultTimeZone: timeZone)
    }
}

private extension ImportDates {
    /// Date, then time, fraction and offset, each optional but the date.
    nonisolated(unsafe) static let jekyllDate =
        /(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(\.\d+)?)?\s*(Z|[+-]\d{1,2}:?\d{2})?/

    static func at(_ date: Date, offset: Int) -> PostDate {
        PostDate(date: date, timeZone: TimeZone(secondsFromGMT: offset) ?? TimeZone(secondsFromGMT: 0)!)
    }

    /// Two digits: `9` → `09`, none → `00`.
    static func padded(_ digits: Substring?) -> String {
        String(repeating: "0", count: max(0, 2 - (digits?.count ?? 0))) + (digits ?? "")
    }

    /// Seconds east of UTC for `+0200`, `Z`, `GMT` or a North American zone name.
    static func zone(_ text: String) -> Int {
        let names = ["Z": 0, "UT": 0, "UTC": 0, "GMT": 0, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7]
        if let hours = names[text.uppercased()] { return hours * 3600 }
        let digits = text.filter(\.isNumber)
        guard digits.count == 4, let value = Int(digits), let sign = text.first, sign == "+" || sign == "-" else { return 0 }
        let seconds = (value / 100) * 3600 + (value % 100) * 60
        return sign == "-" ? -seconds : seconds
    }

    /// `text` read in UTC.
    static func parse(_ text: String, format: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter.date(from: text)
    }
}
