import Foundation
import Mustache

/// One license in use on `/license/`: its full text, and the projects under it.
struct LicenseSectionView: TemplateView {
    let id: String
    /// Every project: those under the license are its.
    let projects: [PublishedProject]
    /// Every post, for the copyright years of the projects' work.
    let posts: ProjectPosts
    let shared: SiteWide

    static let schema = TemplateSchema("License section", about: "An entry of `license.sections`.", [
        .init("id", .text, "`MIT`: the anchor the projects' `license.url` leads to"),
        .init("name", .text, "`MIT License`"),
        .init("copyright", .optional(.text),
              "a \"Copyright © years holder\" line, for texts that do not name the holder themselves (nothing for the Unlicense)"),
        .init("paragraphs", .list(.text), "the license text, a paragraph each"),
        .init("linked_paragraphs", .list(.html), "the same paragraphs with their web addresses as links"),
        .init("projects", .list(.object(projectSchema)), "the projects under it"),
    ])

    static let projectSchema = TemplateSchema("License project", about: "A project in `sections[].projects`.", [
        .init("name", .text, "its name"),
        .init("url", .text, "its page"),
    ])

    var templateValue: TemplateValue {
        let projects = projects.filter { $0.project.license == id }
        // Only the first and last year count: the posts of each project, not one list without repeats.
        let years = posts.copyrightYears(of: projects.flatMap { posts.about($0.project.slug) })
        let holder = shared.copyrightHolder
        let bundled = BundledLicense.named(id)
        let paragraphs = bundled?.text(years: years, holder: holder)
            ?? (projects.compactMap(\.project.licenseText).first ?? "").components(separatedBy: "\n\n")
                .map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
                .filter { !$0.isEmpty }
        let statesCopyright = !(bundled?.namesHolder ?? false) && !(bundled?.isPublicDomain ?? false)
        return Self.schema.object([
            ("id", .string(id)),
            ("name", .string(bundled?.name ?? id)),
            ("copyright", statesCopyright ? .string("Copyright © \(years) \(holder)") : .null),
            ("paragraphs", .array(paragraphs.map(TemplateValue.string))),
            ("linked_paragraphs", .array(paragraphs.map { .string(LinkedText.html($0)) })),
            ("projects", .array(projects.map {
                Self.projectSchema.object([("name", .string($0.project.name)), ("url", .string(shared.config.baseURL.link($0.path)))])
            })),
        ])
    }
}
