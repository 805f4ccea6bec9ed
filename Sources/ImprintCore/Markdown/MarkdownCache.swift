import Foundation

/// Rendered Markdown kept between builds of one process (`imprint serve`), so that a rebuild
/// renders only the files whose text changed. Keyed by source file, checked against the text and
/// the renderer's settings (comparing the text is far cheaper than hashing it); entries no build
/// used since the last one are dropped, so the cache never outgrows the site.
public final class MarkdownCache: @unchecked Sendable {
    private struct Entry {
        let text: String
        let smartPunctuation: Bool
        let basePath: String
        let rendered: RenderedMarkdown
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var used: Set<String> = []
    private(set) var hits = 0
    private(set) var misses = 0

    public init() {}

    /// The rendering of `text`, the body of the file at `path`, from the cache or rendered now.
    func render(_ text: String, of path: String, with renderer: MarkdownRenderer) -> RenderedMarkdown {
        lock.lock()
        used.insert(path)
        let cached = entries[path]
        lock.unlock()
        if let cached, cached.smartPunctuation == renderer.smartPunctuation, cached.basePath == renderer.basePath, cached.text == text {
            lock.lock()
            hits += 1
            lock.unlock()
            return cached.rendered
        }
        let rendered = renderer.render(text)
        lock.lock()
        misses += 1
        entries[path] = Entry(text: text, smartPunctuation: renderer.smartPunctuation, basePath: renderer.basePath, rendered: rendered)
        lock.unlock()
        return rendered
    }

    /// Ends a build that failed: keeps every entry for the next one.
    public func discardBuild() {
        lock.lock()
        used = []
        hits = 0
        misses = 0
        lock.unlock()
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
