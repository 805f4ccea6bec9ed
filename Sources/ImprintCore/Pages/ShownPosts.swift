import Mustache

/// What a page can show of the posts its data holds: the fields of post data its template reads
/// (`TemplateChecker.postFieldsRead(by:)`), made under the build's site-wide values. Two versions
/// of a post that agree on those, and on what lists sort and group posts by (place, date and
/// projects), show the same, so that a page listing every post need not be made again after an
/// edit to one post's body.
struct ShownPosts {
    /// The post fields the page's template reads; nil when it may read any.
    let fields: Set<String>?
    let shared: SiteWide

    /// Whether `new` shows on the page as `old` did, in the same order.
    func showTheSame(_ old: [PublishedPost], as new: [PublishedPost]) -> Bool {
        old.count == new.count && zip(old, new).allSatisfy { $0 == $1 || showsTheSame($0, as: $1) }
    }

    /// Whether `new`, a version of the post `old`, shows on the page as `old` did.
    private func showsTheSame(_ old: PublishedPost, as new: PublishedPost) -> Bool {
        guard let fields, old.isListedTheSame(as: new),
              case .object(let was) = PostView(published: old, shared: shared).templateValue,
              case .object(let now) = PostView(published: new, shared: shared).templateValue else { return false }
        return fields.allSatisfy { was[$0] == now[$0] }
    }
}

extension PublishedPost {
    /// Whether both are at the same place with the same date and projects: what lists order,
    /// group and date posts by, apart from what their templates show.
    func isListedTheSame(as other: PublishedPost) -> Bool {
        path == other.path && post.date == other.post.date && post.projects == other.post.projects
    }
}
