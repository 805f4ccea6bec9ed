import Foundation

/// Rendered Markdown kept between builds of one process (`imprint serve`), so that a rebuild
/// renders only the files whose text changed. Keyed by the text and the renderer's settings;
/// entries no build used since the last one are dropped, so the cache never outgrows the site.
public final class MarkdownCache: @unchecked Sendable {
    private struct Key: Hashable {
        let text: String
        let smartPunctuation: Bool
        let basePath: String
    }

    private let lock = NSLock()
    private var entries: [Key: RenderedMarkdown] = [:]
    private var used: Set<Key> = []
    private(set) var hits = 0
    private(set) var misses = 0

    public init() {}

    /// The rendering of `text`, from the cache or rendered now.
    func render(_ text: String, with renderer: MarkdownRenderer) -> RenderedMarkdown {
        let key = Key(text: text, smartPunctuation: renderer.smartPunctuation, basePath: renderer.basePath)
        lock.lock()
        used.insert(key)
        if let cached = entries[key] {
            hits += 1
            lock.unlock()
            return cached
        }
        misses += 1
        lock.unlock()
        let rendered = renderer.render(text)
        lock.lock()
        entries[key] = rendered
        lock.unlock()
        return rendered
    }

    /// Ends a build: forgets entries it did not use, and returns how many were reused and rendered.
    @discardableResult
    public func finishBuild() -> (reused: Int, rendered: Int) {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { used.contains($0.key) }
        let counts = (hits, misses)
        used = []
        hits = 0
        misses = 0
        return counts
    }
}
