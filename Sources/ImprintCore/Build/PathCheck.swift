/// The check of every output path of a plan before anything is made: no redirect hides a page
/// or another redirect, no path is unsafe, and no two files share a path or a folder's name.
struct PathCheck: Sendable, Equatable {
    struct Path: Sendable, Equatable {
        let path: String
        let source: String

        init(_ job: PageJob) {
            path = job.path
            source = job.source
        }
    }

    /// The files of the plan but the redirects.
    let pages: [Path]
    let redirects: [RedirectsPlanner.Redirect]
    /// The redirects' files.
    let redirectFiles: [Path]

    /// A check and what it found, for a memo: the same paths give the same problems.
    struct Checked: Sendable {
        let check: PathCheck
        let problems: Problems
    }

    struct Problems: Sendable {
        /// Redirects that land on a page or on each other, reported alone.
        let redirects: [Diagnostic]
        let clashes: [Diagnostic]
    }

    func problems() -> Problems {
        let owners = Dictionary(pages.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        let redirectProblems = RedirectsPlanner.problems(redirects, pages: owners)
        guard redirectProblems.isEmpty else { return Problems(redirects: redirectProblems, clashes: []) }
        return Problems(redirects: [], clashes: OutputWriter.check((pages + redirectFiles).map { ($0.path, $0.source) }))
    }
}
