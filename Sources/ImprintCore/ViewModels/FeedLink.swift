import Mustache

/// An RSS or Atom feed a page announces with `<link rel="alternate">`.
struct FeedLink: TemplateView, Sendable, Equatable {
    let title: String
    let url: String
    let isAtom: Bool

    /// The RSS and Atom feeds that live in the folder `sitePath` (`/tags/swift/`).
    static func pair(title: String, folder sitePath: String, base: BaseURL) -> [FeedLink] {
        [FeedLink(title: "\(title) (RSS)", url: base.link(sitePath + "feed.xml"), isAtom: false),
         FeedLink(title: "\(title) (Atom)", url: base.link(sitePath + "atom.xml"), isAtom: true)]
    }

    /// Where the custom feed `feed` lives: `/feeds/<slug>/`.
    static func folder(of feed: FeedSettings.CustomFeed) -> String {
        "/feeds/\(feed.slug)/"
    }

    /// The feeds of `feeds.custom` that a page of `tag` (a slug; nil: the home page) announces:
    /// on the home page every one, on a tag's pages those that take the tag's posts.
    static func custom(for tag: String?, _ config: SiteConfig) -> [FeedLink] {
        config.feeds.custom.filter { feed in tag.map { slug in feed.tags.map(config.tagSlug).contains(slug) } ?? true }
            .flatMap { pair(title: "\(config.title): \($0.title)", folder: folder(of: $0), base: config.baseURL) }
    }

    static let schema = TemplateSchema("Feed link", about: "A feed of the page's own topic.", [
        .init("title", .text, "`Site: Swift (RSS)`"),
        .init("url", .text, "its link"),
        .init("type", .text, "`application/rss+xml` or `application/atom+xml`"),
    ])

    var templateValue: TemplateValue {
        Self.schema.object([
            ("title", .string(title)), ("url", .string(url)), ("type", .string(isAtom ? "application/atom+xml" : "application/rss+xml")),
        ])
    }
}
