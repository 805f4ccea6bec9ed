import Foundation

/// A file as a render made it, and what it was made from, so that the next render can tell
/// whether a job of its plan is the same file (`PageRendering`). A class: every serve build
/// copies each one into the next render's list.
final class MadeFile: Sendable {
    let path: String
    let recipe: Recipe
    /// The template's fingerprint, for pages.
    let fingerprint: String
    let shared: SiteWide
    let body: OutputBody

    enum Recipe: Sendable {
        case page(any PageData, sitePath: String)
        case document(any DocumentData)
        case stored
    }

    init(path: String, recipe: Recipe, fingerprint: String, shared: SiteWide, body: OutputBody) {
        self.path = path
        self.recipe = recipe
        self.fingerprint = fingerprint
        self.shared = shared
        self.body = body
    }

    /// The file once `staging` has it: where it will be in the output folder, instead of its
    /// bytes. A file published as it is keeps naming its source.
    func written(in staging: OutputStaging) -> MadeFile {
        guard case .bytes = body else { return self }
        let body = OutputBody.file(path: staging.outputPath + "/" + path, signature: "")
        return MadeFile(path: path, recipe: recipe, fingerprint: fingerprint, shared: shared, body: body)
    }
}

/// The file of each job of a plan: a job with the same recipe, under the same template and
/// site-wide values, is the same file. Its counts are those of theme pages.
struct PageRendering: PlanDerivation {
    let fingerprints: [String: String]
    /// Template name → the post fields its pages read (`Theme.postFields`).
    let postFields: [String: Set<String>]
    let views: SiteViews
    var shared: SiteWide { views.shared }

    var name: String { Self.name }
    /// What `ServeSession` finds its counts under.
    static let name = "pages"

    func key(of input: PageJob) -> String { input.path }
    func key(of value: MadeFile) -> String { value.path }

    /// Whether `made` is the file of `job`: made from equal data, with the same template and site-wide values.
    func reuses(_ made: MadeFile, for job: PageJob) -> Bool {
        guard made.shared === shared else { return false }
        switch (job.recipe, made.recipe) {
        case let (.document(document), .document(old)):
            return document.isSame(as: old)
        case let (.page(data, sitePath), .page(old, oldPath)):
            return oldPath == sitePath && made.fingerprint == fingerprints[data.template]
                && data.isSame(as: old, showing: ShownPosts(fields: postFields[data.template], shared: shared))
        case let (.stored(body), .stored):
            // The same bytes (or file) are the same file: publishing need not compare it again.
            return made.body == body
        default:
            return false
        }
    }

    func isCounted(_ job: PageJob) -> Bool {
        if case .page = job.recipe { true } else { false }
    }

    /// A page's digest is that of its template, with what it includes, and of the value it
    /// renders: the whole of what its bytes are made from, with the values many pages share
    /// standing in by the digests of what the template reads of them (`SiteViews.digesting(reading:)`). Other files are always made, and
    /// written only when their bytes differ.
    func digest(of job: PageJob) -> StableDigest? {
        guard case let .page(data, sitePath) = job.recipe, let fingerprint = fingerprints[data.template] else { return nil }
        var hasher = StableHasher()
        hasher.combine(fingerprint)
        hasher.combine(sitePath)
        hasher.combine(data.templateValue(at: sitePath, views.digesting(reading: postFields[data.template])))
        return hasher.finalize()
    }

    func written(_ job: PageJob, at path: String) -> MadeFile {
        MadeFile(path: job.path, recipe: .stored, fingerprint: "", shared: shared, body: .file(path: path, signature: ""))
    }
}
