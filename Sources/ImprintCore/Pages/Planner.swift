/// Turns the site model into the jobs of one kind of output. Planners read the model and
/// nothing else: no files, no theme, and nothing of earlier builds.
protocol Planner: Sendable {
    func plan(_ site: SiteModel) -> [PageJob]
}
