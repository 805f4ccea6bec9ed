import Mustache

/// A date as templates see it (`page.date`, `page.updated`, `date` in post lists): one field per format.
struct DateView: TemplateView {
    let formats: DateFormats

    init(_ date: PostDate) {
        formats = DateFormats(date: date)
    }

    static let schema = TemplateSchema(
        "Date",
        about: "A post's date or update date, in several formats: shown in the offset it was written with, or in the site's "
            + "time zone. Month names are English whatever the machine's locale, so builds are identical everywhere.", [
        .init("iso", .text, "`2011-10-12T09:30:00+02:00` (ISO 8601, for `<time datetime>`)"),
        .init("rfc822", .text, "`Wed, 12 Oct 2011 09:30:00 +0200`"),
        .init("long", .text, "`October 12, 2011`"),
        .init("short", .text, "`Oct 12, 2011`"),
        .init("date", .text, "`2011-10-12`"),
        .init("year", .text, "`2011`"),
        .init("month", .text, "`10`"),
        .init("month_name", .text, "`October`"),
        .init("day", .text, "`12`"),
        ])

    var templateValue: TemplateValue {
        Self.schema.object([
            ("iso", .string(formats.iso8601)), ("rfc822", .string(formats.rfc822)), ("long", .string(formats.long)),
            ("short", .string(formats.short)), ("date", .string(formats.day)), ("year", .string(formats.year)),
            ("month", .string(formats.month)), ("month_name", .string(formats.monthName)), ("day", .string(formats.dayOfMonth)),
        ])
    }
}
