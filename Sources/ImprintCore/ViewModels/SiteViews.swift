import Mustache

/// What every page of one build shares: `SiteWide`, `site` and `menu` as templates see them,
/// and each post's template data and feed entry, made once (a post is in many lists) and, when
/// `reuse` keeps values, kept for the next build while the post and what all pages show stay the
/// same. It keeps nothing else of the model, so that a page's data and `SiteWide` are all its template
/// data can come from.
final class SiteViews: Sendable {
    /// What every page may show besides its own data; the same object from build to build while
    /// it admits the new build's, so that what was made under it is known by identity.
    let shared: SiteWide
    /// `site` in templates.
    let siteValue: TemplateValue
    /// `menu` on every page that is not itself in the menu.
    private let menuElsewhere: TemplateValue
    private let menuPaths: Set<String>
    private let postValues: Derivations<PostTemplateValue>
    private let feedEntries: Derivations<PostFeedEntry>
    /// What a page's digest is made from (`PageRendering.digest(of:)`): these views, but that
    /// `site`, the menu of pages outside it and each post's template data stand in by their
    /// digests (`TemplateValue.standIn(for:)`), each made once a build: a post listed on many
    /// pages is digested once. Nil on those views themselves.
    let digesting: SiteViews?

    convenience init(site: SiteModel, assetLinks: AssetLinks, reuse: any Reuse = MakingEverything()) {
        let new = SiteWide(config: site.config, assetLinks: assetLinks, menu: site.menu, projects: site.projects, tagNames: site.tagNames)
        let shared = reuse.value(SiteWideObject(), for: new)
        let siteValue = SiteView(config: shared.config, assetLinks: shared.assetLinks).templateValue
        let menuElsewhere = MenuEntryView.menu(shared, currentPath: nil)
        let feedEntries = Derivations(PostFeedEntry(), reuse: reuse)
        let digesting = SiteViews(
            shared: shared, siteValue: .standIn(for: siteValue), menuElsewhere: .standIn(for: menuElsewhere),
            postValues: Derivations(PostTemplateValue(standsIn: true), reuse: reuse), feedEntries: feedEntries, digesting: nil)
        self.init(
            shared: shared, siteValue: siteValue, menuElsewhere: menuElsewhere, postValues: Derivations(PostTemplateValue(), reuse: reuse),
            feedEntries: feedEntries, digesting: digesting)
    }

    private init(
        shared: SiteWide, siteValue: TemplateValue, menuElsewhere: TemplateValue, postValues: Derivations<PostTemplateValue>,
        feedEntries: Derivations<PostFeedEntry>, digesting: SiteViews?
    ) {
        self.shared = shared
        self.siteValue = siteValue
        self.menuElsewhere = menuElsewhere
        menuPaths = Set(shared.menu.map(\.path))
        self.postValues = postValues
        self.feedEntries = feedEntries
        self.digesting = digesting
    }

    var base: BaseURL { shared.config.baseURL }

    /// `menu` on the page at `path`.
    func menu(at path: String) -> TemplateValue {
        menuPaths.contains(path) ? MenuEntryView.menu(shared, currentPath: path) : menuElsewhere
    }

    /// A post's template data.
    func value(of post: PublishedPost) -> TemplateValue {
        postValues.value(of: post, shared: shared)
    }

    /// Post entries for lists.
    func list(_ posts: some Collection<PublishedPost>) -> TemplateValue {
        .array(posts.map(value(of:)))
    }

    /// A post as feeds write it.
    func feedEntry(of post: PublishedPost) -> FeedEntry {
        feedEntries.value(of: post, shared: shared)
    }

    /// The data of a layout template (`site`, `menu`, `current`, `page`, then `extras`) for the page at `path`.
    func layout(_ template: String, path: String, page: TemplateValue, _ extras: [(String, TemplateValue)] = []) -> TemplateValue {
        PageTemplate.named(template).data.object(
            [("site", siteValue), ("menu", menu(at: path)), ("current", CurrentSectionView(path: path).templateValue), ("page", page)] + extras)
    }
}
