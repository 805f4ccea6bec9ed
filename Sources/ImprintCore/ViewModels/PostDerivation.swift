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

/// A post's template data.
struct PostTemplateValue: PostDerivation {
    var name: String { "post values" }

    func make(_ input: PostUnderSiteWide) -> TemplateValue {
        PostView(published: input.post, shared: input.shared).templateValue
    }
}

/// What stands in for a post's template data in the digest of a page whose template reads
/// `fields` of it (nil: any), `SiteViews.digesting(reading:)`: the digest of those fields.
struct PostValueStandIn: PostDerivation {
    let fields: Set<String>?

    var name: String { "post value stand-ins" }

    func make(_ input: PostUnderSiteWide) -> TemplateValue {
        let value = PostView(published: input.post, shared: input.shared).templateValue
        guard let fields, case .object(let object) = value else { return .standIn(for: value) }
        return .standIn(for: .object(TemplateObject(pairs: object.members.filter { fields.contains($0.0) })))
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
