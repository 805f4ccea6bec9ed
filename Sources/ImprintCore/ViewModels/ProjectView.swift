import Foundation
import Mustache

/// A project as templates see it: on its page, as a card on `/projects/`, and on the license page.
struct ProjectView: TemplateView {
    let published: PublishedProject
    /// The posts about it, newest first.
    let posts: [PublishedPost]
    /// The copyright years of its work: its posts', or every post's when it has none.
    let years: String
    /// The slugs of its tags that posts have: their pages are the tags' links.
    let linkedTags: Set<String>
    let shared: SiteWide
    /// A post's template data: the generators build each once, and lists share it.
    let postValue: (PublishedPost) -> TemplateValue

    static let schema = TemplateSchema("Project", about: "A project: `project` on its page, and in `groups[].projects` on `/projects/`.", [
        .init("name", .text, "the name"),
        .init("slug", .text, "the slug"),
        .init("summary", .text, "the summary"),
        .init("url", .text, "its page's link"),
        .init("permalink", .text, "its page's absolute URL"),
        .init("status", .text, "`active`, `maintained` or `archived`"),
        .init("status_label", .text, "`Active`, `Maintained` or `Archived`"),
        .init("repository", .optional(.text), "the repository's URL"),
        .init("repository_html", .optional(.html), "the repository's URL to show, with `<wbr>` where a narrow screen may wrap it"),
        .init("clone_command", .optional(.text), "`git clone <repository>`"),
        .init("clone_command_html", .optional(.html), "`git clone <repository>`, with `<wbr>` where a narrow screen may wrap it"),
        .init("homepage", .optional(.text), "as written"),
        .init("homepage_html", .optional(.html), "as written, with `<wbr>` where a narrow screen may wrap it"),
        .init("download", .optional(.text), "as written"),
        .init("download_html", .optional(.html), "as written, with `<wbr>` where a narrow screen may wrap it"),
        .init("version", .optional(.text), "as written"),
        .init("language", .optional(.text), "as written"),
        .init("platforms", .list(.text), "`[iOS, macOS]`"),
        .init("platforms_text", .optional(.text), "`iOS, macOS`"),
        .init("facts_line", .optional(.text), "`Swift · iOS, macOS`: the language and platforms that are set"),
        .init("license", .optional(.object(licenseSchema)), "its license"),
        .init("formerly", .list(.text), "former names"),
        .init("formerly_text", .optional(.text), "former names, joined by commas"),
        .init("former_names", .list(.object(formerNameSchema)), "former names, each with its repository then, in order"),
        .init("icon", .optional(.html), "front matter `icon` as an `<img>` (in a `<picture>` with WebP copies), sized, with an empty `alt`: it stands beside the name"),
        .init("screenshots", .list(.object(screenshotSchema)), "front matter `screenshots`, in order, as sized images for a gallery"),
        .init("content", .html, "the body"),
        .init("posts", .list(.object(PostView.schema)), "posts about it, newest first"),
        .init("latest_post", .optional(.object(PostView.schema)), "the newest of them"),
        .init("feed_url", .text, "its RSS feed"),
        .init("atom_url", .text, "its Atom feed"),
        .init("years", .text, "the years of its posts: `2012–2024`"),
        .init("attribution", .text, "the credit line, filled in"),
        .init("attribution_html", .html, "that line, its addresses able to wrap between their parts on a narrow screen"),
        .init("tags", .list(.object(tagSchema)), "front matter `tags`, in order"),
        .init("params", .params, "front-matter keys Imprint does not know"),
    ])

    static let tagSchema = TemplateSchema("Project tag", about: "A tag of a project's front matter.", [
        .init("name", .text, "as written"),
        .init("url", .optional(.text), "the tag's page, when posts have the tag"),
    ])

    static let screenshotSchema = TemplateSchema("Screenshot", about: "One of a project's `screenshots`.", [
        .init("html", .html, "the `<img>` (in a `<picture>` with WebP copies), with its size, `srcset` and `alt` (its `alt`, else the project's name and its number)"),
        .init("url", .text, "the image at its full size, to link the thumbnail to"),
        .init("caption", .optional(.text), "its `caption`, with smart punctuation as the body has"),
    ])

    static let formerNameSchema = TemplateSchema("Former name", about: "One of a project's `formerly`.", [
        .init("name", .text, "as written"),
        .init("repository", .optional(.text), "its repository's URL under that name"),
        .init("repository_html", .optional(.html), "that URL to show, with `<wbr>` where a narrow screen may wrap it"),
    ])

