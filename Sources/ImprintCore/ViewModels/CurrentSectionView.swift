import Mustache

/// `current`: which of the pages every site has this page is, for the theme's navigation
/// (`aria-current`), whose links name them in the theme's own words.
struct CurrentSectionView: TemplateView {
    let path: String

    static let sections = [("home", "/"), ("archive", "/archive/"), ("tags", "/tags/"), ("projects", "/projects/"), ("license", "/license/")]

    static let schema = TemplateSchema(
        "Current section", about: "`current`: true for the one of these pages that this page is (all false elsewhere).",
        sections.map { name, path in .init(name, .bool, "`\(path)`") })

    var templateValue: TemplateValue {
        Self.schema.object(Self.sections.map { name, sectionPath in (name, .bool(sectionPath == path)) })
    }
}
