/// The site's redirects as the build plans them, after every other file: a redirect may not
/// hide one, and a copy that `content/redirects.yml` asks for is of one.
struct RedirectPlan: Sendable {
    /// Every redirect of the site, in source order.
    let redirects: [RedirectsPlanner.Redirect]
    /// Their pages and `_redirects`.
    let files: [PageJob]
    /// The copies of planned files (`/index.xml: /feed.xml`), files like any other.
    let copies: [PageJob]
    /// Copies of a file the plan does not have.
    let problems: [Diagnostic]

    static let none = RedirectPlan(redirects: [], files: [], copies: [], problems: [])

    /// The redirects of `site`, with copies of the files of `planned`.
    static func plan(_ site: SiteModel, copying planned: [PageJob]) -> RedirectPlan {
        let redirects = RedirectsPlanner.redirects(site)
        let copies = RedirectsPlanner.fileCopies(site.config.redirects, of: planned)
        let files = RedirectsPlanner.plan(redirects, base: site.config.baseURL)
        return RedirectPlan(redirects: redirects, files: files, copies: copies.jobs, problems: copies.problems)
    }
}
