import Foundation

/// Rendered Markdown kept between builds of one process (`imprint serve`), so that a rebuild
/// renders only the files whose text changed. Keyed by source file and checked against the text
/// and the renderer's settings (comparing the text is far cheaper than hashing it), and against
/// the files the render looked at.
final class MarkdownCache: Sendable {
    private struct Entry {
        let text: String
        let page: MarkdownPage?
        let renderer: MarkdownRenderer
        let rendered: RenderedMarkdown
        /// The signature of each file the render looked at, nil for one that was not there.
        let files: [String: String?]

        init(text: String, page: MarkdownPage?, renderer: MarkdownRenderer, rendered: RenderedMarkdown) {
            self.text = text
            self.page = page
            self.renderer = renderer
            self.rendered = rendered
            files = Dictionary(rendered.filesRead.map { ($0, POSIXFiles.signature(of: $0)) }, uniquingKeysWith: { first, _ in first })
        }

        var hasCurrentFiles: Bool {
            files.allSatisfy { POSIXFiles.signature(of: $0.key) == $0.value }
        }
    }

    private let entries: MemoTable<Entry>
    /// Its name in the store.
    static let tableName = "markdown"

    init(_ store: MemoStore) {
        entries = store.table(Self.tableName)
    }

    /// The rendering of `text`, the body of the file at `path`, which `page` shows, from the
    /// cache or rendered now.
    func render(_ text: String, of path: String, page: MarkdownPage? = nil, with renderer: MarkdownRenderer) -> RenderedMarkdown {
        entries.value(for: path, if: { $0.renderer == renderer && $0.text == text && $0.page == page && $0.hasCurrentFiles }) {
            Entry(text: text, page: page, renderer: renderer, rendered: renderer.render(text, page: page))
        }.rendered
    }
}
