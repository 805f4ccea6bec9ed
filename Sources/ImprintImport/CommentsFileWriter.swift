import ImprintCore

/// The comments file an import writes beside a post or page: `content/posts/NAME.comments.yml`
/// beside `NAME.md`, `comments.yml` in a bundle beside its `index.md`. A YAML list, one entry a
/// comment: `id`, `parent` (when it answers one), `author`, `url` (when it has one), `date` (as
/// front matter writes it) and `html`, every string quoted so that any text reads back as itself.
/// Its path is the one the build reads, `CommentsFileReader.path(forContentFile:)`.
enum CommentsFileWriter {
    /// The file's text; `origin` says where the comments come from and when:
    /// `WordPress (export.xml) on 2026-12-02`.
    static func text(_ comments: [ImportedComment], of kind: ImportedItem.Kind, origin: String) -> String {
        // A file's name may hold a line break, which would end the YAML comment.
        let origin = origin.split(whereSeparator: \.isNewline).joined(separator: " ")
        var lines = ["# Comments imported from \(origin): shown under the \(kind.rawValue) as a read-only archive."]
        for comment in comments {
            lines.append("- id: \(YAMLText.quoted(comment.id))")
            if let parent = comment.parent { lines.append("  parent: \(YAMLText.quoted(parent))") }
            lines.append("  author: \(YAMLText.quoted(comment.author))")
            if let url = comment.url { lines.append("  url: \(YAMLText.quoted(url))") }
            if let date = comment.date { lines.append("  date: \(DateFormats(date: date).iso8601)") }
            lines.append("  html: \(YAMLText.quoted(comment.html))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
