import Foundation

/// One feed of the site, in both formats: its identity, where it lives, and its posts.
struct Feed: Sendable, Equatable {
    let title: String
    let description: String
    /// The folder the feed files go in: `/`, `/tags/swift/`, `/feeds/open-source-ios/`.
    let folder: String
    /// The absolute URL of the page the feed is about.
    let pageURL: String
    /// The newest posts, at most `feeds.items` of them.
    let posts: [PublishedPost]

    var rssPath: String { folder + "feed.xml" }
    var atomPath: String { folder + "atom.xml" }

    /// The date a reader sees as the feed's last change: its newest post's update or date.
    /// Never the clock, so two builds of the same input are identical.
    func updated(fallback: PostDate) -> PostDate {
        posts.map(\.lastModified).max() ?? fallback
    }

    /// Every feed of a site: the site's, one per tag, one per project, one per custom filter.
    static func all(for site: SiteModel) -> [Feed] {
        let config = site.config
        let base = config.baseURL
        let limit = config.feeds.items
        func newest(_ posts: [PublishedPost]) -> [PublishedPost] { Array(posts.prefix(limit)) }
        var feeds = [Feed(title: config.title, description: config.description ?? config.title, folder: "/",
                          pageURL: base.absolute, posts: newest(site.posts))]
        feeds += site.tags.map { tag in
            Feed(title: "\(config.title): \(tag.name)", description: "Posts about \(tag.name) on \(config.title).",
                 folder: "/tags/\(tag.slug)/", pageURL: base.absolute("/tags/\(tag.slug)/"), posts: newest(tag.posts))
        }
        feeds += site.projects.map { published in
            let project = published.project
            return Feed(title: "\(config.title): \(project.name)", description: published.summary, folder: published.path,
                        pageURL: base.absolute(published.path), posts: newest(site.posts(aboutProject: project.slug)))
        }
        feeds += config.feeds.custom.map { custom in
            let wanted = Set(custom.tags.map(config.tagSlug))
            let posts = site.posts.filter { published in
                let slugs = Set(published.post.tagSlugs)
                return custom.matchesAll ? wanted.isSubset(of: slugs) : !wanted.isDisjoint(with: slugs)
            }
            return Feed(title: custom.title, description: "\(custom.title) on \(config.title).", folder: FeedLink.folder(of: custom),
                        pageURL: base.absolute, posts: newest(posts))
        }
        return feeds
    }

    /// Warnings for custom feeds that name a tag no published post has.
    static func unusedTagWarnings(for site: SiteModel) -> [Diagnostic] {
        let known = Set(site.tags.map(\.slug))
        return site.config.feeds.custom.flatMap { custom in
            custom.tags.filter { !known.contains(site.config.tagSlug($0)) }.map { tag in
                ContentError(.unusedFeedTag(feed: custom.slug, tag: tag), path: ConfigLoader.path,
                             line: custom.tagsLine, column: custom.tagsColumn).diagnostic
            }
        }
    }
}
