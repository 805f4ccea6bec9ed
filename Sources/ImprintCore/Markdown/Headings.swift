import Foundation

/// A heading of a body, as its table of contents lists it.
package struct MarkdownHeading: Sendable, Equatable {
    let level: Int
    package let id: String
    /// Its text, without markup.
    package let text: String
}

/// Gives each heading of a document its `id` (and the classes of `{.class}`): the author's
/// `{#id}`, or else GitHub's slug of its text, unique in the page and never an id the theme or
/// the footnotes use.
struct Headings {
    private(set) var headings: [MarkdownHeading] = []
    private(set) var problems: [MarkdownProblem] = []
    private let nodes: [CmarkNode]
    private let attributes: [HeadingAttributes?]
    private let footnoteReferences: [CmarkNode]

    /// Finds the headings of `document` (and its footnote references, in the same walk) and
    /// takes their `{#id .class}` out of their text.
    init(in document: CmarkNode) {
        let found = document.nodes {
            let kind = $0.kind
            return kind == .heading || kind == .footnoteReference
        }
        nodes = found.filter { $0.kind == .heading }
        footnoteReferences = found.filter { $0.kind == .footnoteReference }
        attributes = nodes.map(HeadingAttributes.take)
    }

    /// Replaces each heading with its HTML, which `render` writes, with the id in it. `reserved`
    /// are the ids the page has besides its headings'; `text` reads a heading's text.
    mutating func giveIDs(reserved: Set<String>, text: (CmarkNode) -> DocumentText, render: (CmarkNode) -> String) {
        guard !nodes.isEmpty else { return }
        var ids = HeadingIDs(reserved: footnoteReferences.isEmpty ? reserved : reserved.union(footnoteIDs(render: render)))
        // The author's ids first: a heading above one with `{#intro}` does not take `intro`.
        for (node, attribute) in zip(nodes, attributes) {
            guard let id = attribute?.id, !ids.claim(id) else { continue }
            let (line, column) = node.position
            problems.append(MarkdownProblem(
                line: line, column: column,
                message: "the heading id #\(id) is already an id of this page (another heading's, a footnote's or the theme's): choose another"))
        }
        for (node, attribute) in zip(nodes, attributes) {
            let level = node.headingLevel
            let headingText = text(node)
            let id = attribute?.id ?? ids.unique(for: headingText.string.trimmingHorizontalSpace)
            headings.append(MarkdownHeading(level: level, id: id, text: headingText.text()))
            let classes = attribute.map { $0.classes.isEmpty ? "" : " class=\"\(XMLText.escape($0.classes.joined(separator: " ")))\"" } ?? ""
            let html = render(node)
            let tag = "<h\(level)"
            node.replace(withHTMLBlock: html.hasPrefix(tag) ? tag + " id=\"\(XMLText.escape(id))\"" + classes + html.dropFirst(tag.count) : html)
        }
    }

    /// The ids cmark-gfm gives footnotes: `fn-LABEL` on the note, `fnref-LABEL` on the first
    /// reference and `fnref-LABEL-2` and on for the next ones. cmark has no call that reads a
    /// label, so each reference is rendered, and its `id` and `href` read.
    private func footnoteIDs(render: (CmarkNode) -> String) -> Set<String> {
        var ids: Set<String> = []
        for reference in footnoteReferences {
            for match in render(reference).matches(of: /(?:id="|href="#)([^"]+)"/) { ids.insert(String(match.output.1)) }
        }
        return ids
    }
}
