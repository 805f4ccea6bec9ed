import Mustache

/// `previous` or `next` on a post's page: the post beside it in date order.
struct NeighborView: TemplateView {
    let published: PublishedPost
    let base: BaseURL

    static let schema = TemplateSchema("Neighbor", about: "`previous` or `next` on a post's page.", [
        .init("title", .text, "the post's title"),
        .init("url", .text, "its link"),
    ])

    var templateValue: TemplateValue {
        Self.schema.object([("title", .string(published.title)), ("url", .string(base.link(published.path)))])
    }
}
