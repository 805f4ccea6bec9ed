import Mustache

/// Splits a list into pages and describes each page for templates as `pagination`.
struct Pagination {
    /// The path of the first page: `/`, or `/tags/swift/`.
    let firstPath: String
    let itemCount: Int
    let perPage: Int

    var pageCount: Int { max(1, (itemCount + perPage - 1) / perPage) }

    /// `/`, `/page/2/`, `/page/3/`…
    func path(ofPage number: Int) -> String {
        number == 1 ? firstPath : "\(firstPath)page/\(number)/"
    }

    func range(ofPage number: Int) -> Range<Int> {
        ((number - 1) * perPage)..<min(itemCount, number * perPage)
    }

    func templateValue(page number: Int, base: BaseURL) -> TemplateValue {
        [
            "current": .int(number),
            "total": .int(pageCount),
            "multiple": .bool(pageCount > 1),
            "previous_url": number > 1 ? .string(base.link(path(ofPage: number - 1))) : .null,
            "next_url": number < pageCount ? .string(base.link(path(ofPage: number + 1))) : .null,
            "first_url": .string(base.link(path(ofPage: 1))),
            "last_url": .string(base.link(path(ofPage: pageCount))),
            "pages": .array(window(around: number).map {
                ["number": .int($0), "url": .string(base.link(path(ofPage: $0))), "current": .bool($0 == number)]
            }),
        ]
    }

    /// Page numbers to link from page `number`: up to four on each side. Listing every page on
    /// every page would make a site's list pages grow with the square of its posts.
    func window(around number: Int) -> ClosedRange<Int> {
        max(1, number - Self.windowRadius)...min(pageCount, number + Self.windowRadius)
    }

    static let windowRadius = 4
}
