import Mustache

/// A template the build renders, with the data every page it renders is given: the one list of
/// the names a theme may use, which templates are checked against when they load and which
/// docs/templates.md shows.
struct PageTemplate: Sendable {
    /// The template's name: `post`.
    let name: String
    /// The pages it renders, for messages and docs: `post pages`, `the archive page`.
    let pages: String
    /// What those pages are, for docs/templates.md.
    let renders: String
    /// The data a page is given.
    let data: TemplateSchema

    /// Every template the build renders, in the order docs/templates.md lists them.
    static let all: [PageTemplate] = [
        page("home", "home pages", "`/`, `/page/2/`, …", GeneratedPageView.schema, [
            .init("posts", .list(.object(PostView.schema)), "the posts of this page, newest first"),
            .init("pagination", .object(PaginationView.schema), "where this page is among the others"),
        ]),
        page("post", "post pages", "each post", PostView.schema, [
            .init("previous", .optional(.object(NeighborView.schema)), "the older post"),
            .init("next", .optional(.object(NeighborView.schema)), "the newer post"),
            .init("neighbors", .bool, "true when there is either"),
        ]),
        page("page", "pages", "each page of `content/pages/`", PageView.schema, []),
        page("archive", "the archive page", "`/archive/`", GeneratedPageView.schema, [
            .init("years", .list(.object(ArchiveYearView.schema)), "every post, by year, newest first"),
            .init("feeds", .list(.object(FeedListView.schema)), "the site's feed and each of `feeds.custom`, to follow"),
        ]),
        page("tags", "the tag index", "`/tags/`", GeneratedPageView.schema, [
            .init("tags", .list(.object(TagView.schema)), "every tag, sorted by name, with `count` and `count_label`"),
        ]),
        page("tag", "tag pages", "`/tags/<slug>/`, `/tags/<slug>/page/2/`, …", GeneratedPageView.schema, [
            .init("tag", .object(TagView.schema), "the tag, with `count` and `count_label`"),
            .init("posts", .list(.object(PostView.schema)), "the tag's posts on this page, newest first"),
            .init("pagination", .object(PaginationView.schema), "where this page is among the others"),
        ]),
        page("projects", "the projects page", "`/projects/`", GeneratedPageView.schema, [
            .init("intro", .optional(.html), "the body of `content/pages/projects.md`, if there is one"),
            .init("groups", .list(.object(ProjectGroupView.schema)), "the projects, by status"),
        ]),
        page("project", "project pages", "`/projects/<slug>/`", GeneratedPageView.schema, [
            .init("project", .object(ProjectView.schema), "the project"),
        ]),
        page("license", "the license page", "`/license/`", GeneratedPageView.schema, [
            .init("intro", .optional(.html), "the body of `content/pages/license.md`, when the site has one"),
            .init("license", .object(LicenseView.schema), "the terms and the license texts"),
        ]),
        page("404", "the 404 page", "`/404.html`", GeneratedPageView.schema, [
            .init("content", .optional(.html), "the body of `content/pages/404.md`, when the site has one"),
        ]),
        PageTemplate(name: "redirect", pages: "redirect pages", renders: "each redirect: a whole small page, without the layout",
                     data: TemplateSchema("redirect.mustache", about: "", [
                         site, .init("redirect", .object(RedirectView.schema), "where it leads"),
                     ])),
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The template called `name`; it must be one of `all`.
    static func named(_ name: String) -> PageTemplate {
        byName[name]!
    }
}

private extension PageTemplate {
    static let site = TemplateSchema.Field("site", .object(SiteView.schema), "the site")

    /// A template of the layout's pages: `site`, `menu`, `current`, `page`, then `extras`.
    static func page(
        _ name: String, _ pages: String, _ renders: String, _ page: TemplateSchema, _ extras: [TemplateSchema.Field]
    ) -> PageTemplate {
        PageTemplate(name: name, pages: pages, renders: renders, data: TemplateSchema("\(name).mustache", about: "", [
            site,
            .init("menu", .list(.object(MenuEntryView.schema)), "the menu"),
            .init("current", .object(CurrentSectionView.schema), "which of the home, archive, tags, projects and license pages this is"),
            .init("page", .object(page), "this page"),
        ] + extras))
    }
}
