/// Splits a list into pages: `PaginationView` describes each for templates.
struct Pagination: Sendable, Equatable {
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

    /// Page numbers to link from page `number`: up to four on each side. Listing every page on
    /// every page would make a site's list pages grow with the square of its posts.
    func window(around number: Int) -> ClosedRange<Int> {
        max(1, number - Self.windowRadius)...min(pageCount, number + Self.windowRadius)
    }

    static let windowRadius = 4
}
