import Mustache

/// What a Markdown body knows of the page it is on: shortcodes show `page.title` and
/// `page.url`, and links to other files are read from `source`'s folder.
package struct MarkdownPage: Sendable, Equatable {
    package let title: String
    /// The page's path with base_url's path: `/blog/2015/04/02/square-progress/`.
    package let url: String
    /// The body's file: `content/posts/2015-04-02-square-progress.md`.
    package let source: String
    /// Ids the page gives elements of its own besides the theme's, which no heading may take:
    /// its comments' anchors (`comment-7`).
    var reservedIDs: Set<String> = []

    /// Whether the body is a bundle's `index.md`, whose relative links lead to the files beside it.
    var isBundle: Bool { source.hasSuffix("/" + Slug.bundleIndex) }

    /// The site URL of a link written in the body, when it is relative to a bundle: `shot.png` on
    /// `/blog/2015/04/02/x/` is `/blog/2015/04/02/x/shot.png`, and so is `sub/../shot.png`;
    /// a path that `..` takes out of the bundle has none.
    func bundleURL(_ url: String) -> String? {
        guard isBundle, LocalFiles.isRelative(url), let inside = LocalFiles.resolved(url) else { return nil }
        return PageFolder.of(self.url) + inside
    }

    var templateValue: TemplateValue {
        .object(["title": .string(title), "url": .string(url)])
    }
}
