import Mustache

/// What any page may show besides its own data: the settings (and the copyright holder they
/// name), the link of the generated stylesheet, the menu, the projects' names and the display
/// names of tags. Pages are kept from build to build while one `SiteWide` object stands for both
/// builds (`admits`), so every value a page reads here is compared there.
final class SiteWide: Sendable {
    /// A project as posts name it.
    struct ProjectLink: Sendable, Equatable {
        let name: String
        let path: String
    }

    let config: SiteConfig
    let assetLinks: AssetLinks
    let menu: [PublishedPage]
    /// Each project's name and path by slug: a post names the projects it is about.
    let projects: [String: ProjectLink]
    /// The display name of every tag, by slug, as the latest build it stood for has them.
    private let tagNames: Locked<[String: String]>
    /// Each tag as a post's `tags` show it, made once: a tag is on thousands of posts, whose
    /// template data a build holds (at 100,000 posts, 100 MB were each post's own).
    private let postTags = Locked<[String: TemplateValue]>([:])

    init(config: SiteConfig, assetLinks: AssetLinks, menu: [PublishedPage], projects: [PublishedProject], tagNames: [String: String]) {
        self.config = config
        self.assetLinks = assetLinks
        self.menu = menu
        self.projects = Dictionary(
            projects.map { ($0.project.slug, ProjectLink(name: $0.project.name, path: $0.path)) }, uniquingKeysWith: { first, _ in first })
        self.tagNames = Locked(tagNames)
    }

    /// The holder of the copyright: `license.holder`, else the author, else the site's title.
    var copyrightHolder: String {
        config.license.holder ?? config.author?.name ?? config.title
    }

    /// The display name of the tag `slug`, for a tag its page's own data shows. Whether a tag
    /// has posts at all is for the page's data to hold: `admits` lets tags come and go.
    func tagName(_ slug: String) -> String? {
        tagNames.withLock { $0[slug] }
    }

    /// The tag `slug` in a post's `tags`.
    func postTag(_ slug: String) -> TemplateValue {
        if let made = postTags.withLock({ $0[slug] }) { return made }
        let value = TagView(slug: slug, shared: self).templateValue
        postTags.withLock { $0[slug] = value }
        return value
    }

    /// Whether a page made under this object is the same under `new`: the same settings, links,
    /// menu and projects, and no tag spelt anew. A tag that comes or goes shows only on pages whose own
    /// data changes with it (its posts' pages, its own pages, the tag index, the pages of projects
    /// that list it), so it need not redo the others.
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
        postTags.withLock { $0 = [:] }
    }
}
