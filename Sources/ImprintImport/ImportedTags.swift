/// One spelling for each tag of an import. Old blogs write one tag several ways
/// (`Caliburn.Micro`, `Caliburn-Micro`, `swift`, `Swift`); the build gives them one slug, and
/// refuses two spellings with one slug that differ in more than case and separators. So every
/// spelling of a slug becomes one: the site's own when it has the tag already, else the one most
/// posts use, the first seen on a tie.
struct ImportedTags {
    /// The spelling each tag is written with, by the spelling the export has.
    private(set) var spelling: [String: String] = [:]
    /// `Caliburn-Micro → Caliburn.Micro (3 posts)`, for the report.
    private(set) var merged: [String] = []

    /// No tag respelled.
    init() {}

    /// The spellings of the tags of `items`' posts, with `siteTags` (the tags the site's posts
    /// have) kept as they are; `slug` is the site's slug of a tag.
    init(_ items: [ImportedItem], siteTags: [String], slug: (String) -> String) {
        // Spellings by slug, in the order first seen, each with the number of posts that use it.
        var spellings: [String: [(name: String, posts: Int)]] = [:]
        var slugs: [String] = []
        for tags in items.filter({ $0.kind == .post }).map(\.tags) {
            var seen: Set<String> = []
            for name in tags where seen.insert(name).inserted {
                let key = slug(name)
                if spellings[key] == nil { slugs.append(key) }
                if let index = spellings[key, default: []].firstIndex(where: { $0.name == name }) {
                    spellings[key]![index].posts += 1
                } else {
                    spellings[key, default: []].append((name, 1))
                }
            }
        }
        let siteSpellings = Dictionary(siteTags.map { (slug($0), $0) }) { first, _ in first }
        for key in slugs {
            let names = spellings[key]!
            // Only more posts win over the one before: of equals, the first seen stays.
            let winner = siteSpellings[key] ?? names.reduce(names[0]) { best, next in next.posts > best.posts ? next : best }.name
            for (name, posts) in names where name != winner {
                spelling[name] = winner
                merged.append("\(name) → \(winner) (\(posts) post\(posts == 1 ? "" : "s"))")
            }
        }
    }

    /// `tags` in the spellings chosen, each once.
    func respelled(_ tags: [String]) -> [String] {
        tags.map { spelling[$0] ?? $0 }.reduce(into: []) { unique, tag in if !unique.contains(tag) { unique.append(tag) } }
    }
}
