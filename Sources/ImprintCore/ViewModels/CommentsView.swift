import Foundation
import Mustache

/// A post's comments as templates see them: `page.comments`, with the archive of its comments
/// file in thread order and the service that takes new ones, loaded only when a reader asks.
struct CommentsView: TemplateView {
    let discussion: Discussion
    /// The post's link (a path with the base path), which giscus and utterances find a thread by.
    let link: String
    let settings: CommentSettings?
    let language: String

    static let schema = TemplateSchema("Comments", about: "`page.comments` on posts, and on each post of a list.", [
        .init("count", .number, "how many comments its comments file holds"),
        .init("label", .optional(.text), "`1 comment`, `12 comments`; null with none"),
        .init("threads", .list(.object(commentSchema)), "every comment of the file, each thread in order: a comment, then its replies, nested by `depth`"),
        .init("open", .bool, "whether it takes new comments: on posts unless front matter says `comments: false`, on pages only with `comments: true` or `mastodon`"),
        .init("provider", .optional(.object(providerSchema)), "the service that takes new comments (site.yml `comments`, or front matter `mastodon`); null with none, or with `comments: false`"),
    ])

    static let commentSchema = TemplateSchema("Comment", about: "A comment in `page.comments.threads`.", [
        .init("id", .text, "its id in the comments file"),
        .init("anchor", .text, "the `id` to give its element: `comment-12`"),
        .init("author", .text, "the commenter's name"),
        .init("url", .optional(.text), "their site"),
        .init("date", .object(DateView.schema), "when it was written"),
        .init("html", .html, "what they wrote, sanitised: paragraphs, emphasis, code, quotes, lists and links, nothing that runs"),
        .init("depth", .number, "0 for a comment that starts a thread, 1 for a reply to it, and so on"),
        .init("indent", .number, "`depth`, at most \(maximumIndent): for indenting, so that deep threads stay readable on a phone"),
        .init("reply_to", .optional(.object(replySchema)), "the comment it answers; null for one that starts a thread"),
    ])

    static let replySchema = TemplateSchema("Comment answered", about: "`reply_to` of a comment.", [
        .init("anchor", .text, "its `anchor`: link to `#{{anchor}}`"),
        .init("author", .text, "its author"),
    ])

    static let providerSchema = TemplateSchema("Comment service", about: "`page.comments.provider`.", [
        .init("name", .text, "`giscus`, `utterances` or `mastodon`"),
        .init("title", .text, "what it is, for the reader: `GitHub Discussions`, `GitHub issues`, `Mastodon`"),
        .init("host", .text, "the host it loads from once asked: `giscus.app`, `utteranc.es`, or the toot's server"),
        .init("link", .text, "the post's discussion there, for readers without JavaScript"),
        .init("data", .list(.object(dataSchema)), "the settings its script reads, to write as `data-{{name}}=\"{{value}}\"` on the element `assets/js/comments.js` fills"),
    ])

    static let dataSchema = TemplateSchema("Comment service setting", about: "An entry of `page.comments.provider.data`.", [
        .init("name", .text, "the attribute's name, after `data-`"),
        .init("value", .text, "its value"),
    ])

    var templateValue: TemplateValue {
        let count = discussion.archive.count
        return Self.schema.object([
            ("count", .int(count)),
            ("label", count == 0 ? .null : .string(count == 1 ? "1 comment" : "\(count) comments")),
            ("threads", .array(threads)),
            ("open", .bool(discussion.isOpen)),
            ("provider", discussion.isOpen ? provider ?? .null : .null),
        ])
    }

    /// The archive in thread order: each comment followed by its replies, depth first, walked
    /// with a stack of its own (a thread may be thousands deep).
    var threads: [TemplateValue] {
        let comments = discussion.archive
        let byID = Dictionary(comments.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let replies = Dictionary(grouping: comments.filter { $0.parent.flatMap { byID[$0] } != nil }, by: { $0.parent! })
        var ordered: [TemplateValue] = []
        var pending = comments.filter { $0.parent.flatMap { byID[$0] } == nil }.reversed().map { (comment: $0, depth: 0) }
        while let (comment, depth) = pending.popLast() {
            let answered = depth == 0 ? nil : comment.parent.flatMap { byID[$0] }
            ordered.append(Self.commentSchema.object([
                ("id", .string(comment.id)), ("anchor", .string(comment.anchor)), ("author", .string(comment.author)),
                ("url", comment.url.templateValue), ("date", DateView(comment.date).templateValue), ("html", .string(comment.html)),
                ("depth", .int(depth)), ("indent", .int(min(depth, Self.maximumIndent))),
                ("reply_to", answered.map { Self.replySchema.object([("anchor", .string($0.anchor)), ("author", .string($0.author))]) } ?? .null),
            ]))
            pending += (replies[comment.id] ?? []).reversed().map { ($0, depth + 1) }
        }
        return ordered
    }

    static let maximumIndent = 5

    var provider: TemplateValue? {
        if let toot = discussion.mastodon, let host = URL(string: toot)?.host {
            return Self.provider("mastodon", "Mastodon", host: host, link: toot, data: [("toot", toot)])
        }
        guard let settings, let repository = settings.repository else { return nil }
        let query = link.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? link
        switch settings.provider {
        case .giscus:
            return Self.provider("giscus", "GitHub Discussions", host: "giscus.app", link: "https://github.com/\(repository)/discussions?discussions_q=\(query)", data: [
                ("repo", repository), ("repo-id", settings.repositoryID ?? ""), ("category", settings.category ?? ""),
                ("category-id", settings.categoryID ?? ""), ("mapping", settings.mapping), ("reactions-enabled", "1"),
                ("input-position", "bottom"), ("theme", "preferred_color_scheme"), ("lang", language),
            ])
        case .utterances:
            return Self.provider("utterances", "GitHub issues", host: "utteranc.es", link: "https://github.com/\(repository)/issues?q=\(query)", data: [
                ("repo", repository), ("issue-term", settings.mapping), ("theme", "preferred-color-scheme"),
            ] + (settings.label.map { [("label", $0)] } ?? []))
        case .mastodon:
            return nil
        }
    }

    static func provider(_ name: String, _ title: String, host: String, link: String, data: [(String, String)]) -> TemplateValue {
        providerSchema.object([
            ("name", .string(name)), ("title", .string(title)), ("host", .string(host)), ("link", .string(link)),
            ("data", .array(data.map { dataSchema.object([("name", .string($0.0)), ("value", .string($0.1))]) })),
        ])
    }
}
