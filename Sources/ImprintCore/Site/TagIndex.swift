import Foundation

/// Groups the tags of published posts by slug.
///
/// Spellings that differ only in case, diacritics and separators ("Open Source", "open-source")
/// are one tag. Spellings that differ in anything else but still share a slug ("C++" and "C",
/// both `c`) are different tags that cannot both have a page: an error naming both.
enum TagIndex {
    static func build(_ posts: [PublishedPost]) throws(BuildFailure) -> [Tag] {
        // Where a spelling was first seen: the post (oldest first), then its place in that post's tags.
        var spellings: [String: [String: (count: Int, firstSeen: (post: Int, place: Int))]] = [:]
        var postsBySlug: [String: [PublishedPost]] = [:]
        var identities: [String: (identity: String, name: String, file: String)] = [:]
        var errors: [Diagnostic] = []
        // Each spelling's identity, worked out once: spellings are few, posts many.
        var identityOf: [String: String] = [:]
        for (order, published) in posts.reversed().enumerated() {
            let post = published.post
            for (name, slug) in Self.distinctByName(post.tags, post.tagSlugs) {
                let identity: String
                if let known = identityOf[name] {
                    identity = known
                } else {
                    identity = TagSlug.identity(of: name)
                    identityOf[name] = identity
                }
                if let first = identities[slug] {
                    guard first.identity == identity else {
                        errors.append(ContentError(.tagCollision(tag: name, otherTag: first.name, otherFile: first.file, slug: slug),
                                                   path: post.sourcePath).diagnostic)
                        continue
                    }
                } else {
                    identities[slug] = (identity, name, post.sourcePath)
                }
                let place = post.tags.firstIndex(of: name) ?? 0
                spellings[slug, default: [:]][name, default: (0, (order, place))].count += 1
            }
        }
        for published in posts {
            let slugs = published.post.tagSlugs
            // A post lists a handful of tags: looking back is cheaper than a set.
            for (index, slug) in slugs.enumerated() where !slugs[..<index].contains(slug) && spellings[slug] != nil {
                postsBySlug[slug, default: []].append(published)
            }
        }
        guard errors.isEmpty else { throw BuildFailure(diagnostics: errors) }
        return spellings.map { slug, names in
            // Most used; then seen first. Never the dictionary's order, which differs from one table to the next.
            let name = names.min { ($1.value.count, $0.value.firstSeen.post, $0.value.firstSeen.place) < ($0.value.count, $1.value.firstSeen.post, $1.value.firstSeen.place) }!.key
            return Tag(name: name, slug: slug, posts: postsBySlug[slug] ?? [])
        }
        .sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
    }

    /// A post's tags with their slugs, each name once, in name order.
    static func distinctByName(_ names: [String], _ slugs: [String]) -> [(name: String, slug: String)] {
        var pairs = zip(names, slugs).map { (name: $0, slug: $1) }
        pairs.sort { $0.name < $1.name }
        // One name always has one slug: of repeated names, any one will do.
        return pairs.enumerated().filter { $0.offset == 0 || pairs[$0.offset - 1].name != $0.element.name }.map(\.element)
    }
}
