import Mustache

/// An entry of `years` on `/archive/`: a year and its posts.
struct ArchiveYearView: TemplateView {
    let year: String
    /// The posts' shared template data, newest first.
    let posts: TemplateValue

    static let schema = TemplateSchema("Archive year", about: "An entry of `years` on `/archive/`, newest first.", [
        .init("year", .text, "`2011`"),
        .init("posts", .list(.object(PostView.schema)), "its posts, newest first"),
    ])

    var templateValue: TemplateValue {
        Self.schema.object([("year", .string(year)), ("posts", posts)])
    }
}
