import Mustache

/// What a Markdown body knows of the page it is on: shortcodes show `page.title` and
/// `page.url`, and links to other files are read from `source`'s folder.
struct MarkdownPage: Sendable, Equatable {
    let title: String
    /// The page's path with base_url's path: `/blog/2015/04/02/square-progress/`.
    let url: String
    /// The body's file: `content/posts/2015-04-02-square-progress.md`.
    let source: String

    var templateValue: TemplateValue {
        .object(["title": .string(title), "url": .string(url)])
    }
}
