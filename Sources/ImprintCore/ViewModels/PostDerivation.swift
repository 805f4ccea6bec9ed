import Mustache

/// A published post and the site-wide values it is shown under: what a post's template data
/// and feed entry are made from.
struct PostUnderSiteWide {
    let post: PublishedPost
    let shared: SiteWide
}

/// A value made from one post under the site-wide values, the same while the post is equal
/// and the site-wide values are the same object (`SiteWide.admits`).
protocol PostDerivation: Derivation where Input == PostUnderSiteWide, Failure == Never {}

extension PostDerivation {
    func key(of input: PostUnderSiteWide) -> String { input.post.path }

    func reuses(_ kept: PostUnderSiteWide, for input: PostUnderSiteWide) -> Bool {
        kept.shared === input.shared && kept.post == input.post
    }
}

/// A post's template data, or what stands in for it in a page's digest (`SiteViews.digesting`).
struct PostTemplateValue: PostDerivation {
    var standsIn = false

    var name: String { standsIn ? "post value digests" : "post values" }

    func make(_ input: PostUnderSiteWide) -> TemplateValue {
        let value = PostView(published: input.post, shared: input.shared).templateValue
        return standsIn ? .standIn(for: value) : value
    }
}

/// A post as feeds write it.
struct PostFeedEntry: PostDerivation {
    var name: String { "feed entries" }

    func make(_ input: PostUnderSiteWide) -> FeedEntry {
        FeedEntry(input.post, shared: input.shared)
    }
}

/// The object that stands for a build's site-wide values: an earlier build's while it admits
/// the new values, so that what was made under it is known by identity.
struct SiteWideObject: Derivation {
    var name: String { "site-wide values" }

    func reuses(_ kept: SiteWide, for input: SiteWide) -> Bool {
        kept.admits(input)
    }

    /// The earlier object, compared from now on with the new values' tags.
    func reusing(_ kept: SiteWide, for input: SiteWide) -> SiteWide {
        kept.take(tagsOf: input)
        return kept
    }

    func make(_ input: SiteWide) -> SiteWide {
        input
    }
}
