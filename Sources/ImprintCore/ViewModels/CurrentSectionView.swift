import Mustache

/// `current`: which of the pages every site has this page is, or is part of, for the theme's
/// navigation (`aria-current`), whose links name them in the theme's own words.
struct CurrentSectionView: TemplateView {
    let path: String

    /// Each section's name and path, and whether the pages below it are its too: a project's
    /// page is part of Open Source.
    static let sections: [(name: String, path: String, includesPagesBelow: Bool)] = [
        ("home", "/", false), ("archive", "/archive/", false), ("tags", "/tags/", false),
        ("projects", "/projects/", true), ("license", "/license/", false),
    ]

    static let schema = TemplateSchema(
        "Current section", about: "`current`: true for the one of these sections that this page is in (all false elsewhere).",
        sections.map { section in
            .init(section.name, .bool, section.includesPagesBelow ? "`\(section.path)` and each page below it" : "`\(section.path)`")
        })

    var templateValue: TemplateValue {
        Self.schema.object(Self.sections.map { section in
            (section.name, .bool(section.path == path || section.includesPagesBelow && path.hasPrefix(section.path)))
        })
    }
}
