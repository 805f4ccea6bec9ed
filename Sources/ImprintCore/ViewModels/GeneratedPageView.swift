import Mustache

/// `page` on the pages Imprint makes itself (home, archive, tags, projects, license, 404): a
/// title, a URL, a description, and the feeds of the page's own topic for autodiscovery.
struct GeneratedPageView: TemplateView {
    let kind: String
    let title: String
    let path: String
    let base: BaseURL
    let description: String?
    var feeds: [FeedLink] = []

    static let schema = TemplateSchema("Generated page", about: "`page` on the pages Imprint makes from lists.", [
        .init("kind", .text, "`home`, `archive`, `tags`, `tag`, `projects`, `project`, `license` or `404`"),
        .init("title", .text, "the title"),
        .init("url", .text, "the page's link, with the base path"),
        .init("permalink", .text, "the absolute URL"),
        .init("description", .text, "the site description, or a sentence about the page; empty on the 404 page"),
        .init("feeds", .list(.object(FeedLink.schema)),
              "the page's own feeds, for autodiscovery: on tag and project pages, and the custom feeds "
                  + "(`feeds.custom`) on the home page and on the pages of their tags (the site's are at "
                  + "`{{site.base_path}}feed.xml` and `atom.xml`)"),
    ])

    var templateValue: TemplateValue {
        Self.schema.object([
            ("kind", .string(kind)),
            ("title", .string(title)),
            ("url", .string(base.link(path))),
            ("permalink", .string(base.absolute(path))),
            ("description", .string(description ?? "")),
            ("feeds", .array(feeds.map(\.templateValue))),
        ])
    }
}
