/// The check of every output path of a plan before anything is made: no redirect hides a page
/// or another redirect, no path is unsafe, and no two files share a path or a folder's name.
struct PathCheck: Sendable, Equatable {
    struct Path: Sendable, Equatable {
        let path: String
        let source: String

        init(_ job: PageJob) {
            self.init(path: job.path, source: job.source)
        }

        init(path: String, source: String) {
            self.path = path
            self.source = source
        }
    }

    /// The files of the plan but the redirects.
    let pages: [Path]
    let redirects: [RedirectsPlanner.Redirect]
    /// The redirects' files.
    let redirectFiles: [Path]

    /// A check and what it found, for the next check; when it found nothing, the paths it saw.
    struct Checked: Sendable {
        let check: PathCheck
        let problems: Problems
        let seen: Seen?
    }

    /// Every path of a clean plan and every folder that holds one. It may keep a few paths and
    /// folders that went since, which can only send the next check to a full one, never miss a clash.
    struct Seen: Sendable {
        var paths: Set<String>
        var folders: Set<Substring>
        /// Paths and folders in lower case, for a path that differs from one only in case.
        var folded: Set<String>
    }

    struct Problems: Sendable {
        /// Redirects that land on a page or on each other, reported alone.
        let redirects: [Diagnostic]
        let clashes: [Diagnostic]

        var isEmpty: Bool { redirects.isEmpty && clashes.isEmpty }
    }

    func problems() -> Problems {
        let owners = Dictionary(pages.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        let redirectProblems = RedirectsPlanner.problems(redirects, pages: owners)
        guard redirectProblems.isEmpty else { return Problems(redirects: redirectProblems, clashes: []) }
        return Problems(redirects: [], clashes: clashes())
    }

    /// Two files at one path or at paths that differ only in case, a file where another has a
    /// folder, and unsafe paths: errors whatever else the plan holds.
    func clashes() -> [Diagnostic] {
        OutputWriter.check((pages + redirectFiles).map { ($0.path, $0.source) })
    }

    /// `problems()`, from what the `last` check saw: when it was clean and only pages came or
    /// went, only the new paths are looked at, and any doubt about one of them makes it a full
    /// check, so that the messages are always those of a full check.
    func checked(after last: Checked?) -> Checked {
        last.flatMap(checkingNewPaths(after:)) ?? {
            let problems = problems()
            return Checked(check: self, problems: problems, seen: problems.isEmpty ? seen() : nil)
        }()
    }
}

private extension PathCheck {
    func seen() -> Seen {
        let all = pages + redirectFiles
        let folders = Set(all.flatMap { POSIXFiles.folderPrefixes(of: $0.path) })
        return Seen(paths: Set(all.map(\.path)), folders: folders, folded: Set((all.map(\.path) + folders.map(String.init)).map { $0.lowercased() }))
    }

    /// The clean check of this plan, when it differs from the clean one of `last` only by pages
    /// that are safe at paths nothing else has; nil when a full check must decide.
    func checkingNewPaths(after last: Checked) -> Checked? {
        guard var seen = last.seen, last.check.redirects == redirects, last.check.redirectFiles == redirectFiles else { return nil }
        let old = last.check.pages
        // Plans keep their order: what differs lies between a common head and a common tail.
        var head = 0, tail = 0
        while head < min(old.count, pages.count), old[head].path == pages[head].path { head += 1 }
        while tail < min(old.count, pages.count) - head, old[old.count - 1 - tail].path == pages[pages.count - 1 - tail].path { tail += 1 }
        var leaving = Set(old[head..<(old.count - tail)].map(\.path))
        for page in pages[head..<(pages.count - tail)] where leaving.remove(page.path) == nil {
            // Not a page of the last plan's middle: a new path, unless something else has it.
            let folders = POSIXFiles.folderPrefixes(of: page.path)
            let names = [page.path] + folders.map(String.init)
            guard OutputPath.problem(page.path) == nil, !seen.paths.contains(page.path), !seen.folders.contains(Substring(page.path)),
                  !folders.contains(where: { seen.paths.contains(String($0)) }),
                  !names.contains(where: { seen.folded.contains($0.lowercased()) && !seen.paths.contains($0) && !seen.folders.contains(Substring($0)) })
            else { return nil }
            seen.paths.insert(page.path)
            seen.folders.formUnion(folders)
            seen.folded.formUnion(names.map { $0.lowercased() })
        }
        seen.paths.subtract(leaving)
        return Checked(check: self, problems: last.problems, seen: seen)
    }
}
