import Foundation

/// The `wp:comment`s of a post or page in a WordPress export. Those WordPress showed (approved,
/// `wp:comment_approved` 1, and plain comments, not pingbacks or trackbacks) are kept; the others
/// are counted by why. The author's e-mail (`wp:comment_author_email`) and IP address
/// (`wp:comment_author_IP`) are never read.
enum WordPressComments {
    static func read(_ item: MarkupElement, usualOffset: Int) -> (kept: [ImportedComment], leftOut: [ImportedComment.LeftOut: Int]) {
        var kept: [ImportedComment] = []
        var leftOut: [ImportedComment.LeftOut: Int] = [:]
        for (index, comment) in item.elements("wp:comment").enumerated() {
            if let reason = reasonLeftOut(comment) {
                leftOut[reason, default: 0] += 1
                continue
            }
            kept.append(ImportedComment(
                id: comment.text(of: "wp:comment_id") ?? String(index + 1),
                parent: comment.text(of: "wp:comment_parent").flatMap { $0 == "0" ? nil : $0 },
                // WordPress keeps the name HTML-escaped (`Tom &amp; Jerry`): the file has its text.
                author: comment.text(of: "wp:comment_author").map(MarkupNode.plainText) ?? "",
                url: comment.text(of: "wp:comment_author_url"),
                date: ImportDates.wordPress(
                    local: comment.text(of: "wp:comment_date"), gmt: comment.text(of: "wp:comment_date_gmt"), usualOffset: usualOffset),
                html: paragraphs(comment.element("wp:comment_content")?.text ?? "")))
        }
        return (ImportedComment.thread(kept), leftOut)
    }

    /// WordPress keeps a comment as it was typed and makes paragraphs of it when it shows it
    /// (`wpautop`): a blank line ends a paragraph, a single line break is a `<br>`. A comment
    /// with block elements of its own (paragraphs, quotes, lists, code) is left as it is.
    static func paragraphs(_ text: String) -> String {
        let text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        guard !text.contains(/(?i)<(p|div|blockquote|pre|ul|ol|li|dl|h[1-6]|table|figure|hr|address)[\s>\/]/) else { return text }
        return text.split(separator: /\n[ \t]*\n\s*/).compactMap { paragraph in
            let lines = paragraph.split(separator: "\n").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            return lines.isEmpty ? nil : "<p>" + lines.joined(separator: "<br>") + "</p>"
        }.joined()
    }
}

private extension WordPressComments {
    /// Why a comment is not kept: its status (spam, in the trash, or itself or its post trashed,
    /// or not approved) or its type; nil for one WordPress showed.
    static func reasonLeftOut(_ comment: MarkupElement) -> ImportedComment.LeftOut? {
        switch comment.text(of: "wp:comment_approved") {
        case "1": break
        case "spam": return .spam
        case "trash", "post-trashed": return .trashed
        default: return .pending
        }
        switch comment.text(of: "wp:comment_type") {
        case nil, "comment": return nil
        case "pingback": return .pingback
        case "trackback": return .trackback
        default: return .otherType
        }
    }
}
