import Foundation

/// Rendered Markdown kept between builds of one process (`imprint serve`), so that a rebuild
/// renders only the files whose text changed. Keyed by source file and checked against the text
/// and the renderer's settings (comparing the text is far cheaper than hashing it).
final class MarkdownCache: Sendable {
    private struct Entry {
        let text: String
        let page: MarkdownPage?
        let renderer: MarkdownRenderer
        let rendered: RenderedMarkdown
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
        entries.value(for: path, if: { $0.renderer == renderer && $0.text == text && $0.page == page }) {
            Entry(text: text, page: page, renderer: renderer, rendered: renderer.render(text, page: page))
        }.rendered
    }
}
