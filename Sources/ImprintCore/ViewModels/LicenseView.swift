import Mustache

/// `license` on `/license/`: the terms in plain words, the credit line of each project, and one
/// section per license any project uses, with its full text.
struct LicenseView: TemplateView {
    let site: SiteModel

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
        let settings = site.config.license
        let example = site.projects.first.map { ProjectView.attribution(for: $0, site: site) }
        let ids = Array(Set(site.projects.compactMap(\.project.license))).sorted()
        return Self.schema.object([
            ("holder", .string(site.copyrightHolder)),
            ("attribution_format", .string(settings.attribution)),
            ("attribution_example", example.templateValue),
            ("credits", .array(site.projects.map { project in
                let line = ProjectView.attribution(for: project, site: site)
                return Self.creditSchema.object([
                    ("project", .string(project.project.name)), ("url", .string(site.config.baseURL.link(project.path))),
                    ("line", .string(line)), ("line_html", .string(LinkedText.breakableHTML(line))),
                ])
            })),
            ("has_projects", .bool(!site.projects.isEmpty)),
            ("commercial_url", settings.commercialURL.templateValue),
            ("donate_url", settings.donateURL.templateValue),
            ("sections", .array(ids.map { LicenseSectionView(id: $0, site: site).templateValue })),
        ])
    }
}
