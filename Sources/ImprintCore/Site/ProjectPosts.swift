/// Posts by the projects they are about, and the copyright years of their work: made from the
/// site's posts for the model, and from the posts a page's data holds for its page.
struct ProjectPosts: Sendable {
    /// Every post, newest first.
    let all: [PublishedPost]
    private let byProject: [String: [PublishedPost]]

    init(_ posts: [PublishedPost]) {
        all = posts
        var byProject: [String: [PublishedPost]] = [:]
        for published in posts {
            for slug in Set(published.post.projects) { byProject[slug, default: []].append(published) }
        }
        self.byProject = byProject
    }

    /// The posts about the project with `slug`, newest first.
    func about(_ slug: String) -> [PublishedPost] {
        byProject[slug] ?? []
    }

    /// The copyright years of work shown by `posts`; without posts, those of every post.
    func copyrightYears(of posts: [PublishedPost]) -> String {
        Self.years(of: posts.isEmpty ? all : posts)
    }

    /// The years of `posts`: `2012–2024`, or one year; empty without posts. Never the clock's
    /// year, so that builds stay identical.
    static func years(of posts: [PublishedPost]) -> String {
        let years = posts.compactMap { $0.post.date.components.year }
        guard let first = years.min(), let last = years.max() else { return "" }
        return first == last ? String(first) : "\(first)–\(last)"
    }
}
