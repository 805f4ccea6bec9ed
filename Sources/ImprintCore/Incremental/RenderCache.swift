import Foundation
import Mustache

/// Rendered pages kept between builds of one process (`imprint serve`).
///
/// A page's bytes depend only on its template (with the partials and parents it reaches) and its
/// data, so when both are unchanged the bytes of the last build are reused: an edit to one post
/// re-renders the pages whose data includes it, and an edit to a template the pages that use it.
/// Output is the same as a full build's by construction.
final class RenderCache: Sendable {
    private struct Entry {
        let template: String
        /// The sources of the template's closure, hashed.
        let fingerprint: String
        let data: TemplateValue
        let contents: Data
    }

    private let entries = BuildScopedCache<Entry>()

    init() {}

    /// The page at `path` as the last build rendered it, if its template and data are unchanged.
    func contents(of path: String, template: String, fingerprint: String, data: TemplateValue) -> Data? {
        entries.value(for: path) { $0.template == template && $0.fingerprint == fingerprint && $0.data.isIdentical(to: data) }?.contents
    }

    func store(_ contents: Data, of path: String, template: String, fingerprint: String, data: TemplateValue) {
        entries.store(Entry(template: template, fingerprint: fingerprint, data: data, contents: contents), for: path)
    }

    /// Counts a page taken whole from the last build, without rendering or comparing its data.
    func countReused() { entries.countReused() }

    /// Ends a build that failed: keeps every entry for the next one.
    func discardBuild() { entries.discardBuild() }

    /// Ends a build: forgets pages it did not produce, and returns how many were reused and rendered.
    @discardableResult
    func finishBuild(forgettingUnused: Bool = true) -> (reused: Int, rendered: Int) {
        let counts = entries.finishBuild(forgettingUnused: forgettingUnused)
        return (counts.reused, counts.made)
    }
}
