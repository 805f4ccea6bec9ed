import Foundation

/// Every feed of the site in RSS 2.0 and Atom 1.0: the site's, each tag's, each project's and
/// each custom filter's. Written by code, not templates, so that they are always valid.
struct FeedsPlanner: Planner {
    /// One feed in one format.
    struct Document: DocumentData {
        enum Format: Sendable {
            case rss, atom
        }

        let feed: Feed
        let format: Format
        /// The date of a feed without posts: the site's newest post's.
        let fallback: PostDate

        func contents(_ views: SiteViews) -> Data {
            let entries = feed.posts.map(views.feedEntry(of:))
            let updated = feed.updated(fallback: fallback)
            switch format {
            case .rss: return Data(RSSWriter(config: views.shared.config).document(feed, entries: entries, updated: updated).utf8)
            case .atom: return Data(AtomWriter(config: views.shared.config).document(feed, entries: entries, updated: updated).utf8)
            }
        }
    }

    func plan(_ site: SiteModel) -> [PageJob] {
        let fallback = site.posts.first?.lastModified
            ?? PostDate(date: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!)
        return Feed.all(for: site).flatMap { feed in
            [
                PageJob(path: String(feed.rssPath.dropFirst()), .document(Document(feed: feed, format: .rss, fallback: fallback)), source: "feed \(feed.rssPath)"),
                PageJob(path: String(feed.atomPath.dropFirst()), .document(Document(feed: feed, format: .atom, fallback: fallback)), source: "feed \(feed.atomPath)"),
            ]
        }
    }
}