    static let licenseSchema = TemplateSchema("Project license", about: "A project's `license`.", [
        .init("id", .text, "`MIT`"),
        .init("name", .text, "`MIT License`"),
        .init("url", .text, "its text on the license page: `/license/#MIT`"),
    ])

    var templateValue: TemplateValue {
        let project = published.project
        let base = shared.config.baseURL
        let attribution = Self.attribution(for: published, years: years, shared: shared)
        return Self.schema.object([
            ("name", .string(project.name)),
            ("slug", .string(project.slug)),
            ("summary", .string(published.summary)),
            ("url", .string(base.link(published.path))),
            ("permalink", .string(base.absolute(published.path))),
            ("status", .string(project.status.rawValue)),
            ("status_label", .string(project.status.rawValue.capitalized)),
            ("repository", project.repository.templateValue),
            ("repository_html", project.repository.map(BreakableURL.html).templateValue),
            ("clone_command", project.repository.map { "git clone \($0)" }.templateValue),
            ("clone_command_html", project.repository.map { "git clone " + BreakableURL.html($0) }.templateValue),
            ("homepage", project.homepage.templateValue),
            ("homepage_html", project.homepage.map(BreakableURL.html).templateValue),
            ("download", project.download.templateValue),
            ("download_html", project.download.map(BreakableURL.html).templateValue),
            ("version", project.version.templateValue),
            ("language", project.language.templateValue),
            ("platforms", project.platforms.templateValue),
            ("platforms_text", project.platforms.isEmpty ? .null : .string(project.platforms.joined(separator: ", "))),
            ("facts_line", Self.factsLine(project)),
            ("license", Self.license(project, base: base)),
            ("formerly", project.formerly.map(\.name).templateValue),
            ("formerly_text", project.formerly.isEmpty ? .null : .string(project.formerly.map(\.name).joined(separator: ", "))),
            ("former_names", .array(project.formerly.map { former in
                Self.formerNameSchema.object([
                    ("name", .string(former.name)), ("repository", former.repository.templateValue),
                    ("repository_html", former.repository.map(BreakableURL.html).templateValue),
                ])
            })),
            ("icon", published.pictures.icon.map { .string($0) } ?? .null),
            ("screenshots", .array(published.pictures.screenshots.map { shot in
                Self.screenshotSchema.object([("html", .string(shot.html)), ("url", .string(shot.url)), ("caption", shot.caption.templateValue)])
            })),
            ("content", .string(published.content.html)),
            ("posts", .array(posts.map(postValue))),
            ("latest_post", posts.first.map(postValue) ?? .null),
            ("feed_url", .string(base.link(published.path + "feed.xml"))),
            ("atom_url", .string(base.link(published.path + "atom.xml"))),
            ("years", .string(years)),
            ("attribution", .string(attribution)), ("attribution_html", .string(LinkedText.breakableHTML(attribution))),
            ("tags", .array(project.tags.map { tag in
                let slug = shared.config.tagSlug(tag)
                return Self.tagSchema.object([
                    ("name", .string(tag)), ("url", linkedTags.contains(slug) ? .string(base.link("/tags/\(slug)/")) : .null),
                ])
            })),
            ("params", ParamsValue.make(project.params)),
        ])
    }

    /// `license.attribution` with `{project}`, `{holder}`, `{url}`, `{year}` (`years`) and `{license}` filled in.
    static func attribution(for published: PublishedProject, years: String, shared: SiteWide) -> String {
        let project = published.project
        let values = [
            "{project}": project.name, "{holder}": shared.copyrightHolder,
            "{url}": shared.config.baseURL.absolute(published.path),
            "{year}": years,
            "{license}": project.license ?? "",
        ]
        return values.keys.sorted().reduce(shared.config.license.attribution) { $0.replacingOccurrences(of: $1, with: values[$1]!) }
    }

    /// "Swift · iOS, macOS" for cards: the language and platforms that are known.
    private static func factsLine(_ project: Project) -> TemplateValue {
        let parts = [project.language, project.platforms.isEmpty ? nil : project.platforms.joined(separator: ", ")].compactMap { $0 }
        return parts.isEmpty ? .null : .string(parts.joined(separator: " · "))
    }

    private static func license(_ project: Project, base: BaseURL) -> TemplateValue {
        guard let id = project.license else { return .null }
        return licenseSchema.object([
            ("id", .string(id)),
            ("name", .string(BundledLicense.named(id)?.name ?? id)),
            ("url", .string(base.link("/license/") + "#" + id)),
        ])
    }
}
