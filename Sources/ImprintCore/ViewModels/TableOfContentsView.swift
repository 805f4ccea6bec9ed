import Mustache

/// A post's or page's headings as templates see them: `page.toc`, present when the body has at
/// least `markdown.toc_min_headings` headings (or front matter `toc: true` and any), never with
/// `toc: false`.
struct TableOfContentsView: TemplateView {
    let headings: [MarkdownHeading]

    static let schema = TemplateSchema("Table of contents", about: "`page.toc` on posts and pages.", [
        .init("items", .list(.object(itemSchema)), "every heading, in order"),
        .init("count", .number, "how many headings there are"),
        .init("html", .html, "a ready list: `<ul>` of links to the headings, each heading's subheadings in a `<ul>` inside its `<li>`"),
    ])

    static let itemSchema = TemplateSchema("Table of contents entry", about: "A heading in `page.toc.items`.", [
        .init("id", .text, "the heading's `id`: link to `#{{id}}`"),
        .init("text", .text, "its text, without markup"),
        .init("level", .number, "1 for `#`, 2 for `##` and so on"),
        .init("depth", .number, "how deeply it nests: 0 for the outermost headings, 1 for those under them, and so on"),
    ])

    /// The table for a body, or null when the page shows none.
    static func value(for headings: [MarkdownHeading], asked: Bool?, minimum: Int) -> TemplateValue {
        guard asked != false, !headings.isEmpty, asked == true || headings.count >= minimum else { return .null }
        return TableOfContentsView(headings: headings).templateValue
    }

    var templateValue: TemplateValue {
        let depths = Self.depths(of: headings)
        let items = zip(headings, depths).map { heading, depth in
            Self.itemSchema.object([("id", .string(heading.id)), ("text", .string(heading.text)), ("level", .int(heading.level)), ("depth", .int(depth))])
        }
        return Self.schema.object([("items", .array(items)), ("count", .int(headings.count)), ("html", .string(html(depths: depths)))])
    }

    /// How many headings of a lower level are open above each heading.
    static func depths(of headings: [MarkdownHeading]) -> [Int] {
        var open: [Int] = []
        return headings.map { heading in
            while let last = open.last, last >= heading.level { open.removeLast() }
            open.append(heading.level)
            return open.count - 1
        }
    }

    private func html(depths: [Int]) -> String {
        var html = ""
        var openLists = 0
        for (heading, depth) in zip(headings, depths) {
            if depth == openLists {
                html += "<ul>"
                openLists += 1
            } else {
                while openLists > depth + 1 {
                    html += "</li></ul>"
                    openLists -= 1
                }
                html += "</li>"
            }
            html += "<li><a href=\"#\(XMLText.escape(heading.id))\">\(XMLText.escape(heading.text))</a>"
        }
        while openLists > 0 {
            html += "</li></ul>"
            openLists -= 1
        }
        return html
    }
}
