import Foundation

/// The site's settings, read from `content/site.yml`.
public struct SiteConfig: Sendable {
    public struct Author: Sendable, Equatable {
        public var name: String
        public var email: String?
        public var url: String?
    }

    public var title: String
    public var baseURL: BaseURL
    public var description: String?
    public var author: Author?
    public var language: String
    public var timeZone: TimeZone
    public var postsPerPage: Int
    public var permalinks: Permalinks
    /// Links to the author's profiles, in the order written: `github: user`.
    public var social: [(network: String, handle: String)]
    /// Curly quotes and dashes in Markdown (`markdown.smart_punctuation`, on by default).
    public var smartPunctuation: Bool
    /// Build-time syntax highlighting of fenced code blocks (`markdown.highlight`, on by default).
    public var highlightsCode: Bool
    /// The `feeds` section.
    public var feeds: FeedSettings
    /// The `license` section.
    public var license: LicenseSettings
    /// The `backgrounds` rules, in order.
    public var backgrounds: [BackgroundRule]
    /// The `license`, `feeds` and `backgrounds` sections, as written; their features read them.
    public var sections: [String: YAMLNode]
    /// Keys Imprint does not know, passed to templates as `site.params`.
    public var params: [(key: String, value: YAMLNode)]

    /// The settings a site gets for every key it leaves out.
    public static func defaults(title: String = "", baseURL: BaseURL = BaseURL("https://example.org/")!) -> SiteConfig {
        SiteConfig(
            title: title, baseURL: baseURL, description: nil, author: nil, language: "en",
            timeZone: TimeZone(identifier: "UTC")!, postsPerPage: 10, permalinks: .defaults, social: [],
            smartPunctuation: true, highlightsCode: true, feeds: FeedSettings(), license: LicenseSettings(), backgrounds: [], sections: [:], params: [])
    }
}
