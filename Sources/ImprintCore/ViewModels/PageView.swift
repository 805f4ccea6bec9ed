import Mustache

/// A standalone page as templates see it: `page` on `page.mustache`.
struct PageView: TemplateView {
    let published: PublishedPage
    let config: SiteConfig

    static let schema = TemplateSchema("Page", about: "A page from `content/pages/`: `page` on its page.", [
        .init("kind", .text, "`page`"),
        .init("title", .text, "the title"),
        .init("slug", .text, "the slug"),
        .init("url", .text, "the page's link, with the base path"),
        .init("permalink", .text, "the absolute URL"),
        .init("summary", .optional(.text), "front matter `summary`"),
        .init("description", .text, "the summary, or the text of the part before `<!--more-->`, the first paragraph or the first words (up to 200 characters, cut at a word), or the site description"),
        .init("content", .html, "the body"),
        .init("toc", .optional(.object(TableOfContentsView.schema)), "the table of contents, as on posts"),
        .init("word_count", .number, "how many words the body has, outside code blocks"),
        .init("reading_time", .number, "minutes to read it, at 200 words a minute, at least 1"),
        .init("params", .params, "front-matter keys Imprint does not know"),
        .init("comments", .object(CommentsView.schema), "its comments, as on posts; a page takes new ones only with front matter `comments: true` (or `mastodon`)"),
    ])

    var templateValue: TemplateValue {
        let page = published.page
        let base = config.baseURL
        return Self.schema.object([
            ("kind", "page"),
            ("title", .string(published.title)),
            ("slug", .string(page.slug)),
            ("url", .string(base.link(published.path))),
            ("permalink", .string(base.absolute(published.path))),
            ("summary", published.summary.templateValue),
            ("description", .string(PostView.description(summary: published.summary, content: published.content, siteDescription: config.description))),
            ("content", .string(published.content.html)),
            ("toc", TableOfContentsView.value(for: published.content.headings, asked: page.toc, minimum: config.tocMinimumHeadings)),
            ("word_count", .int(published.content.wordCount)),
            ("reading_time", .int(PostView.readingMinutes(words: published.content.wordCount))),
            ("params", ParamsValue.make(page.params)),
            ("comments", CommentsView(discussion: page.discussion, link: base.link(published.path), settings: config.comments, language: config.language).templateValue),
        ])
    }
}
