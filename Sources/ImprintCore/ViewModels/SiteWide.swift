/// What any page may show besides its own data: the settings, the link of the generated
/// stylesheet, the menu and the display names of tags. A page made from the same data under an
/// equal `SiteWide` is the same page.
final class SiteWide: Sendable, Equatable {
    let config: SiteConfig
    let stylesheetLink: String?
    let menu: [PublishedPage]
    let tagNames: [String: String]

    init(config: SiteConfig, stylesheetLink: String?, menu: [PublishedPage], tagNames: [String: String]) {
        self.config = config
        self.stylesheetLink = stylesheetLink
        self.menu = menu
        self.tagNames = tagNames
    }

    static func == (lhs: SiteWide, rhs: SiteWide) -> Bool {
        lhs === rhs || lhs.config == rhs.config && lhs.stylesheetLink == rhs.stylesheetLink && lhs.menu == rhs.menu && lhs.tagNames == rhs.tagNames
    }
}
