import Foundation
import Mustache

/// `page.*` for posts and pages, and the post entries of lists.
enum ItemValue {
    static func post(_ published: PublishedPost, site: SiteModel) -> TemplateValue {
        let post = published.post
        let base = site.config.baseURL
        let fallbackDescription = site.config.description
        // Excerpts are shown on other pages: links relative to the post (`#fn-1`, `img.png`) must lead back to it.
        let excerpt = AbsoluteURLs.rewrite(
            published.content.summaryHTML ?? firstParagraph(of: published.content.html), relativeTo: URL(string: base.absolute(published.path))!)
        return .object(TemplateObject(pairs: common(kind: "post", title: post.title, slug: post.slug, path: published.path, base: base) + [
            ("date", DateFormats(date: post.date).templateValue),
            ("updated", post.updated.map { DateFormats(date: $0).templateValue } ?? .null),
            ("tags", .array(post.uniqueTags.map { tag(slug: $0.slug, site: site) })),
            ("summary", post.summary.templateValue),
            ("excerpt", .string(excerpt)),
            ("has_more", .bool(post.summary != nil || excerpt.count < published.content.html.trimmingCharacters(in: .whitespacesAndNewlines).count)),
            ("description", .string(post.summary ?? nonEmpty(PlainText.from(html: excerpt)) ?? fallbackDescription ?? "")),
            ("content", .string(published.content.html)),
            ("projects", .array(post.projects.map { ["slug": .string($0)] })),
            ("draft", .bool(post.isDraft)),
            ("params", ParamsValue.make(post.params)),
        ]))
    }

    static func page(_ published: PublishedPage, site: SiteModel) -> TemplateValue {
        let page = published.page
        let base = site.config.baseURL
        let fallbackDescription = site.config.description
        return .object(TemplateObject(pairs: common(kind: "page", title: page.title, slug: page.slug, path: published.path, base: base) + [
            ("summary", page.summary.templateValue),
            ("description", .string(page.summary ?? nonEmpty(PlainText.from(html: published.content.html)) ?? fallbackDescription ?? "")),
            ("content", .string(published.content.html)),
            ("params", ParamsValue.make(page.params)),
        ]))
    }

    /// `page.*` for generated pages (home, archive, tags, 404): a title, a URL, a description,
    /// and the feeds of the page's own topic for autodiscovery.
    static func generated(kind: String, title: String, path: String, base: BaseURL, description: String?, feeds: [FeedLink] = []) -> TemplateValue {
        [
            "kind": .string(kind), "title": .string(title), "url": .string(base.link(path)),
            "permalink": .string(base.absolute(path)), "description": .string(description ?? ""),
            "feeds": .array(feeds.map(\.templateValue)),
        ]
    }

    private static func common(kind: String, title: String, slug: String, path: String, base: BaseURL) -> [(String, TemplateValue)] {
        [("kind", .string(kind)), ("title", .string(title)), ("slug", .string(slug)),
         ("url", .string(base.link(path))), ("permalink", .string(base.absolute(path)))]
    }

    /// A tag by its canonical name, with its page and feed links, and its post count when given.
    static func tag(slug: String, site: SiteModel, count: Int? = nil) -> TemplateValue {
        let base = site.config.baseURL
        return [
            "name": .string(site.tagNames[slug] ?? slug), "slug": .string(slug),
            "url": .string(base.link("/tags/\(slug)/")),
            "feed_url": .string(base.link("/tags/\(slug)/feed.xml")), "atom_url": .string(base.link("/tags/\(slug)/atom.xml")),
            "count": count.templateValue,
            "count_label": count.map { .string($0 == 1 ? "1 post" : "\($0) posts") } ?? .null,
        ]
    }

    /// The first `<p>…</p>` of a body, when it starts with one.
    static func firstParagraph(of html: String) -> String {
        guard html.hasPrefix("<p>"), let end = html.range(of: "</p>") else { return "" }
        return String(html[..<end.upperBound])
    }

    private static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
