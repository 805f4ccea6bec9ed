import ImprintCore

/// A comment that everyone could read under a post or page of the old blog, as the comments
/// file beside the imported one keeps it. Never the author's e-mail, IP address or avatar.
struct ImportedComment: Sendable, Equatable {
    /// The export's id for it.
    let id: String
    /// The id of the comment it answers, when that one is kept too.
    var parent: String?
    /// Plain text.
    let author: String
    /// The author's site, an http(s) URL.
    let url: String?
    /// Nil when the export has none (WordPress's `0000-00-00 00:00:00`): the file gives it its item's.
    var date: PostDate?
    /// Sanitised (`CommentHTML.sanitized`).
    let html: String

    init(id: String, parent: String?, author: String, url: String?, date: PostDate?, html: String) {
        self.id = id
        self.parent = parent
        self.author = author.isEmpty ? "Anonymous" : author
        self.url = url.flatMap { WebURL.isAbsoluteHTTP($0) ? $0 : nil }
        self.date = date
        self.html = CommentHTML.sanitized(html)
    }

    /// Why a comment of an export is not kept, in the order the report names them.
    enum LeftOut: CaseIterable, Sendable {
        case spam, trashed, pending, pingback, trackback, otherType, deleted, onItemLeftOut, withoutPost

        /// The comments of an item that is not imported, by why: those that would have been kept
        /// count as on an item left out.
        static func ofItemLeftOut(kept: [ImportedComment], leftOut: [Self: Int]) -> [Self: Int] {
            kept.isEmpty ? leftOut : leftOut.merging([.onItemLeftOut: kept.count], uniquingKeysWith: +)
        }

        /// `2 spam`, `1 pingback`, `3 whose post is not in the export`.
        func counted(_ count: Int) -> String {
            let plural = count == 1 ? "" : "s"
            switch self {
            case .spam: return "\(count) spam"
            case .trashed: return "\(count) trashed"
            case .pending: return "\(count) pending"
            case .pingback: return "\(count) pingback\(plural)"
            case .trackback: return "\(count) trackback\(plural)"
            case .otherType: return count == 1 ? "1 of another type" : "\(count) of other types"
            case .deleted: return "\(count) deleted"
            case .onItemLeftOut: return "\(count) on items left out"
            case .withoutPost: return "\(count) whose post is not in the export"
            }
        }
    }

    /// The comments of one post in the order they were written: the export's, unless their
    /// dates say otherwise (WordPress exports them in no set order). A reply to a comment that
    /// is not among them becomes a comment of its own.
    static func thread(_ comments: [ImportedComment]) -> [ImportedComment] {
        let dates = comments.compactMap(\.date)
        let inOrder = dates.count < comments.count || zip(dates, dates.dropFirst()).allSatisfy { $0 <= $1 }
        // Sorting is stable: comments written at the same moment keep the export's order.
        let ordered = inOrder ? comments : comments.sorted { $0.date! < $1.date! }
        let ids = Set(ordered.map(\.id))
        return ordered.map { comment in
            var comment = comment
            if let parent = comment.parent, !ids.contains(parent) || parent == comment.id { comment.parent = nil }
            return comment
        }
    }
}
