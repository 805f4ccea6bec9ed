import Mustache

/// One feed of the archive's list of feeds: the site's own, then each of `feeds.custom`.
struct FeedListView: TemplateView {
    let title: String
    let folder: String
    let base: BaseURL

    static let schema = TemplateSchema("Feed of the list", about: "An entry of the archive's `feeds`: the site's feed, then each of `feeds.custom`, in site.yml's order.", [
        .init("title", .text, "the feed's title: the site's, or the custom feed's"),
        .init("rss_url", .text, "the link to its RSS"),
        .init("atom_url", .text, "the link to its Atom"),
    ])

    /// The site's feeds and its custom feeds.
    static func all(_ config: SiteConfig) -> [FeedListView] {
        [FeedListView(title: config.title, folder: "/", base: config.baseURL)]
            + config.feeds.custom.map { FeedListView(title: $0.title, folder: FeedLink.folder(of: $0), base: config.baseURL) }
    }

    var templateValue: TemplateValue {
        Self.schema.object([("title", .string(title)), ("rss_url", .string(base.link(folder + "feed.xml"))), ("atom_url", .string(base.link(folder + "atom.xml")))])
    }
}
