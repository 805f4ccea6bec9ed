/// What any page may show besides its own data: the settings, the link of the generated
/// stylesheet, the menu and the display names of tags. Pages are kept from build to build
/// while one `SiteWide` object stands for both builds (`admits`).
final class SiteWide: Sendable {
    let config: SiteConfig
    let assetLinks: AssetLinks
    let menu: [PublishedPage]
    /// Each project's name and path by slug: a post names the projects it is about.
    let projects: [String: [String]]
    /// The display name of every tag, by slug, as the latest build it stood for has them.
    private let tagNames: Locked<[String: String]>

    init(config: SiteConfig, assetLinks: AssetLinks, menu: [PublishedPage], projects: [PublishedProject], tagNames: [String: String]) {
        self.config = config
        self.assetLinks = assetLinks
        self.menu = menu
        self.projects = Dictionary(projects.map { ($0.project.slug, [$0.project.name, $0.path]) }, uniquingKeysWith: { first, _ in first })
        self.tagNames = Locked(tagNames)
    }

    /// Whether a page made under this object is the same under `new`: the same settings, links,
    /// menu and projects, and no tag spelt anew. A tag that comes or goes shows only on pages whose own
    /// data changes with it (its posts' pages, its own pages, the tag index), so it need not
    /// redo the others.
    func admits(_ new: SiteWide) -> Bool {
        guard self === new || config == new.config && assetLinks == new.assetLinks && menu == new.menu && projects == new.projects else { return false }
        let known = tagNames.withLock { $0 }
        return new.tagNames.withLock { $0 }.allSatisfy { slug, name in known[slug].map { $0 == name } ?? true }
    }

    /// Makes this object stand for `new`, which it admits, from now on: the next build is
    /// compared with `new`'s tags.
    func take(tagsOf new: SiteWide) {
        let names = new.tagNames.withLock { $0 }
        tagNames.withLock { $0 = names }
    }
}
