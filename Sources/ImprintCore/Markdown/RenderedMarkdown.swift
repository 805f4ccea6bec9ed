import Foundation
import Mustache

/// Markdown rendered to HTML, with what the site needs to know about it.
package struct RenderedMarkdown: Sendable, Equatable {
    /// The whole body as HTML.
    package var html: String
    /// What lists, feeds and descriptions show of it.
    var summary = MarkdownSummary()
    /// What could not be rendered as written: shortcodes that are unknown, malformed or misused.
    var problems: [MarkdownProblem] = []
    /// Links to other content files, which `resolvingLinks(_:)` makes their pages' URLs.
    var sourceLinks: [SourceLink] = []
    /// Its links to paths of the site (`/about/`), which the build checks against the files it makes.
    var sitePathLinks: [SitePathLink] = []
    /// The `id` of each heading: the body's in order, then those in shortcodes' Markdown.
    package var headingIDs: [String] = []
    /// The other ids of the body that a link may name, in order: those of its raw HTML (`id`,
    /// and `name` of `<a>`), its footnotes and its shortcodes' HTML.
    var anchorIDs: [String] = []
    /// The headings of the body itself, for its table of contents.
    package var headings: [MarkdownHeading] = []
    /// How many words it has outside code blocks.
    var wordCount = 0
    /// The site's files the render looked at (images and the files shortcodes show), by path:
    /// a rebuild renders the body again when one of them changed, came or went.
    var filesRead: [String] = []
    /// The local images it shows that have copies in other sizes and formats, to publish.
    var images: [ImageUse] = []
    /// Its first image, for previews: its URL as the page writes it, and its size when known.
    var leadImage: LeadImage?
}

extension RenderedMarkdown {
    /// The body with each link to a content file made the URL of its page (with the heading's or
    /// anchor's `#id`), and the links that lead to no page, heading or anchor. `targets` are by source path;
    /// a link to a file of `unread`, which could not be read, is left unresolved and unreported.
    func resolvingLinks(_ targets: [String: LinkTarget], unread: Set<String> = []) -> (RenderedMarkdown, [MarkdownProblem]) {
        guard !sourceLinks.isEmpty else { return (self, []) }
        var hrefs = [String](repeating: "", count: sourceLinks.map(\.number).max()! + 1)
        var problems: [MarkdownProblem] = []
        for link in sourceLinks {
            func fail(_ message: String) {
                problems.append(MarkdownProblem(line: link.line, column: link.column, message: message))
            }
            guard let target = targets[link.target] else {
                if !unread.contains(link.target) {
                    fail("the link \(link.written) leads to \(link.target), which the site does not publish: check the file name (a draft or future post has no page)")
                }
                continue
            }
            if let fragment = link.fragment, !fragment.isEmpty, !target.ids.contains(fragment) {
                let nearest = target.ids.sorted { EditDistance.between(fragment, $0) < EditDistance.between(fragment, $1) }.prefix(5)
                fail("the link \(link.written) names #\(fragment), which \(link.target) has no heading or anchor of: "
                     + (nearest.isEmpty ? "it has none" : "its headings and anchors are, nearest first: " + nearest.map { "#\($0)" }.joined(separator: ", ")))
                continue
            }
            hrefs[link.number] = "href=\"\(XMLText.escape(target.url + (link.fragment.map { "#" + $0 } ?? "")))\""
        }
        func resolved(_ html: String) -> String {
            Marks.replacing(in: html, before: "href=\"", prefix: SourceLinks.prefix, after: "\"", with: hrefs)
        }
        var result = self
        result.html = resolved(html)
        result.summary.html = resolved(summary.html)
        return (result, problems)
    }
}

/// The part of a body that lists and feeds show: the HTML before `<!--more-->`; or else the
/// first paragraph, when the body starts with one; or else its first words, as a paragraph.
struct MarkdownSummary: Sendable, Equatable {
    /// How many words a summary of words has.
    static let words = 70
    /// How long a description is, at most, in characters.
    static let descriptionLength = 200

    var html = ""
    /// Its text, cut at a word before `descriptionLength` characters: for `<meta name="description">`.
    var text = ""
    /// Whether the body has more than the summary.
    var hasMore = false
}

/// The first image of a body: what previews (Open Graph) show of the page.
struct LeadImage: Sendable, Equatable {
    /// As the page writes it: a path with the base path, or a URL.
    let url: String
    let size: ImageSize?
}
