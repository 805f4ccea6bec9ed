import Foundation
import ImprintCore
import Mustache

/// Reads an RSS 2.0 or Atom feed, which is what Tumblr, Blogger and most engines can export:
/// every entry becomes a post, with its date and offset, categories, summary and link.
enum FeedArchive {
    static func read(_ root: MarkupElement) throws(ImportError) -> ImportSource {
        switch root.name {
        case "rss":
            guard let channel = root.element("channel") else { throw ImportError.notAnExport(expected: "an RSS feed: <rss> has no <channel>") }
            return ImportSource(items: channel.elements("item").map(rssItem), skipped: [], oldSite: ImportSource.oldSite(channel.text(of: "link")))
        case "feed":
            var items: [ImportedItem] = [], skipped: [SkippedItem] = [], comments: [MarkupElement] = []
            for entry in root.elements("entry") {
                // Blogger's export holds its settings (the administrators' addresses among them),
                // its template and its comments as entries too: only posts and pages are content,
                // and comments go with them.
                switch bloggerKind(of: entry) {
                case nil, "post": items.append(atomEntry(entry, kind: .post))
                case "page": items.append(atomEntry(entry, kind: .page))
                case "comment": comments.append(entry)
                case let kind?:
                    skipped.append(SkippedItem(title: entry.element("title").map(text(of:)).map(MarkupNode.plainText) ?? "(untitled)", line: entry.line,
                                               reason: "a Blogger \(kind) entry, not a post or page"))
                }
            }
            let (withComments, leftOut) = attach(comments, to: items)
            let links = root.elements("link")
            let site = (links.first { ($0[attribute: "rel"] ?? "alternate") == "alternate" } ?? links.first)?[attribute: "href"]
            return ImportSource(items: withComments, skipped: skipped, commentsLeftOut: leftOut, oldSite: ImportSource.oldSite(site))
        default:
            throw ImportError.notAnExport(expected: "an RSS 2.0 or Atom feed (the root element is <\(root.name)>)")
        }
    }
}

private extension FeedArchive {
    static func rssItem(_ item: MarkupElement) -> ImportedItem {
        let content = item.element("content:encoded")?.text
        let description = item.element("description")?.text
        return ImportedItem(
            kind: .post, id: "feed:" + (item.text(of: "guid") ?? item.text(of: "link") ?? "\(item.text(of: "title") ?? "") \(item.text(of: "pubDate") ?? "")").trimmingWhitespace(),
            title: item.text(of: "title").map(MarkupNode.plainText) ?? "(untitled)", slug: nil,
            date: ImportDates.feed(item.text(of: "pubDate") ?? item.text(of: "dc:date")), updated: nil,
            tags: ImportedItem.uniqueTags(item.elements("category").map(\.text)),
            summary: content == nil ? nil : description.map(MarkupNode.plainText).flatMap { $0.isEmpty ? nil : $0 },
            link: item.text(of: "link") ?? item.element("guid").flatMap { $0[attribute: "isPermaLink"] == "false" ? nil : $0.text.trimmingWhitespace() },
            draftReason: nil, html: content ?? description ?? "", line: item.line)
    }

    /// The scheme of Blogger's categories that say what an entry is, not what it is about.
    static let bloggerKindScheme = "http://schemas.google.com/g/2005#kind"

    /// `post`, `page`, `settings`, `template`, `comment`: what a Blogger entry is, in the old
    /// export's kind category or the newer `<blogger:type>`; nil elsewhere.
    static func bloggerKind(of entry: MarkupElement) -> String? {
        entry.text(of: "blogger:type")?.lowercased() ?? entry.elements("category").first { $0[attribute: "scheme"] == bloggerKindScheme }
            .flatMap { $0[attribute: "term"]?.split(separator: "#").last.map(String.init) }
    }

    /// Why a Blogger entry is not public: a draft (`app:draft`, or `<blogger:status>DRAFT`) or
    /// in the trash; nil when it is live.
    static func bloggerDraftReason(of entry: MarkupElement) -> String? {
        switch entry.text(of: "blogger:status")?.uppercased() {
        case "DRAFT": return "a draft on Blogger"
        case "SOFT_TRASHED": return "in Blogger's trash"
        default: return entry.element("app:control")?.text(of: "app:draft") == "yes" ? "a draft in the feed" : nil
        }
    }

