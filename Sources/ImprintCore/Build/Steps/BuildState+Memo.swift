/// What the build's own steps take from the last build, when it has a memo (serve): the
/// stages it calls look up theirs themselves.
extension BuildState {
    /// The files `make` copies from assets, static files and bundles: when the watcher saw no
    /// change where they are copied from, the last build's list.
    func copiedFiles(_ make: () throws(BuildFailure) -> [PageJob]) throws(BuildFailure) -> [PageJob] {
        guard let memo, let changedPaths else { return try make() }
        return try memo.table("copied files", of: [PageJob].self)
            .value(for: "", if: { _ in !changedPaths.contains(where: AssetCollector.mayChangeCopiedFiles) }, make: make)
    }

    /// The problems of the plan's paths, taking what the last check saw.
    func problems(of check: PathCheck) -> PathCheck.Problems {
        memo.map { check.problems(remembering: $0.table("checked paths")) } ?? check.problems()
    }
}
