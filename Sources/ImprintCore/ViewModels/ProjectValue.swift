import Foundation
import Mustache

/// A project as templates see it: on its page, as a card on `/projects/`, and on the license page.
enum ProjectValue {
    /// `postValue` gives a post's template data (the generators build each once).
    static func make(_ published: PublishedProject, site: SiteModel, postValue: (PublishedPost) -> TemplateValue) -> TemplateValue {
        let project = published.project
        let base = site.config.baseURL
        let posts = site.posts(aboutProject: project.slug)
        return .object(TemplateObject(pairs: [
            ("name", .string(project.name)),
            ("slug", .string(project.slug)),
            ("summary", .string(project.summary)),
            ("url", .string(base.link(published.path))),
            ("permalink", .string(base.absolute(published.path))),
            ("status", .string(project.status.rawValue)),
            ("status_label", .string(project.status.rawValue.capitalized)),
            ("repository", project.repository.templateValue),
            ("clone_command", project.repository.map { "git clone \($0)" }.templateValue),
            ("homepage", project.homepage.templateValue),
            ("download", project.download.templateValue),
            ("version", project.version.templateValue),
            ("language", project.language.templateValue),
            ("platforms", project.platforms.templateValue),
            ("platforms_text", project.platforms.isEmpty ? .null : .string(project.platforms.joined(separator: ", "))),
            ("facts_line", factsLine(project)),
            ("license", license(project, base: base)),
            ("formerly", project.formerly.templateValue),
            ("formerly_text", project.formerly.isEmpty ? .null : .string(project.formerly.joined(separator: ", "))),
            ("content", .string(published.content.html)),
            ("posts", .array(posts.map(postValue))),
            ("latest_post", posts.first.map(postValue) ?? .null),
            ("feed_url", .string(base.link(published.path + "feed.xml"))),
            ("atom_url", .string(base.link(published.path + "atom.xml"))),
            ("years", .string(site.copyrightYears(of: posts))),
            ("attribution", .string(attribution(for: published, site: site))),
            ("params", ParamsValue.make(project.params)),
        ]))
    }

    /// `license.attribution` with `{project}`, `{holder}`, `{url}`, `{year}` and `{license}` filled in.
    static func attribution(for published: PublishedProject, site: SiteModel) -> String {
        let project = published.project
        let values = [
            "{project}": project.name, "{holder}": site.copyrightHolder,
            "{url}": site.config.baseURL.absolute(published.path),
            "{year}": site.copyrightYears(of: site.posts(aboutProject: project.slug)),
            "{license}": project.license ?? "",
        ]
        return values.keys.sorted().reduce(site.config.license.attribution) { $0.replacingOccurrences(of: $1, with: values[$1]!) }
    }

    /// "Swift · iOS, macOS" for cards: the language and platforms that are known.
    private static func factsLine(_ project: Project) -> TemplateValue {
        let parts = [project.language, project.platforms.isEmpty ? nil : project.platforms.joined(separator: ", ")].compactMap { $0 }
        return parts.isEmpty ? .null : .string(parts.joined(separator: " · "))
    }

    private static func license(_ project: Project, base: BaseURL) -> TemplateValue {
        guard let id = project.license else { return .null }
        return ["id": .string(id), "name": .string(BundledLicense.named(id)?.name ?? id), "url": .string(base.link("/license/") + "#" + id)]
    }
}
