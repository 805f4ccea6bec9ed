import Foundation

/// The site's settings, read from `content/site.yml`.
package struct SiteConfig: Sendable {
    struct Author: Sendable, Equatable {
        var name: String
        var email: String?
        var url: String?
    }

    package var title: String
    package var baseURL: BaseURL
    package var description: String?
    var author: Author?
    package var language: String
    package var timeZone: TimeZone
    var postsPerPage: Int
    package var permalinks: Permalinks
    /// Links to the author's profiles, in the order written: `github: user`.
    var social: [(network: String, handle: String)]
    /// Curly quotes and dashes in Markdown (`markdown.smart_punctuation`, on by default).
    var smartPunctuation: Bool
    /// Build-time syntax highlighting of fenced code blocks (`markdown.highlight`, on by default).
    var highlightsCode: Bool
    /// Whether raw HTML in Markdown is cleaned as imported HTML is (`markdown.tag_filter`, off by default).
    var filtersTags: Bool
    /// GitHub's emoji shortcodes, `:tada:` (`markdown.emoji`, off by default).
    var emoji = false
    /// How many headings a post or page needs for `page.toc` (`markdown.toc_min_headings`, 3).
    var tocMinimumHeadings = 3
    /// `tag_slugs`: the slugs a site gives tags, by `TagSlug.identity`, so that every spelling of
    /// one tag ("Open Source", "open-source") gets the same, and two tags that only share a made
    /// slug ("Caliburn.Micro", "Caliburn-Micro") can be told apart.
    var tagSlugs: [String: String] = [:]
    /// The `feeds` section.
    var feeds: FeedSettings
    /// The `license` section.
    var license: LicenseSettings
    /// `theme_switch`: whether the default theme shows readers its light, dark and system switch (on by default).
    var themeSwitch = true
    /// The `comments` section: the service that takes new comments, if any.
    var comments: CommentSettings?
    /// The `backgrounds` rules, in order.
    var backgrounds: [BackgroundRule]
    /// Keys Imprint does not know, passed to templates as `site.params`.
    package var params: [(key: String, value: YAMLNode)]
    /// `images:`: the sizes and formats of local images.
    var images = ImageSettings()
    /// `static.keep_metadata`: whether the images of `content/static/` are published with
    /// their metadata (EXIF, with a photo's location), byte for byte; by default without.
    var keepsStaticMetadata = false
    /// `content/redirects.yml`: old paths that no post or page owns, and where each is now.
    package var redirects: [SiteRedirect] = []
    /// `static.publish`: keys, backups and hidden files in the folders published as they are that
    /// the site means to publish all the same, by their path from `content/static/` or their bundle.
    package var publishedAnyway: [PathPattern] = []

    /// The settings a site gets for every key it leaves out.
    package static func defaults(title: String = "", baseURL: BaseURL = BaseURL("https://example.org/")!) -> SiteConfig {
        SiteConfig(
            title: title, baseURL: baseURL, description: nil, author: nil, language: "en",
            timeZone: TimeZone(identifier: "UTC")!, postsPerPage: 10, permalinks: .defaults, social: [],
            smartPunctuation: true, highlightsCode: true, filtersTags: false, feeds: FeedSettings(), license: LicenseSettings(), backgrounds: [], params: [])
    }
}

extension SiteConfig: Equatable {
    /// Every setting the same (written out because lists of pairs have no `==` of their own).
    package static func == (lhs: SiteConfig, rhs: SiteConfig) -> Bool {
        lhs.title == rhs.title && lhs.baseURL == rhs.baseURL && lhs.description == rhs.description && lhs.author == rhs.author
            && lhs.language == rhs.language && lhs.timeZone == rhs.timeZone && lhs.postsPerPage == rhs.postsPerPage
            && lhs.permalinks == rhs.permalinks && lhs.social.elementsEqual(rhs.social, by: ==) && lhs.tagSlugs == rhs.tagSlugs
            && lhs.smartPunctuation == rhs.smartPunctuation && lhs.highlightsCode == rhs.highlightsCode
            && lhs.filtersTags == rhs.filtersTags && lhs.emoji == rhs.emoji && lhs.tocMinimumHeadings == rhs.tocMinimumHeadings && lhs.feeds == rhs.feeds
            && lhs.license == rhs.license && lhs.themeSwitch == rhs.themeSwitch && lhs.comments == rhs.comments && lhs.backgrounds == rhs.backgrounds && lhs.params.elementsEqual(rhs.params, by: ==)
            && lhs.images == rhs.images && lhs.keepsStaticMetadata == rhs.keepsStaticMetadata && lhs.publishedAnyway == rhs.publishedAnyway
    }
}

extension SiteConfig {
    /// The URL segment of the tag `name`: its `tag_slugs` entry, or `TagSlug.make`.
    package func tagSlug(_ name: String) -> String {
        guard !tagSlugs.isEmpty, let chosen = tagSlugs[TagSlug.identity(of: name)] else { return TagSlug.make(name) }
        return chosen
    }
}
