/// The home page, paginated: `/`, `/page/2/`, …
struct HomePagesPlanner: Planner {
    func plan(_ site: SiteModel) -> [PageJob] {
        let config = site.config
        return PostListPage.jobs(
            "home", firstPath: "/", posts: site.posts, title: config.title, kind: "home", description: config.description,
            feeds: FeedLink.custom(for: nil, config), source: "home page", perPage: config.postsPerPage)
    }
}
