import Mustache

/// `license` on `/license/`: the terms in plain words, the credit line of each project, and one
/// section per license any project uses, with its full text.
struct LicenseView: TemplateView {
    /// The projects, in the order of `/projects/`.
    let projects: [PublishedProject]
    /// Every post, for the copyright years of each project's work.
    let posts: ProjectPosts
    let shared: SiteWide

    static let schema = TemplateSchema("License", about: "`license` on `/license/`.", [
        .init("holder", .text, "the copyright holder"),
        .init("attribution_format", .text, "`license.attribution` as written, with its placeholders (`{project}`)"),
        .init("attribution_example", .optional(.text), "the credit line filled in for the first project"),
        .init("credits", .list(.object(creditSchema)), "the credit line of each project, filled in, in the order of `/projects/`"),
        .init("has_projects", .bool, "true when the site has a project, and so `credits` and `sections`"),
        .init("commercial_url", .optional(.text), "as written"),
        .init("donate_url", .optional(.text), "as written"),
        .init("sections", .list(.object(LicenseSectionView.schema)), "one for each license in use"),
    ])

    static let creditSchema = TemplateSchema("Credit line", about: "An entry of `license.credits`.", [
        .init("project", .text, "the project's name"),
        .init("url", .text, "its page"),
        .init("line", .text, "`license.attribution` filled in for it, as people should write it"),
        .init("line_html", .html, "that line, its addresses able to wrap between their parts on a narrow screen"),
    ])

    var templateValue: TemplateValue {
        let settings = shared.config.license
        let example = projects.first.map(attribution)
        let ids = Array(Set(projects.compactMap(\.project.license))).sorted()
        return Self.schema.object([
            ("holder", .string(shared.copyrightHolder)),
            ("attribution_format", .string(settings.attribution)),
            ("attribution_example", example.templateValue),
            ("credits", .array(projects.map { project in
                let line = attribution(project)
                return Self.creditSchema.object([
                    ("project", .string(project.project.name)), ("url", .string(shared.config.baseURL.link(project.path))),
                    ("line", .string(line)), ("line_html", .string(LinkedText.breakableHTML(line))),
                ])
            })),
            ("has_projects", .bool(!projects.isEmpty)),
            ("commercial_url", settings.commercialURL.templateValue),
            ("donate_url", settings.donateURL.templateValue),
            ("sections", .array(ids.map { LicenseSectionView(id: $0, projects: projects, posts: posts, shared: shared).templateValue })),
        ])
    }
}

private extension LicenseView {
    func attribution(_ project: PublishedProject) -> String {
        ProjectView.attribution(for: project, years: posts.copyrightYears(of: posts.about(project.project.slug)), shared: shared)
    }
}
