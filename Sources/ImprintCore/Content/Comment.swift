import Foundation

/// A reader's comment on a post, from the post's comments file: an archive the build shows as it
/// is (imported from the old blog), never a form.
struct Comment: Sendable, Equatable {
    let id: String
    /// The id of the comment this one answers, or nil for one that starts a thread.
    let parent: String?
    let author: String
    /// The commenter's site, an http(s) URL.
    let url: String?
    let date: PostDate
    /// What they wrote, sanitised (`CommentHTML`).
    let html: String

    /// The `id` of its element on the page: `comment-12`, the id with anything but letters,
    /// digits, `-` and `_` as `-`.
    var anchor: String {
        "comment-" + String(id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }
}

/// What a post offers its readers for talking back: its archive of comments, whether new ones
/// are taken (front matter `comments: false` says no), and the toot whose replies are its
/// comments (front matter `mastodon`).
struct Discussion: Sendable {
    var archive: [Comment] = []
    var isOpen = true
    var mastodon: String?

    static let none = Discussion()

    /// The ids its archive gives the page, which no heading of the body may take.
    var anchors: Set<String> { Set(archive.map(\.anchor)) }
}
