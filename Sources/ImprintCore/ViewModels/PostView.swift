import Foundation
import Mustache

/// A post as templates see it: `page` on its own page, and each entry of post lists.
struct PostView: TemplateView {
    let published: PublishedPost
    let site: SiteModel

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
        .init("excerpt", .html, "the part before `<!--more-->`, or else the first paragraph, with links made absolute"),
        .init("has_more", .bool, "true when the post has more than its excerpt"),
        .init("description", .text, "for `<meta name=\"description\">`: the summary, or the start of the text, or the site description"),
        .init("content", .html, "the body"),
        .init("projects", .list(.object(projectSchema)), "the projects the post is about"),
        .init("draft", .bool, "true for a draft, which is built only with `--drafts`"),
        .init("params", .params, "front-matter keys Imprint does not know"),
    ])

    static let projectSchema = TemplateSchema("Post project", about: "A project a post is about.", [
        .init("slug", .text, "the project's slug"),
    ])

    var templateValue: TemplateValue {
        let post = published.post
        let base = site.config.baseURL
        let html = published.content.html
        // Excerpts are shown on other pages: links relative to the post (`#fn-1`, `img.png`) must lead back to it.
        let excerpt = AbsoluteURLs.rewrite(
            published.content.summaryHTML ?? Self.firstParagraph(of: html), relativeTo: URL(string: base.absolute(published.path))!)
        return Self.schema.object([
            ("kind", "post"),
            ("title", .string(post.title)),
            ("slug", .string(post.slug)),
            ("url", .string(base.link(published.path))),
            ("permalink", .string(base.absolute(published.path))),
            ("date", DateView(post.date).templateValue),
            ("updated", post.updated.map { DateView($0).templateValue } ?? .null),
            ("tags", .array(post.uniqueTags.map { TagView(slug: $0.slug, site: site).templateValue })),
            ("summary", post.summary.templateValue),
            ("excerpt", .string(excerpt)),
            ("has_more", .bool(post.summary != nil || excerpt.count < html.trimmingCharacters(in: .whitespacesAndNewlines).count)),
            ("description", .string(post.summary ?? PlainText.nonEmpty(from: excerpt) ?? site.config.description ?? "")),
            ("content", .string(html)),
            ("projects", .array(post.projects.map { Self.projectSchema.object([("slug", .string($0))]) })),
            ("draft", .bool(post.isDraft)),
            ("params", ParamsValue.make(post.params)),
        ])
    }

    /// The first `<p>…</p>` of a body, when it starts with one.
    static func firstParagraph(of html: String) -> String {
        guard html.hasPrefix("<p>"), let end = html.range(of: "</p>") else { return "" }
        return String(html[..<end.upperBound])
    }
}
