import Mustache

/// A tag by its canonical name, with its page and feed links, and its post count when given.
struct TagView: TemplateView {
    let slug: String
    let shared: SiteWide
    var count: Int?

    static let schema = TemplateSchema("Tag", about: "A tag: in `page.tags` and a post's `tags`, and `tags` and `tag` on tag pages.", [
        .init("name", .text, "the display name: the spelling used most"),
        .init("slug", .text, "`open-source`"),
        .init("url", .text, "`/tags/open-source/`"),
        .init("feed_url", .text, "the tag's RSS feed"),
        .init("atom_url", .text, "the tag's Atom feed"),
        .init("count", .optional(.number), "on `/tags/` and tag pages: its number of posts, `3`"),
        .init("count_label", .optional(.text), "on `/tags/` and tag pages: `3 posts`"),
    ])

    var templateValue: TemplateValue {
        let base = shared.config.baseURL
        return Self.schema.object([
            ("name", .string(shared.tagName(slug) ?? slug)),
            ("slug", .string(slug)),
            ("url", .string(base.link("/tags/\(slug)/"))),
            ("feed_url", .string(base.link("/tags/\(slug)/feed.xml"))),
            ("atom_url", .string(base.link("/tags/\(slug)/atom.xml"))),
            ("count", count.templateValue),
            ("count_label", count.map { .string($0 == 1 ? "1 post" : "\($0) posts") } ?? .null),
        ])
    }
}
