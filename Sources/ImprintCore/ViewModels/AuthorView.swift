import Mustache

/// `site.author`: who writes the site.
struct AuthorView: TemplateView {
    let author: SiteConfig.Author

    static let schema = TemplateSchema("Author", about: "`site.author`, when site.yml sets `author`.", [
        .init("name", .text, "`author.name`, or `author` when it is only a name"),
        .init("email", .optional(.text), "`author.email`"),
        .init("url", .optional(.text), "`author.url`"),
    ])

    var templateValue: TemplateValue {
        Self.schema.object([("name", .string(author.name)), ("email", author.email.templateValue), ("url", author.url.templateValue)])
    }
}
