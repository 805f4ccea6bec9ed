import Mustache

/// `pagination` on a page of a list: where it is among the list's pages, and links to the others.
struct PaginationView: TemplateView {
    let pagination: Pagination
    let number: Int
    let base: BaseURL

    static let schema = TemplateSchema("Pagination", about: "`pagination` on the pages of the home page and of each tag.", [
        .init("current", .number, "this page's number"),
        .init("total", .number, "the number of pages"),
        .init("multiple", .bool, "true when there is more than one page"),
        .init("previous_url", .optional(.text), "the newer page"),
        .init("next_url", .optional(.text), "the older page"),
        .init("first_url", .text, "the first page"),
        .init("last_url", .text, "the last page"),
        .init("pages", .list(.object(pageSchema)), "up to four pages on each side of this one"),
    ])

    static let pageSchema = TemplateSchema("Pagination page", about: "A page of `pagination.pages`.", [
        .init("number", .number, "its number"),
        .init("url", .text, "its link"),
        .init("current", .bool, "true for this page"),
    ])

    var templateValue: TemplateValue {
        let count = pagination.pageCount
        let link = { (number: Int) in base.link(pagination.path(ofPage: number)) }
        return Self.schema.object([
            ("current", .int(number)),
            ("total", .int(count)),
            ("multiple", .bool(count > 1)),
            ("previous_url", number > 1 ? .string(link(number - 1)) : .null),
            ("next_url", number < count ? .string(link(number + 1)) : .null),
            ("first_url", .string(link(1))),
            ("last_url", .string(link(count))),
            ("pages", .array(pagination.window(around: number).map {
                Self.pageSchema.object([("number", .int($0)), ("url", .string(link($0))), ("current", .bool($0 == number))])
            })),
        ])
    }
}
