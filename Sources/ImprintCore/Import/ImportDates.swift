import Foundation

/// The date formats exports use: WordPress's `2011-10-12 09:30:00` (local, with its GMT twin),
/// RFC 822 in RSS (`Wed, 12 Oct 2011 09:30:00 +0200`) and RFC 3339 in Atom.
enum ImportDates {
    /// A WordPress local time and its GMT twin: the offset is their difference.
    static func wordPress(local: String?, gmt: String?) -> ImportedDate? {
        guard let local, let localDate = parse(local, format: "yyyy-MM-dd HH:mm:ss") else { return nil }
        guard let gmt, let gmtDate = parse(gmt, format: "yyyy-MM-dd HH:mm:ss") else { return ImportedDate(date: localDate, offset: 0) }
        let offset = Int((localDate.timeIntervalSince(gmtDate) / 900).rounded()) * 900
        guard abs(offset) <= 14 * 3600 else { return ImportedDate(date: gmtDate, offset: 0) }
        return ImportedDate(date: gmtDate, offset: offset)
    }

    /// An RSS `pubDate`, or an Atom or ISO 8601 date, with the offset it was written with.
    static func feed(_ text: String?) -> ImportedDate? {
        guard let text = text?.trimmingWhitespace(), !text.isEmpty else { return nil }
        if let date = rfc3339(text) { return date }
        return rfc822(text)
    }

    static func rfc3339(_ text: String) -> ImportedDate? {
        let pattern = #"^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$"#
        guard let match = text.range(of: pattern, options: .regularExpression), match == text.startIndex..<text.endIndex else { return nil }
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " })
        let time = String(parts[1])
        let zoneStart = time.firstIndex { $0 == "Z" || $0 == "+" || $0 == "-" }
        let clock = String(time[..<(zoneStart ?? time.endIndex)]).split(separator: ".")[0]
        let offset = zoneStart.map { zone(String(time[$0...])) } ?? 0
        let seconds = clock.count == 5 ? clock + ":00" : String(clock)
        guard let utc = parse("\(parts[0]) \(seconds)", format: "yyyy-MM-dd HH:mm:ss") else { return nil }
        return ImportedDate(date: utc.addingTimeInterval(-Double(offset)), offset: offset)
    }

    static func rfc822(_ text: String) -> ImportedDate? {
        var words = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        if let first = words.first, first.first?.isLetter == true { words.removeFirst() }
        guard words.count >= 4 else { return nil }
        let offset = words.count >= 5 ? zone(words[4]) : 0
        let year = words[2].count == 2 ? "20" + words[2] : words[2]
        let time = words[3].count == 5 ? words[3] + ":00" : words[3]
        guard let utc = parse("\(words[0]) \(words[1]) \(year) \(time)", format: "d MMM yyyy HH:mm:ss") else { return nil }
        return ImportedDate(date: utc.addingTimeInterval(-Double(offset)), offset: offset)
    }
}

private extension ImportDates {
    /// Seconds east of UTC for `+0200`, `+02:00`, `Z`, `GMT` or a North American zone name.
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
