import Foundation

/// A post or page read from another blog's export, before it becomes a content file.
struct ImportedItem: Sendable {
    enum Kind: String, Sendable {
        case post
        case page
    }

    let kind: Kind
    let title: String
    /// The old site's slug for it, when it had one.
    let slug: String?
    let date: ImportedDate?
    let updated: ImportedDate?
    /// Categories and tags, in the order the export lists them.
    let tags: [String]
    let summary: String?
    /// The old permalink.
    let link: String?
    let isDraft: Bool
    /// The body as HTML, shortcodes already expanded.
    let html: String
    /// Comments the export holds for it (left out, and counted).
    let comments: Int
    /// Where it starts in the export.
    let line: Int
}

/// An item the importer leaves out, and why.
struct SkippedItem: Sendable, Equatable {
    let title: String
    let line: Int
    let reason: String
}

/// What an export holds: the items to import and those left out.
struct ImportSource: Sendable {
    let items: [ImportedItem]
    let skipped: [SkippedItem]
}

/// A moment with the offset it was written with, which the imported file keeps.
struct ImportedDate: Sendable, Equatable {
    let date: Date
    /// Seconds east of UTC.
    let offset: Int

    /// `2011-10-12T09:30:00+02:00`.
    var text: String {
        let local = components
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", local.year!, local.month!, local.day!, local.hour!, local.minute!, local.second!)
            + sign + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// `2011-10-12`: the day in the item's own offset, for the file name.
    var day: String {
        let local = components
        return String(format: "%04d-%02d-%02d", local.year!, local.month!, local.day!)
    }

    private var components: DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offset)!
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }
}
