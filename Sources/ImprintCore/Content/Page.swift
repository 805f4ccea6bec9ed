/// A standalone page, as written in `content/pages/*.md`.
struct Page: Sendable {
    let sourcePath: String
    let title: String
    let slug: String
    /// Position in the site navigation; nil keeps the page out of it.
    let menu: Int?
    let summary: String?
    /// Front matter `toc`: true shows the table of contents even with few headings, false never.
    let toc: Bool?
    /// Old URL paths that must lead here.
    let aliases: [String]
    /// Front matter `import_id`, as for posts.
    let importID: String?
    /// Its comments file, and front matter `comments` (off unless `true`) and `mastodon`.
    var discussion = Discussion.none
    let params: [(key: String, value: YAMLNode)]
    let body: MarkdownBody
    /// Names this version of the file and the settings it was read under.
    let revision: String
}