    static func atomEntry(_ entry: MarkupElement, kind: ImportedItem.Kind) -> ImportedItem {
        let published = ImportDates.feed(entry.text(of: "published") ?? entry.text(of: "updated"))
        let updated = ImportDates.feed(entry.text(of: "updated"))
        let links = entry.elements("link")
        let link = (links.first { ($0[attribute: "rel"] ?? "alternate") == "alternate" } ?? links.first)?[attribute: "href"]
        return ImportedItem(
            kind: kind, id: "feed:" + (entry.text(of: "id") ?? link ?? "\(entry.text(of: "title") ?? "") \(entry.text(of: "published") ?? "")").trimmingWhitespace(),
            title: entry.element("title").map(text(of:)).map(MarkupNode.plainText) ?? "(untitled)", slug: nil,
            date: published, updated: updated.flatMap { updated in published.map { updated.date.timeIntervalSince($0.date) >= 60 } == true ? updated : nil },
            tags: ImportedItem.uniqueTags(entry.elements("category").filter { $0[attribute: "scheme"] != bloggerKindScheme }
                .compactMap { $0[attribute: "label"] ?? $0[attribute: "term"] }),
            summary: entry.element("content") == nil ? nil : entry.element("summary").map(text(of:)).map(MarkupNode.plainText),
            link: link, draftReason: bloggerDraftReason(of: entry),
            html: (entry.element("content") ?? entry.element("summary")).map(text(of:)) ?? "", line: entry.line)
    }

    /// Blogger's comments, each given to the post or page it answers (`thr:in-reply-to`, or the
    /// newer export's `blogger:parent`), with the comment it answers when it answers one (its
    /// `related` link); the count of those whose post is not among `items`. Live comments are
    /// kept, spam and deleted ones counted. The author's e-mail and avatar are never read.
    static func attach(_ comments: [MarkupElement], to items: [ImportedItem]) -> ([ImportedItem], [ImportedComment.LeftOut: Int]) {
        var items = items
        let positions = Dictionary(items.indices.map { (items[$0].id, $0) }) { first, _ in first }
        var kept: [Int: [ImportedComment]] = [:]
        var withoutPost: [ImportedComment.LeftOut: Int] = [:]
        for entry in comments {
            let post = entry.element("thr:in-reply-to")?[attribute: "ref"] ?? entry.text(of: "blogger:parent")
            guard let position = post.flatMap({ positions["feed:" + $0.trimmingWhitespace()] }) else {
                withoutPost[.withoutPost, default: 0] += 1
                continue
            }
            if let reason = bloggerReasonLeftOut(entry) {
                items[position].commentsLeftOut[reason, default: 0] += 1
                continue
            }
            let author = entry.element("author")
            kept[position, default: []].append(ImportedComment(
                id: entry.text(of: "id").map(bloggerNumber) ?? "line \(entry.line)",
                parent: entry.elements("link").first { $0[attribute: "rel"] == "related" }?[attribute: "href"].map(bloggerNumber),
                author: author?.text(of: "name") ?? "", url: author?.text(of: "uri"),
                date: ImportDates.feed(entry.text(of: "published") ?? entry.text(of: "updated")),
                html: entry.element("content").map(text(of:)) ?? ""))
        }
        for (position, comments) in kept { items[position].comments = ImportedComment.thread(comments) }
        return (items, withoutPost)
    }

    /// Why Blogger did not show a comment: spam, in the trash, deleted (its text removed); nil when it is live.
    static func bloggerReasonLeftOut(_ entry: MarkupElement) -> ImportedComment.LeftOut? {
        let removed = entry.elements("gd:extendedProperty")
            .contains { $0[attribute: "name"] == "blogger.contentRemoved" && $0[attribute: "value"] == "true" }
        switch entry.text(of: "blogger:status")?.uppercased() {
        case nil, "LIVE": return removed ? .deleted : nil
        case let status? where status.contains("SPAM"): return .spam
        case "SOFT_TRASHED": return .trashed
        default: return .deleted
        }
    }

    /// A comment's number, which ends its entry's id (`tag:blogger.com,1999:blog-7.post-5`) and
    /// the link to it (`…/comments/default/5`); the whole text when it ends in none.
    static func bloggerNumber(_ text: String) -> String {
        let number = String(text.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
        return number.isEmpty ? text : number
    }

    /// An Atom text construct as HTML: `type="html"` holds escaped HTML, `xhtml` a div of markup, `text` text.
    static func text(of element: MarkupElement) -> String {
        switch element[attribute: "type"] ?? "text" {
        case "html": element.text
        case "xhtml": (element.element("div")?.children ?? element.children).map(\.html).joined()
        default: HTMLEscaping.escape(element.text)
        }
    }
}
