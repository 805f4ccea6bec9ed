import Mustache

/// What a shortcode knows of the page it is on: `page.title` and `page.url` in its template.
struct ShortcodePage: Sendable, Equatable {
    let title: String
    /// The page's path with base_url's path: `/blog/2015/04/02/square-progress/`.
    let url: String

    var templateValue: TemplateValue {
        .object(["title": .string(title), "url": .string(url)])
    }
}
