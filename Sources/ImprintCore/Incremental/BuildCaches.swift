import Foundation
import Mustache

/// Everything `imprint serve` keeps from one build to the next, so that a rebuild redoes only
/// what a change affects: parsed files, rendered Markdown, each post's template data and feed
/// entry, and rendered pages. Every entry is checked against what it was made from, so a build
/// with these caches writes exactly what a full build writes.
public final class BuildCaches: Sendable {
    let content = ContentCache()
    let markdown = MarkdownCache()
    let pages = RenderCache()
    let postValues = BuildScopedCache<Derived<TemplateValue>>()
    let feedEntries = BuildScopedCache<Derived<FeedEntry>>()
    /// The last good build, while no build has failed since.
    let lastBuild = Locked<LastBuild?>(nil)
    /// Whether the build in progress looked at only part of the site (`PostEditRebuild`), so
    /// that what it did not look at must be kept.
    let isPartialBuild = Locked(false)

    /// A value made from one post, and the key of everything it was made from.
    struct Derived<Value> {
        let key: String
        let value: Value
    }

    public init() {}

    /// How much the last build reused.
    public struct Counts: Sendable {
        public let pagesReused: Int
        public let pagesRendered: Int
        public let markdownReused: Int
    }

    /// Ends a build: forgets what it did not use (unless it looked at only part of the site).
    @discardableResult
    public func finishBuild() -> Counts {
        let partial = isPartialBuild.withLock { isPartial in
            defer { isPartial = false }
            return isPartial
        }
        content.finishBuild(forgettingUnused: !partial)
        _ = postValues.finishBuild(forgettingUnused: !partial)
        _ = feedEntries.finishBuild(forgettingUnused: !partial)
        let markdownCounts = markdown.finishBuild(forgettingUnused: !partial)
        let pageCounts = pages.finishBuild(forgettingUnused: !partial)
        return Counts(pagesReused: pageCounts.reused, pagesRendered: pageCounts.rendered, markdownReused: markdownCounts.reused)
    }

    /// Ends a build that failed: keeps everything for the next one, but not the last build,
    /// since the next one must look at everything that changed since.
    public func discardBuild() {
        isPartialBuild.withLock { $0 = false }
        lastBuild.withLock { $0 = nil }
        content.discardBuild()
        postValues.discardBuild()
        feedEntries.discardBuild()
        markdown.discardBuild()
        pages.discardBuild()
    }

    /// What a post's template data and feed entry depend on: the post's revision, where it is,
    /// the site settings that show in them, and the display names of its tags (which other posts
    /// can change).
    static func key(of published: PublishedPost, site: SiteModel) -> String {
        let config = site.config
        let tags = zip(published.post.tags, published.post.tagSlugs).map { name, slug in site.tagNames[slug] ?? name }
        return [published.post.revision, published.path, config.baseURL.absolute, config.description ?? "",
                String(config.smartPunctuation), String(config.highlightsCode)] .joined(separator: "\u{0}") + "\u{0}" + tags.joined(separator: "\u{1}")
    }

    /// `make()` of a post, or the value made by an earlier build from the same inputs.
    static func derived<Value>(
        _ cache: BuildScopedCache<Derived<Value>>?, for published: PublishedPost, site: SiteModel, make: () -> Value
    ) -> Value {
        guard let cache else { return make() }
        let key = key(of: published, site: site)
        if let cached = cache.value(for: published.path, if: { $0.key == key }) { return cached.value }
        let value = make()
        cache.store(Derived(key: key, value: value), for: published.path)
        return value
    }
}
