import Foundation
import ImprintCore

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
    /// (`wpautop`): a blank line ends a paragraph, a single line break is a `<br>`. A part that
    /// starts with a block element of its own (a paragraph, quote, list) is left as it is, and a
    /// `<pre>` keeps its lines, blank ones too.
    static func paragraphs(_ text: String) -> String {
        let text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        var html = "", rest = text[...]
        while let pre = rest.firstMatch(of: /(?is)<pre[\s>].*?<\/pre>/) {
            html += paragraphs(between: rest[..<pre.range.lowerBound]) + pre.output
            rest = rest[pre.range.upperBound...]
        }
        return html + paragraphs(between: rest)
    }
}

private extension WordPressComments {
    /// The paragraphs of text that holds no `<pre>`. A block element's line of its own ends a
    /// paragraph as a blank line does, as in `wpautop`: `</blockquote>` and then, on the next
    /// line, the answer.
    static func paragraphs(between text: Substring) -> String {
        let separated = String(text)
            .replacing(/(?i)(<\/(?:blockquote|ul|ol|dl|table|div|h[1-6]|p|figure|address)>)[ \t]*\n([ \t]*[^\s])/) { "\($0.output.1)\n\n\($0.output.2)" }
            .replacing(/(?i)([^\n])\n([ \t]*<(?:blockquote|ul|ol|dl|table|div|h[1-6]|p|figure|address)[\s>])/) { "\($0.output.1)\n\n\($0.output.2)" }
        return separated.split(separator: /\n[ \t]*\n\s*/).compactMap { part in
            let part = part.trimmingWhitespace()
            if part.contains(/^(?i)<(p|div|blockquote|pre|ul|ol|li|dl|h[1-6]|table|figure|hr|address)[\s>\/]/) { return part }
            let lines = part.split(separator: "\n").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            return lines.isEmpty ? nil : "<p>" + lines.joined(separator: "<br>") + "</p>"
        }.joined()
    }

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
