/// What rendering the bodies of posts, pages and projects takes from a theme: its shortcodes, and
/// the ids its templates write as they are (`<main id="main">`), which headings must not take.
struct BodyTemplates: Sendable {
    let shortcodes: Shortcodes
    let pageIDs: Set<String>
}
