import Foundation
import Mustache

/// A post as templates see it: `page` on its own page, and each entry of post lists.
struct PostView: TemplateView {
    let published: PublishedPost
    let shared: SiteWide

    static let schema = TemplateSchema("Post", about: "A post: `page` on its page, and each entry of a post list.", [
        .init("kind", .text, "`post`"),
        .init("title", .text, "the title"),
        .init("slug", .text, "the slug"),
        .init("url", .text, "the page's link: a path with the base path, like `/blog/2011/10/x/`"),
        .init("permalink", .text, "the absolute URL, for `<link rel=\"canonical\">` and Open Graph"),
        .init("date", .object(DateView.schema), "the date"),
        .init("updated", .optional(.object(DateView.schema)), "the update date"),
        .init("tags", .list(.object(TagView.schema)), "its tags; spellings of one tag appear once, under the tag's display name"),
        .init("summary", .optional(.text), "front matter `summary`"),
        .init("excerpt", .html, "the part before `<!--more-->`; or else the first paragraph, when the post starts with one; or else its first 70 words as a paragraph; with links made absolute"),
        .init("has_more", .bool, "true when the post has more than its excerpt, or a front-matter `summary`: show a Continue reading link"),
        .init("description", .text, "for `<meta name=\"description\">`: the summary, or the excerpt's text (up to 200 characters, cut at a word), or the site description"),
        .init("content", .html, "the body"),
        .init("toc", .optional(.object(TableOfContentsView.schema)), "the table of contents: null with fewer than `markdown.toc_min_headings` headings (unless front matter `toc: true`) or with `toc: false`"),
        .init("word_count", .number, "how many words the body has, outside code blocks"),
        .init("reading_time", .number, "minutes to read it, at 200 words a minute, at least 1"),
        .init("projects", .list(.object(projectSchema)), "the projects the post is about"),
        .init("draft", .bool, "true for a draft, which is built only with `--drafts`"),
        .init("params", .params, "front-matter keys Imprint does not know"),
        .init("comments", .object(CommentsView.schema), "its comments: the archive of its comments file, and the service that takes new ones"),
        .init("image", .optional(.object(imageSchema)), "the picture of the post in previews (Open Graph, Twitter): front matter `image`, else the body's first image (not an SVG), else its generated social card (`images.social_cards`), else site.yml's `images.preview`; null without any"),
    ])

    static let imageSchema = TemplateSchema("Preview image", about: "The picture of a page in previews.", [
        .init("url", .text, "its absolute URL"),
        .init("width", .optional(.number), "its width in pixels, when Imprint knows it"),
        .init("height", .optional(.number), "its height in pixels, when Imprint knows it"),
    ])

    static let projectSchema = TemplateSchema("Post project", about: "A project a post is about.", [
        .init("slug", .text, "the project's slug"),
        .init("name", .text, "its name"),
        .init("url", .text, "its page's link"),
    ])

    var templateValue: TemplateValue {
        let post = published.post
        let config = shared.config
        let base = config.baseURL
        let content = published.content
        // Excerpts are shown on other pages: links relative to the post (`#fn-1`, `img.png`) must lead back to it.
        let excerpt = AbsoluteURLs.rewrite(content.summary.html, relativeTo: URL(string: base.absolute(published.path))!)
        return Self.schema.object([
            ("kind", "post"),
            ("title", .string(published.title)),
            ("slug", .string(post.slug)),
            ("url", .string(base.link(published.path))),
            ("permalink", .string(base.absolute(published.path))),
            ("date", DateView(post.date).templateValue),
            ("updated", post.updated.map { DateView($0).templateValue } ?? .null),
            ("tags", .array(post.uniqueTags.map { shared.postTag($0.slug) })),
            ("summary", published.summary.templateValue),
            ("excerpt", .string(excerpt)),
            ("has_more", .bool(post.summary != nil || content.summary.hasMore)),
            ("description", .string(Self.description(summary: published.summary, content: content, siteDescription: config.description))),
            ("content", .string(content.html)),
            ("toc", TableOfContentsView.value(for: content.headings, asked: post.toc, minimum: config.tocMinimumHeadings)),
            ("word_count", .int(content.wordCount)),
            ("reading_time", .int(Self.readingMinutes(words: content.wordCount))),
            ("projects", .array(post.projects.compactMap { slug in
                shared.projects[slug].map { project in
                    Self.projectSchema.object([("slug", .string(slug)), ("name", .string(project.name)), ("url", .string(base.link(project.path)))])
                }
            })),
            ("draft", .bool(post.isDraft)),
            ("params", ParamsValue.make(post.params)),
            ("comments", CommentsView(discussion: post.discussion, link: base.link(published.path), settings: config.comments, language: config.language).templateValue),
            ("image", previewImage.map { image in
                Self.imageSchema.object([
                    ("url", .string(image.url)), ("width", image.size.map { .int($0.width) } ?? .null), ("height", image.size.map { .int($0.height) } ?? .null),
                ])
            } ?? .null),
        ])
    }

    /// Front matter `image` (a URL, a path of the site, or a file of the post's bundle), else the
    /// body's first image, else its social card (`images.social_cards`), else the site's
    /// `images.preview`, with an absolute URL.
    var previewImage: LeadImage? {
        let images = shared.config.images
        let base = shared.config.baseURL
        let page = URL(string: base.absolute(published.path))!
        if let preview = published.preview { return LeadImage(url: URL(string: preview.url, relativeTo: page)?.absoluteString ?? preview.url, size: preview.size) }
        if let lead = published.content.leadImage { return LeadImage(url: URL(string: lead.url, relativeTo: page)?.absoluteString ?? lead.url, size: lead.size) }
        if published.getsSocialCard(images) {
            return LeadImage(url: base.absolute(SocialCard.sitePath(ofPostAt: published.path)), size: SocialCard.size)
        }
        return images.preview.map { LeadImage(url: LocalFiles.isLocal($0) ? base.absolute($0) : $0, size: images.previewSize) }
    }

    /// The front-matter summary, or the text of the body's summary, or the site's description.
    static func description(summary: String?, content: RenderedMarkdown, siteDescription: String?) -> String {
        summary ?? (content.summary.text.isEmpty ? nil : content.summary.text) ?? siteDescription ?? ""
    }

    /// Minutes to read `words` words, at 200 a minute, rounded up; at least 1.
    static func readingMinutes(words: Int) -> Int {
        max(1, (words + 199) / 200)
    }
}
