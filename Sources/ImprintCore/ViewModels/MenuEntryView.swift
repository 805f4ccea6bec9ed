import Mustache

/// One entry of `menu`: a page with a `menu` position, marked `current` on its own page.
struct MenuEntryView: TemplateView {
    let title: String
    let url: String
    let isCurrent: Bool

    static let schema = TemplateSchema("Menu entry", about: "An entry of `menu`: the pages with a `menu` position, in that order.", [
        .init("title", .text, "the page's title"),
        .init("url", .text, "its link"),
        .init("current", .bool, "true on that page itself"),
    ])

    /// `menu` for the page at `currentPath`, or for a page not in the menu.
    static func menu(_ shared: SiteWide, currentPath: String?) -> TemplateValue {
        .array(shared.menu.map { entry in
            let url = shared.config.baseURL.link(entry.path)
            return MenuEntryView(title: entry.title, url: url, isCurrent: entry.path == currentPath).templateValue
        })
    }

    var templateValue: TemplateValue {
        Self.schema.object([("title", .string(title)), ("url", .string(url)), ("current", .bool(isCurrent))])
    }
}
