/// The site as it will be published: what is in it, at which URL, rendered.
/// Generators read this and nothing else of the content.
struct SiteModel: Sendable {
    let config: SiteConfig
    /// Published posts, newest first.
    let posts: [PublishedPost]
    let pages: [PublishedPage]
    /// Projects in index order: by status (active, maintained, archived), weight, then name.
    let projects: [PublishedProject]
    /// The files of `content/pages/` that are the words of pages Imprint makes (`license.md`
    /// introduces `/license/`), those the site has.
    let generatedPageTexts: [GeneratedPageText: PublishedPage]
    /// Tags of published posts, sorted by name.
    let tags: [Tag]
    /// Each tag's display name by slug.
    let tagNames: [String: String]
    /// Published posts by the slug of each project they are about, newest first.
    private let projectPosts: ProjectPosts

    init(
        config: SiteConfig, posts: [PublishedPost], pages: [PublishedPage], projects: [PublishedProject],
        generatedPageTexts: [GeneratedPageText: PublishedPage], tags: [Tag]
    ) {
        self.config = config
        self.posts = posts
        self.pages = pages
        self.projects = projects
        self.generatedPageTexts = generatedPageTexts
        self.tags = tags
        tagNames = Dictionary(uniqueKeysWithValues: tags.map { ($0.slug, $0.name) })
        projectPosts = ProjectPosts(posts)
    }

    /// Published posts about the project with `slug`, newest first.
    func posts(aboutProject slug: String) -> [PublishedPost] {
        projectPosts.about(slug)
    }

    /// The words of `/projects/`, `/license/` or `/404.html` from `content/pages/`, when the site has them.
    func text(of page: GeneratedPageText) -> PublishedPage? {
        generatedPageTexts[page]
    }

    /// Pages with a `menu` position, in that order.
    var menu: [PublishedPage] {
        pages.filter { $0.page.menu != nil }.sorted { ($0.page.menu!, $0.page.title) < ($1.page.menu!, $1.page.title) }
    }
}

extension SiteModel {
    /// The same site with some posts swapped for new versions of themselves, keyed by the old
    /// ones: each keeps its place, so a new version must have the old one's path, date and
    /// projects. Tags may differ: `retagged()` then indexes them again.
    func replacing(_ replacements: [ObjectIdentifier: PublishedPost]) -> SiteModel {
        func swap(_ posts: [PublishedPost]) -> [PublishedPost] {
            posts.map { replacements[ObjectIdentifier($0)] ?? $0 }
        }
        return SiteModel(
            config: config, posts: swap(posts), pages: pages, projects: projects, generatedPageTexts: generatedPageTexts,
            tags: tags.map { Tag(name: $0.name, slug: $0.slug, posts: swap($0.posts)) })
    }

    /// The posts, pages and projects written as bundles: their `index.md`, and their page's path.
    var bundles: [(source: String, sitePath: String)] {
        let items = posts.map { ($0.post.sourcePath, $0.path) } + pages.map { ($0.page.sourcePath, $0.path) } + projects.map { ($0.project.sourcePath, $0.path) }
        return items.filter { $0.0.hasSuffix("/" + Slug.bundleIndex) }
    }

    /// The local images the posts, pages and projects show that have copies to publish.
    var imageUses: [ImageUse] {
        posts.flatMap(\.content.images) + pages.flatMap(\.content.images) + projects.flatMap { $0.content.images + $0.pictures.images }
            + GeneratedPageText.allCases.flatMap { generatedPageTexts[$0]?.content.images ?? [] }
    }

    /// The same site with its tags indexed again from its posts, after posts changed tags.
    func retagged() throws(BuildFailure) -> SiteModel {
        SiteModel(
            config: config, posts: posts, pages: pages, projects: projects, generatedPageTexts: generatedPageTexts,
            tags: try TagIndex.build(posts))
    }
}
