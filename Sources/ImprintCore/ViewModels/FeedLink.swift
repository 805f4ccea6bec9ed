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
