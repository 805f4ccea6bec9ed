/// A dated article, as written in `content/posts/YYYY-MM-DD-slug.md`.
///
/// A class, immutable: a site holds thousands, and lists, indexes and caches pass them around;
/// copying a reference is one retain where copying the fields was fifteen.
package final class Post: Sendable {
    package let sourcePath: String
    package let title: String
    package let date: PostDate
    package let updated: PostDate?
    package let tags: [String]
    /// The slug of each of `tags`, in the same order, made once when the file is read.
    let tagSlugs: [String]
    package let summary: String?
    /// Front matter `toc`: true shows the table of contents even with few headings, false never.
    let toc: Bool?
    /// Slugs of the projects this post is about.
    package let projects: [String]
    package let slug: String
    package let isDraft: Bool
    /// Old URL paths that must lead here.
    package let aliases: [String]
    package let params: [(key: String, value: YAMLNode)]
    /// Front matter `import_id`: the id of the item of another blog's export it was imported from.
    package let importID: String?
    /// Front matter `image`: the picture of the post in previews (Open Graph), a path of the
    /// site, a file of its bundle, or a URL.
    let image: Picture?
    /// Its comments file, front matter `comments` and `mastodon`.
    let discussion: Discussion
    /// The Markdown after the front matter.
    package let body: MarkdownBody
    /// Names this version of the file and the settings it was read under.
    let revision: String

    init(
        sourcePath: String, title: String, date: PostDate, updated: PostDate?, tags: [String], tagSlugs: [String],
        summary: String?, toc: Bool?, projects: [String], slug: String, isDraft: Bool, aliases: [String], importID: String? = nil,
        image: Picture? = nil, discussion: Discussion = .none, params: [(key: String, value: YAMLNode)], body: MarkdownBody, revision: String
    ) {
        self.image = image
        self.discussion = discussion
        self.sourcePath = sourcePath
        self.title = title
        self.date = date
        self.updated = updated
        self.tags = tags
        self.tagSlugs = tagSlugs
        self.summary = summary
        self.toc = toc
        self.projects = projects
        self.slug = slug
        self.isDraft = isDraft
        self.aliases = aliases
        self.params = params
        self.importID = importID
        self.body = body
        self.revision = revision
    }
}

extension Post {
    /// The same post without its body's text (its first line kept).
    var droppingBodyText: Post {
        Post(
            sourcePath: sourcePath, title: title, date: date, updated: updated, tags: tags, tagSlugs: tagSlugs, summary: summary, toc: toc,
            projects: projects, slug: slug, isDraft: isDraft, aliases: aliases, importID: importID, image: image, discussion: discussion, params: params,
            body: MarkdownBody(text: "", line: body.line), revision: revision)
    }

    /// One spelling per tag: "Open Source" and "open-source" in one post are one tag, spelt as first written.
    package var uniqueTags: [(name: String, slug: String)] {
        var seen: Set<String> = []
        return zip(tags, tagSlugs).filter { seen.insert($0.1).inserted }.map { (name: $0.0, slug: $0.1) }
    }
}
