import CCmarkGFM
import Foundation
import Highlight

/// Markdown rendered to HTML, with what the site needs to know about it.
struct RenderedMarkdown: Sendable, Equatable {
    /// The whole body as HTML.
    let html: String
    /// The HTML before a `<!--more-->` line, when the body has one.
    let summaryHTML: String?
    /// What could not be rendered as written: shortcodes that are unknown, malformed or misused.
    var problems: [MarkdownProblem] = []
}
