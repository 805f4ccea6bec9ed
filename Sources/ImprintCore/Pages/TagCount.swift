/// A tag as lists show it besides its name (a site-wide value): its slug and number of posts.
struct TagCount: Sendable, Equatable {
    let slug: String
    let count: Int
}
