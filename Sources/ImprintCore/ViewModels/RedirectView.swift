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
        .init("url_script", .optional(.html),
              "`url` as a JavaScript string, for a script that adds the old URL's `#fragment`; nothing when `url` has one"),
    ])

    var templateValue: TemplateValue {
        // A meta refresh drops the fragment of the old URL; a script can carry it over, unless the new URL names its own.
        let script: TemplateValue = url.contains("#") ? .null : .string(JavaScriptText.string(url))
        return Self.schema.object([("from", .string(from)), ("url", .string(url)), ("title", .string(title)), ("url_script", script)])
    }
}
