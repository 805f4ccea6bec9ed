import Foundation
import Mustache

/// Every feed of the site in RSS 2.0 and Atom 1.0: the site's, each tag's, each project's and
/// each custom filter's. Written by code, not templates, so that they are always valid.
struct FeedsGenerator: Generator {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile] {
        let site = context.site
        let fallback = site.posts.first.map { $0.post.updated ?? $0.post.date }
            ?? PostDate(date: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!)
        let allFeeds = Feed.all(for: site)
        let reused = allFeeds.map { feed in
            context.reuse?.isCurrentList(feed.folder) == false
                ? [] : [feed.rssPath, feed.atomPath].compactMap { context.reusedFile(String($0.dropFirst()), showing: feed.posts) }
        }
        let feeds = zip(allFeeds, reused).filter { $0.1.count < 2 }.map(\.0)
        // A post is in several feeds: make each post's entry once, all of them concurrently.
        var seen: Set<String> = []
        let posts = feeds.flatMap(\.posts).filter { seen.insert($0.path).inserted }
        let entries = Dictionary(uniqueKeysWithValues: zip(posts.map(\.path), context.parallel.map(posts) { published in
            BuildCaches.derived(context.caches?.feedEntries, for: published, site: site) { FeedEntry(published, site: site) }
        }))
        let made = context.parallel.flatMap(feeds) { feed in
            let feedEntries = feed.posts.map { entries[$0.path]! }
            let updated = feed.updated(fallback: fallback)
            return [
                OutputFile(path: String(feed.rssPath.dropFirst()), contents: Data(RSSWriter(site: site).document(feed, entries: feedEntries, updated: updated).utf8), source: "feed \(feed.rssPath)"),
                OutputFile(path: String(feed.atomPath.dropFirst()), contents: Data(AtomWriter(site: site).document(feed, entries: feedEntries, updated: updated).utf8), source: "feed \(feed.atomPath)"),
            ]
        }
        // In feed order: the last build's pair where it could be reused, else the new one.
        var madePairs = made[...]
        return reused.flatMap { files in
            guard files.count < 2 else { return files }
            defer { madePairs = madePairs.dropFirst(2) }
            return Array(madePairs.prefix(2))
        }
    }
}
