import Foundation
import Mustache

/// Everything `imprint serve` keeps from one build to the next, so that a rebuild redoes only
/// what a change affects: parsed files, rendered Markdown, each post's template data and feed
/// entry, and rendered pages. Every entry is checked against what it was made from, so a build
/// with these caches writes exactly what a full build writes.
public final class BuildCaches: Sendable {
    public let content = ContentCache()
    public let markdown = MarkdownCache()
    public let pages = RenderCache()
    let postValues = BuildScopedCache<Derived<TemplateValue>>()
    let feedEntries = BuildScopedCache<Derived<FeedEntry>>()

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

    /// Ends a build: forgets what it did not use.
    @discardableResult
    public func finishBuild() -> Counts {
        content.finishBuild()
        _ = postValues.finishBuild()
        _ = feedEntries.finishBuild()
        let markdownCounts = markdown.finishBuild()
        let pageCounts = pages.finishBuild()
        return Counts(pagesReused: pageCounts.reused, pagesRendered: pageCounts.rendered, markdownReused: markdownCounts.reused)
    }

    /// Ends a build that failed: keeps everything for the next one.
    public func discardBuild() {
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
