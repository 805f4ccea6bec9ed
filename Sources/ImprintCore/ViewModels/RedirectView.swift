import Mustache

/// `redirect` on a redirect page: where an old URL now leads.
struct RedirectView: TemplateView {
    /// The old path, with the base path.
    let from: String
    /// The absolute new URL.
    let url: String
    let title: String

    static let schema = TemplateSchema("Redirect", about: "`redirect` on a redirect page.", [
        .init("from", .text, "the old path, with the base path"),
        .init("url", .text, "the absolute new URL"),
        .init("title", .text, "the title of the page it leads to"),
    ])

    var templateValue: TemplateValue {
        Self.schema.object([("from", .string(from)), ("url", .string(url)), ("title", .string(title))])
    }
}
