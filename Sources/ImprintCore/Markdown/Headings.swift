import CCmarkGFM
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
    private let nodes: [OpaquePointer]
    private let attributes: [HeadingAttributes?]
    private let footnoteReferences: [OpaquePointer]

    /// Finds the headings of `document` (and its footnote references, in the same walk) and
    /// takes their `{#id .class}` out of their text.
    init(in document: OpaquePointer) {
        let found = CmarkTree.nodes(of: document) {
            let type = cmark_node_get_type($0)
            return type == CMARK_NODE_HEADING || type == CMARK_NODE_FOOTNOTE_REFERENCE
        }
        nodes = found.filter { cmark_node_get_type($0) == CMARK_NODE_HEADING }
        footnoteReferences = found.filter { cmark_node_get_type($0) == CMARK_NODE_FOOTNOTE_REFERENCE }
        attributes = nodes.map(HeadingAttributes.take)
    }

    /// Replaces each heading with its HTML, which `render` writes, with the id in it. `reserved`
    /// are the ids the page has besides its headings'; `text` reads a heading's text.
    mutating func giveIDs(reserved: Set<String>, text: (OpaquePointer) -> DocumentText, render: (OpaquePointer) -> String) {
        guard !nodes.isEmpty else { return }
        var ids = HeadingIDs(reserved: footnoteReferences.isEmpty ? reserved : reserved.union(footnoteIDs(render: render)))
        // The author's ids first: a heading above one with `{#intro}` does not take `intro`.
        for (node, attribute) in zip(nodes, attributes) {
            guard let id = attribute?.id, !ids.claim(id) else { continue }
            let (line, column) = CmarkTree.position(of: node)
            problems.append(MarkdownProblem(
                line: line, column: column,
                message: "the heading id #\(id) is already an id of this page (another heading's, a footnote's or the theme's): choose another"))
        }
        for (node, attribute) in zip(nodes, attributes) {
            let level = Int(cmark_node_get_heading_level(node))
            let headingText = text(node)
            let id = attribute?.id ?? ids.unique(for: headingText.string.trimmingHorizontalSpace)
            headings.append(MarkdownHeading(level: level, id: id, text: headingText.text()))
            let classes = attribute.map { $0.classes.isEmpty ? "" : " class=\"\(XMLText.escape($0.classes.joined(separator: " ")))\"" } ?? ""
            let html = render(node)
            let tag = "<h\(level)"
            CmarkTree.replace(node, withHTML: html.hasPrefix(tag) ? tag + " id=\"\(XMLText.escape(id))\"" + classes + html.dropFirst(tag.count) : html)
        }
    }

    /// The ids cmark-gfm gives footnotes: `fn-LABEL` on the note, `fnref-LABEL` on the first
    /// reference and `fnref-LABEL-2` and on for the next ones. cmark has no call that reads a
    /// label, so each reference is rendered, and its `id` and `href` read.
    private func footnoteIDs(render: (OpaquePointer) -> String) -> Set<String> {
        var ids: Set<String> = []
        for reference in footnoteReferences {
            for match in render(reference).matches(of: /(?:id="|href="#)([^"]+)"/) { ids.insert(String(match.output.1)) }
        }
        return ids
    }
}
