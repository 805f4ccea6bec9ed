import Mustache

/// `/projects/`, every project as a card grouped by status, and `/projects/<slug>/` for each.
struct ProjectPagesPlanner: Planner {
    /// `/projects/`: it shows every project, with its posts and copyright years.
    struct Index: PageData {
        let projects: [PublishedProject]
        let intro: PublishedPage?
        let posts: [PublishedPost]

        var template: String { "projects" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let site = views.site
            let groups = Project.Status.allCases.compactMap { status -> TemplateValue? in
                let projects = projects.filter { $0.project.status == status }
                guard !projects.isEmpty else { return nil }
                return ProjectGroupView(
                    status: status, projects: projects.map { ProjectView(published: $0, site: site, postValue: views.value(of:)).templateValue }
                ).templateValue
            }
            // Only the owner's own words: the site's description is the header's and the home page's.
            let introValue = intro.map { TemplateValue.string($0.content.html) } ?? .null
            let page = GeneratedPageView(
                kind: "projects", title: intro?.title ?? "Open Source", path: path, base: views.base,
                description: intro?.summary ?? site.config.description)
            return views.layout(template, path: path, page: page.templateValue, [("intro", introValue), ("groups", .array(groups))])
        }
    }

    /// `/projects/<slug>/`: the project, its posts, and the years of the whole site's posts
    /// when it has none of its own.
    struct Data: PageData {
        let project: PublishedProject
        let posts: [PublishedPost]
        let years: [PublishedPost]

        var template: String { "project" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let site = views.site
            let page = GeneratedPageView(
                kind: "project", title: project.project.name, path: path, base: views.base, description: project.summary,
                feeds: FeedLink.pair(title: "\(site.config.title): \(project.project.name)", folder: project.path, base: views.base))
            return views.layout(template, path: path, page: page.templateValue, [
                ("project", ProjectView(published: project, site: site, postValue: views.value(of:)).templateValue),
            ])
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        let intro = site.text(of: .projects)
        let index = PageJob.page(
            GeneratedPageText.projects.path, Index(projects: site.projects, intro: intro, posts: site.posts),
            source: intro?.page.sourcePath ?? "projects page", sitemap: PostListPage.listEntry(site.posts))
        return [index] + site.projects.map { published in
            let posts = site.posts(aboutProject: published.project.slug)
            return .page(
                published.path, Data(project: published, posts: posts, years: posts.isEmpty ? site.posts : []),
                source: published.project.sourcePath, sitemap: PostListPage.listEntry(posts))
        }
    }
}
