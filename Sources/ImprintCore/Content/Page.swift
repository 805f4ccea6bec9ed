/// A standalone page, as written in `content/pages/*.md`.
package struct Page: Sendable {
    package let sourcePath: String
    package let title: String
    package let slug: String
    /// Position in the site navigation; nil keeps the page out of it.
    let menu: Int?
    package let summary: String?
    /// Front matter `toc`: true shows the table of contents even with few headings, false never.
    let toc: Bool?
    /// Old URL paths that must lead here.
    package let aliases: [String]
    /// Front matter `import_id`, as for posts.
    package let importID: String?
    /// Its comments file, and front matter `comments` (off unless `true`) and `mastodon`.
    var discussion = Discussion.none
    package let params: [(key: String, value: YAMLNode)]
    package let body: MarkdownBody
    /// Names this version of the file and the settings it was read under.
    let revision: String
}
