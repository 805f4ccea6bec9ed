/// A standalone page, as written in `content/pages/*.md`.
public struct Page: Sendable {
    public let sourcePath: String
    public let title: String
    public let slug: String
    /// Position in the site navigation; nil keeps the page out of it.
    public let menu: Int?
    public let summary: String?
    /// Old URL paths that must lead here.
    public let aliases: [String]
    public let params: [(key: String, value: YAMLNode)]
    public let body: String
    /// Names this version of the file and the settings it was read under.
    public let revision: String
}
