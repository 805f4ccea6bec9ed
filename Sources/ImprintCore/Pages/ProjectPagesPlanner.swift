import Mustache

/// `/projects/`, every project as a card grouped by status, and `/projects/<slug>/` for each.
struct ProjectPagesPlanner: Planner {
    /// `/projects/`: it shows every project, with its posts and copyright years.
    struct Index: PageData {
        let projects: [PublishedProject]
        let intro: PublishedPage?
        let posts: [PublishedPost]
        /// The slugs of the projects' tags that posts have, which the cards link.
        let linkedTags: Set<String>

        var template: String { "projects" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let work = ProjectPosts(posts)
            let groups = Project.Status.allCases.compactMap { status -> TemplateValue? in
                let projects = projects.filter { $0.project.status == status }
                guard !projects.isEmpty else { return nil }
                return ProjectGroupView(status: status, projects: projects.map { published in
                    let posts = work.about(published.project.slug)
                    return ProjectView(
                        published: published, posts: posts, years: work.copyrightYears(of: posts), linkedTags: linkedTags,
                        shared: views.shared, postValue: views.value(of:)
                    ).templateValue
                }).templateValue
            }
            // Only the owner's own words: the site's description is the header's and the home page's.
            let introValue = intro.map { TemplateValue.string($0.content.html) } ?? .null
            let page = GeneratedPageView(
                kind: "projects", title: intro?.title ?? "Open Source", path: path, base: views.base,
                description: intro?.summary ?? views.shared.config.description)
            return views.layout(template, path: path, page: page.templateValue, [("intro", introValue), ("groups", .array(groups))])
        }

        /// Posts compared by what the page shows of them: an edit to a post's body leaves it as it was.
        func isSame(as other: any PageData, showing shown: ShownPosts) -> Bool {
            guard let other = other as? Self else { return false }
            return other.projects == projects && other.intro == intro && other.linkedTags == linkedTags
                && shown.showTheSame(other.posts, as: posts)
        }
    }

    /// `/projects/<slug>/`: the project, its posts, and the years of the whole site's posts
    /// when it has none of its own.
    struct Data: PageData {
        let project: PublishedProject
        let posts: [PublishedPost]
        let years: [PublishedPost]
        /// The slugs of its tags that posts have, which it links.
        let linkedTags: Set<String>

        var template: String { "project" }

        func templateValue(at path: String, _ views: SiteViews) -> TemplateValue {
            let title = views.shared.config.title
            let page = GeneratedPageView(
                kind: "project", title: project.project.name, path: path, base: views.base, description: project.summary,
                feeds: FeedLink.pair(title: "\(title): \(project.project.name)", folder: project.path, base: views.base))
            let view = ProjectView(
                published: project, posts: posts, years: ProjectPosts.years(of: posts.isEmpty ? years : posts),
                linkedTags: linkedTags, shared: views.shared, postValue: views.value(of:))
            return views.layout(template, path: path, page: page.templateValue, [("project", view.templateValue)])
        }

        /// Posts compared by what the page shows of them, and the site's posts, which only date
        /// its work, by their dates.
        func isSame(as other: any PageData, showing shown: ShownPosts) -> Bool {
            guard let other = other as? Self else { return false }
            return other.project == project && other.linkedTags == linkedTags && shown.showTheSame(other.posts, as: posts)
                && other.years.count == years.count && zip(other.years, years).allSatisfy { $0 == $1 || $0.isListedTheSame(as: $1) }
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        let intro = site.text(of: .projects)
        let data = Index(projects: site.projects, intro: intro, posts: site.posts, linkedTags: Self.linkedTags(of: site.projects, site))
        let index = PageJob.page(
            GeneratedPageText.projects.path, data, source: intro?.page.sourcePath ?? "projects page",
            sitemap: PostListPage.listEntry(site.posts))
        return [index] + site.projects.map { published in
            let posts = site.posts(aboutProject: published.project.slug)
            let data = Data(
                project: published, posts: posts, years: posts.isEmpty ? site.posts : [],
                linkedTags: Self.linkedTags(of: [published], site))
            return .page(published.path, data, source: published.project.sourcePath, sitemap: PostListPage.listEntry(posts))
        }
    }
}

private extension ProjectPagesPlanner {
    /// The slugs of the tags of `projects` that posts have.
    static func linkedTags(of projects: [PublishedProject], _ site: SiteModel) -> Set<String> {
        Set(projects.flatMap { $0.project.tags.map(site.config.tagSlug) }.filter { site.tagNames[$0] != nil })
    }
}
