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
    /// Each post's template data, made once a build.
    private let postValue: @Sendable (PublishedPost) -> TemplateValue
    private let feedEntries: Derivations<PostFeedEntry>
    /// The views `digesting(reading:)` made, by the fields they keep of posts.
    private let digestViews = Locked<[Set<String>?: SiteViews]>([:])

    convenience init(site: SiteModel, assetLinks: AssetLinks, reuse: any Reuse = MakingEverything()) {
        let new = SiteWide(config: site.config, assetLinks: assetLinks, menu: site.menu, projects: site.projects, tagNames: site.tagNames)
        let shared = reuse.value(SiteWideObject(), for: new)
        self.init(
            shared: shared, siteValue: SiteView(config: shared.config, assetLinks: shared.assetLinks).templateValue,
            menuElsewhere: MenuEntryView.menu(shared, currentPath: nil), postValues: Derivations(PostTemplateValue(), reuse: reuse),
            feedEntries: Derivations(PostFeedEntry(), reuse: reuse))
    }

    private init<D: PostDerivation>(
        shared: SiteWide, siteValue: TemplateValue, menuElsewhere: TemplateValue, postValues: Derivations<D>, feedEntries: Derivations<PostFeedEntry>
    ) where D.Value == TemplateValue {
        self.shared = shared
        self.siteValue = siteValue
        self.menuElsewhere = menuElsewhere
        menuPaths = Set(shared.menu.map(\.path))
        postValue = { postValues.value(of: $0, shared: shared) }
        self.feedEntries = feedEntries
    }

    /// What a page's digest is made from (`PageRendering.digest(of:)`), for a page whose
    /// template reads `fields` of post data (nil: any): these views, but that `site`, the menu of
    /// pages outside it and each post's template data, cut to those fields, stand in by their
    /// digests (`TemplateValue.standIn(for:)`), each made once a build. A post listed on many
    /// pages is digested once, and a page that shows none of the fields an edit changed (the
    /// archive, after a body edit) keeps its digest.
    func digesting(reading fields: Set<String>?) -> SiteViews {
        digestViews.withLock { made in
            if let known = made[fields] { return known }
            let views = SiteViews(
                shared: shared, siteValue: .standIn(for: siteValue), menuElsewhere: .standIn(for: menuElsewhere),
                postValues: Derivations(PostValueStandIn(fields: fields), reuse: MakingEverything()), feedEntries: feedEntries)
            made[fields] = views
            return views
        }
    }

    var base: BaseURL { shared.config.baseURL }

    /// `menu` on the page at `path`.
    func menu(at path: String) -> TemplateValue {
        menuPaths.contains(path) ? MenuEntryView.menu(shared, currentPath: path) : menuElsewhere
    }

    /// A post's template data.
    func value(of post: PublishedPost) -> TemplateValue {
        postValue(post)
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
