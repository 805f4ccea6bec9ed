import Foundation

/// Rendered Markdown kept between builds of one process (`imprint serve`), so that a rebuild
/// renders only the files whose text changed. Keyed by source file and checked against the text
/// and the renderer's settings (comparing the text is far cheaper than hashing it).
final class MarkdownCache: Sendable {
    private struct Entry {
        let text: String
        let renderer: MarkdownRenderer
        let rendered: RenderedMarkdown
    }

    private let entries = BuildScopedCache<Entry>()

    init() {}

    /// The rendering of `text`, the body of the file at `path`, from the cache or rendered now.
    func render(_ text: String, of path: String, with renderer: MarkdownRenderer) -> RenderedMarkdown {
        if let cached = entries.value(for: path, if: { $0.renderer == renderer && $0.text == text }) { return cached.rendered }
        let rendered = renderer.render(text)
        entries.store(Entry(text: text, renderer: renderer, rendered: rendered), for: path)
        return rendered
    }

    /// Ends a build that failed: keeps every entry for the next one.
    func discardBuild() { entries.discardBuild() }

    /// Ends a build: forgets files it did not render, and returns how many were reused and rendered.
    @discardableResult
    func finishBuild(forgettingUnused: Bool = true) -> (reused: Int, rendered: Int) {
        let counts = entries.finishBuild(forgettingUnused: forgettingUnused)
        return (counts.reused, counts.made)
    }
}
