import Foundation
import Mustache

/// `license` on `/license/`: the terms in plain words, the credit line, and one section per
/// license any project uses, with its full text.
enum LicenseValue {
    static func make(_ site: SiteModel) -> TemplateValue {
        let settings = site.config.license
        let example = site.projects.first.map { ProjectValue.attribution(for: $0, site: site) }
        let ids = Array(Set(site.projects.compactMap(\.project.license))).sorted()
        return .object(TemplateObject(pairs: [
            ("holder", .string(site.copyrightHolder)),
            ("attribution_format", .string(settings.attribution)),
            ("attribution_example", example.templateValue),
            ("commercial_url", settings.commercialURL.templateValue),
            ("donate_url", settings.donateURL.templateValue),
            ("sections", .array(ids.map { section(for: $0, site: site) })),
        ]))
    }

    private static func section(for id: String, site: SiteModel) -> TemplateValue {
        let projects = site.projects.filter { $0.project.license == id }
        let posts = site.posts.filter { post in projects.contains { post.post.projects.contains($0.project.slug) } }
        let years = site.copyrightYears(of: posts)
        let holder = site.copyrightHolder
        let bundled = BundledLicense.named(id)
        let paragraphs = bundled?.text(years: years, holder: holder)
            ?? (projects.compactMap(\.project.licenseText).first ?? "").components(separatedBy: "\n\n")
                .map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
                .filter { !$0.isEmpty }
        let statesCopyright = !(bundled?.namesHolder ?? false) && !(bundled?.isPublicDomain ?? false)
        return .object(TemplateObject(pairs: [
            ("id", .string(id)),
            ("name", .string(bundled?.name ?? id)),
            ("copyright", statesCopyright ? .string("Copyright © \(years) \(holder)") : .null),
            ("paragraphs", .array(paragraphs.map(TemplateValue.string))),
            ("projects", .array(projects.map { ["name": .string($0.project.name), "url": .string(site.config.baseURL.link($0.path))] })),
        ]))
    }
}
