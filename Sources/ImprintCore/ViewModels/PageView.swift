import Mustache

/// A standalone page as templates see it: `page` on `page.mustache`.
struct PageView: TemplateView {
    let published: PublishedPage
    let site: SiteModel

    static let schema = TemplateSchema("Page", about: "A page from `content/pages/`: `page` on its page.", [
        .init("kind", .text, "`page`"),
        .init("title", .text, "the title"),
        .init("slug", .text, "the slug"),
        .init("url", .text, "the page's link, with the base path"),
        .init("permalink", .text, "the absolute URL"),
        .init("summary", .optional(.text), "front matter `summary`"),
        .init("description", .text, "the summary, or the start of the text, or the site description"),
        .init("content", .html, "the body"),
        .init("params", .params, "front-matter keys Imprint does not know"),
    ])

    var templateValue: TemplateValue {
        let page = published.page
        let base = site.config.baseURL
        return Self.schema.object([
            ("kind", "page"),
            ("title", .string(page.title)),
            ("slug", .string(page.slug)),
            ("url", .string(base.link(published.path))),
            ("permalink", .string(base.absolute(published.path))),
            ("summary", page.summary.templateValue),
            ("description", .string(page.summary ?? PlainText.nonEmpty(from: published.content.html) ?? site.config.description ?? "")),
            ("content", .string(published.content.html)),
            ("params", ParamsValue.make(page.params)),
        ])
    }
}
