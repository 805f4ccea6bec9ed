import Foundation

/// A tag as the site shows it: one slug, one display name, the posts that carry it.
public struct Tag: Sendable {
    /// The spelling used most, ties going to the one in the earliest post (and, in one post, the one written first).
    public let name: String
    public let slug: String
    /// Newest first.
    public let posts: [PublishedPost]
}
