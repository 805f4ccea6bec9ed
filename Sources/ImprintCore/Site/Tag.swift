import Foundation

/// A tag as the site shows it: one slug, one display name, the posts that carry it.
struct Tag: Sendable, Equatable {
    /// The spelling used most, ties going to the one in the earliest post (and, in one post, the one written first).
    let name: String
    let slug: String
    /// Newest first.
    let posts: [PublishedPost]
}
