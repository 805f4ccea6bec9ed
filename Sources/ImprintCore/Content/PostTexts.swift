/// The Markdown texts of posts' bodies, held apart from the posts for a build that keeps nothing
/// for a next one: each text is given up as its body is rendered, so that the build never holds
/// every post's text beside every post's HTML (at 100,000 posts, 270 MB of Markdown).
final class PostTexts: Sendable {
    private let texts: Locked<[String: String]>

    /// The texts of `posts`' bodies, by source path.
    init(_ posts: [Post]) {
        texts = Locked(Dictionary(posts.map { ($0.sourcePath, $0.body.text) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The text of the post at `path`, which this no longer holds; nil for a file that is no post's.
    func take(_ path: String) -> String? {
        texts.withLock { $0.removeValue(forKey: path) }
    }
}
