import CCmarkGFM
import Foundation
import Highlight

/// Markdown rendered to HTML, with what the site needs to know about it.
public struct RenderedMarkdown: Sendable, Equatable {
    /// The whole body as HTML.
    public let html: String
    /// The HTML before a `<!--more-->` line, when the body has one.
    public let summaryHTML: String?
    /// Each heading's level, id and text, in order.
    public let headings: [Heading]

    public struct Heading: Sendable, Equatable {
        public let level: Int
        public let id: String
        public let text: String
    }
}
