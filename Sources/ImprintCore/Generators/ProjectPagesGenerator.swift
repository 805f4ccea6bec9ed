import Mustache

/// `/projects/`, every project as a card grouped by status, and `/projects/<slug>/` for each.
struct ProjectPagesGenerator: Generator {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile] {
        let site = context.site
        let groups = Project.Status.allCases.compactMap { status -> TemplateValue? in
            let projects = site.projects.filter { $0.project.status == status }
            guard !projects.isEmpty else { return nil }
            return ProjectGroupView(
                status: status, projects: projects.map { ProjectView(published: $0, site: site, postValue: context.value(of:)).templateValue }
            ).templateValue
        }
        let intro = site.projectsIntro.map { TemplateValue.string($0.content.html) }
            ?? site.config.description.map { .string("<p>\(HTMLEscaping.escape($0))</p>") } ?? .null
        let index = GeneratedPageView(
            kind: "projects", title: site.projectsIntro?.page.title ?? "Open Source", path: "/projects/", base: context.base,
            description: site.projectsIntro?.page.summary ?? site.config.description)
        var files: [OutputFile] = []
        if let reused = context.reusedPage("/projects/", showing: site.posts) {
            files.append(reused)
        } else {
            files.append(try context.page(
                "projects", path: "/projects/", page: index.templateValue, values: [("intro", intro), ("groups", .array(groups))],
                source: site.projectsIntro?.page.sourcePath ?? "projects page", sitemap: GeneratorContext.listEntry(site.posts)))
        }
        for published in site.projects {
            let project = published.project
            let posts = site.posts(aboutProject: project.slug)
            if let reused = context.reusedPage(published.path, showing: posts) {
                files.append(reused)
                continue
            }
            let page = GeneratedPageView(
                kind: "project", title: project.name, path: published.path, base: context.base, description: project.summary,
                feeds: FeedLink.pair(title: "\(site.config.title): \(project.name)", folder: published.path, base: context.base))
            files.append(try context.page(
                "project", path: published.path, page: page.templateValue,
                values: [("project", ProjectView(published: published, site: site, postValue: context.value(of:)).templateValue)],
                source: project.sourcePath, sitemap: GeneratorContext.listEntry(posts)))
        }
        return files
    }
}
