import Foundation
import Mustache

/// Rendered pages kept between builds of one process (`imprint serve`).
///
/// A page's bytes depend only on its template (with the partials and parents it reaches) and its
/// data, so when both are unchanged the bytes of the last build are reused: an edit to one post
/// re-renders the pages whose data includes it, and an edit to a template the pages that use it.
/// Output is the same as a full build's by construction.
public final class RenderCache: @unchecked Sendable {
    private struct Entry {
        let template: String
        /// The sources of the template's closure, hashed.
        let fingerprint: String
        let data: TemplateValue
        let contents: Data
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var used: Set<String> = []
    private var reused = 0
    private var rendered = 0

    public init() {}

    /// The page at `path` as the last build rendered it, if its template and data are unchanged.
    func contents(of path: String, template: String, fingerprint: String, data: TemplateValue) -> Data? {
        lock.lock()
        used.insert(path)
        let entry = entries[path]
        lock.unlock()
        guard let entry, entry.template == template, entry.fingerprint == fingerprint, entry.data.isIdentical(to: data) else {
            return nil
        }
        lock.lock()
        reused += 1
        lock.unlock()
        return entry.contents
    }

    func store(_ contents: Data, of path: String, template: String, fingerprint: String, data: TemplateValue) {
        lock.lock()
        entries[path] = Entry(template: template, fingerprint: fingerprint, data: data, contents: contents)
        rendered += 1
        lock.unlock()
    }

    /// Ends a build that failed: keeps every entry for the next one.
    public func discardBuild() {
        lock.lock()
        used = []
        reused = 0
        rendered = 0
        lock.unlock()
    }

    /// Ends a build: forgets pages it did not produce, and returns how many were reused and rendered.
    @discardableResult
    public func finishBuild() -> (reused: Int, rendered: Int) {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { used.contains($0.key) }
        let counts = (reused, rendered)
        used = []
        reused = 0
        rendered = 0
        return counts
    }
}
