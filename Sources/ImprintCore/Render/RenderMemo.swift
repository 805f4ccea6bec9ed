import Foundation

/// The files of the last complete render, for the next one: a job with the same recipe, under
/// the same template and site-wide values, is the same file. Looked up by the job's place in
/// the plan, which stays put from one build to the next unless pages come or go (then by path),
/// so that most lookups hash nothing and take no lock.
final class RenderMemo: MemoStore.Table, @unchecked Sendable {
    /// A file as a render made it, and what it was made from. (A class: every build copies
    /// each one into the next render's list.)
    final class Made: Sendable {
        let path: String
        let recipe: Recipe
        /// The template's fingerprint, for pages.
        let fingerprint: String
        let shared: SiteWide
        let body: OutputBody

        init(path: String, recipe: Recipe, fingerprint: String, shared: SiteWide, body: OutputBody) {
            self.path = path
            self.recipe = recipe
            self.fingerprint = fingerprint
            self.shared = shared
            self.body = body
        }
    }

    enum Recipe: Sendable {
        case page(any PageData, sitePath: String)
        case document(any DocumentData)
        case stored
    }

    /// What one render made, in plan order; read by the next render's threads, never changed.
    final class Render: Sendable {
        private let files: [Made?]
        private let byPath = Locked<[String: Int]?>(nil)

        init(_ files: [Made?]) {
            self.files = files
        }

        /// The paths it made that `jobs` do not have.
        func paths(missingFrom jobs: [PageJob]) -> [String] {
            // The common case, one plan after another with the same files, needs no set.
            if files.count == jobs.count && jobs.indices.allSatisfy({ files[$0]?.path == jobs[$0].path }) { return [] }
            let planned = Set(jobs.map(\.path))
            return files.compactMap { $0?.path }.filter { !planned.contains($0) }
        }

        /// What it made at place `index` of its plan or, failing that, at `path`.
        func made(at index: Int, path: String) -> Made? {
            if index < files.count, let made = files[index], made.path == path { return made }
            let index = byPath.withLock { byPath in
                if byPath == nil {
                    byPath = Dictionary(files.indices.compactMap { index in files[index].map { ($0.path, index) } }, uniquingKeysWith: { first, _ in first })
                }
                return byPath?[path]
            }
            return index.flatMap { files[$0] }
        }
    }

    /// Its name in the store; its counts are those of theme pages.
    static let tableName = "pages"

    private let lock = NSLock()
    private var lastRender = Render([])
    private var counts = MemoStore.Counts(reused: 0, made: 0)

    init() {}

    /// The last complete render.
    var last: Render {
        lock.lock()
        defer { lock.unlock() }
        return lastRender
    }

    /// Ends a render that made every file of its plan: what it made is what the next one starts from.
    func remember(_ made: [Made?], reusedPages: Int, madePages: Int) {
        lock.lock()
        lastRender = Render(made)
        counts = MemoStore.Counts(reused: counts.reused + reusedPages, made: counts.made + madePages)
        lock.unlock()
    }

    /// A render keeps only the files of its own plan, so there is nothing else to forget.
    func end(forgettingUnused: Bool) -> MemoStore.Counts {
        lock.lock()
        defer { lock.unlock() }
        let ended = counts
        counts = MemoStore.Counts(reused: 0, made: 0)
        return ended
    }
}
