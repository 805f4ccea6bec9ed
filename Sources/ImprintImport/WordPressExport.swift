import Foundation
import ImprintCore
import Mustache

/// Reads a WordPress export (WXR, `Tools → Export` in WordPress): posts and pages with their
/// dates and offsets, categories and tags, excerpts, status, and the comments WordPress showed.
/// Attachments, menus, revisions and other types are left out, and said so.
enum WordPressExport {
    static func read(_ root: MarkupElement) throws(ImportError) -> ImportSource {
        guard root.name == "rss", let channel = root.element("channel"),
              channel.element("wp:wxr_version") != nil || channel.elements("item").contains(where: { $0.element("wp:post_type") != nil })
        else {
            throw ImportError.notAnExport(expected: "a WordPress export (WXR): an <rss> document with the wp: namespace")
        }
        var items: [ImportedItem] = []
        var skipped: [SkippedItem] = []
        var commentsLeftOut: [ImportedComment.LeftOut: Int] = [:]
        // Attachments, for galleries: each image's URL and caption, and the images of each post.
        var images: [String: (url: String, alt: String, caption: String)] = [:]
        var attached: [String: [String]] = [:]
        for item in channel.elements("item") where item.text(of: "wp:post_type") == "attachment" {
            guard let id = item.text(of: "wp:post_id")?.trimmingWhitespace(), let url = item.text(of: "wp:attachment_url")?.trimmingWhitespace() else { continue }
            images[id] = (url, postMeta(item, "_wp_attachment_image_alt") ?? "", item.text(of: "excerpt:encoded").map(MarkupNode.plainText) ?? "")
            attached[item.text(of: "wp:post_parent")?.trimmingWhitespace() ?? "0", default: []].append(id)
        }
        // The offset most posts were written with, for those whose export has no GMT time.
        let offsets = channel.elements("item").compactMap { item in
            item.text(of: "wp:post_date_gmt").flatMap { $0.hasPrefix("0000") ? nil : ImportDates.wordPress(local: item.text(of: "wp:post_date"), gmt: $0) }
                .map { $0.timeZone.secondsFromGMT(for: $0.date) }
        }
        let usualOffset = Dictionary(grouping: offsets, by: { $0 }).max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key ?? 0
        for item in channel.elements("item") {
            // A title may hold markup (`<em>`): its text is the title.
            let title = item.text(of: "title").map(MarkupNode.plainText) ?? "(untitled)"
            let type = item.text(of: "wp:post_type") ?? "post"
            let status = item.text(of: "wp:status") ?? "publish"
            let reasonLeftOut: String? = switch (type, status) {
            case (_, _) where type != "post" && type != "page": "a WordPress \(type), not a post or page"
            case (_, "trash"): "in the trash"
            case (_, "auto-draft"): "an automatic draft"
            default: nil
            }
            if let reasonLeftOut {
                skipped.append(SkippedItem(title: title, line: item.line, reason: reasonLeftOut))
                let (kept, leftOut) = WordPressComments.read(item, usualOffset: usualOffset)
                commentsLeftOut.merge(ImportedComment.LeftOut.ofItemLeftOut(kept: kept, leftOut: leftOut), uniquingKeysWith: +)
                continue
            }
            let date = ImportDates.wordPress(local: item.text(of: "wp:post_date"), gmt: item.text(of: "wp:post_date_gmt"), usualOffset: usualOffset)
                ?? ImportDates.feed(item.text(of: "pubDate"))
            let modified = ImportDates.wordPress(local: item.text(of: "wp:post_modified"), gmt: item.text(of: "wp:post_modified_gmt"), usualOffset: usualOffset)
            // "Uncategorized" is WordPress's name for no category, not a tag.
            let tags = item.elements("category").filter { ["category", "post_tag"].contains($0[attribute: "domain"] ?? "") && $0[attribute: "nicename"] != "uncategorized" }.map(\.text)
            // The guid, which WordPress never changes; else what else names the item.
            let id = item.text(of: "guid")?.trimmingWhitespace() ?? item.text(of: "wp:post_id").map { "post \($0)" } ?? item.text(of: "link")
                ?? "\(type) \(item.text(of: "wp:post_name") ?? title) \(item.text(of: "wp:post_date") ?? "")"
            let postID = item.text(of: "wp:post_id")?.trimmingWhitespace()
            let content = WordPressMarkup.galleries(withFootnotes(item.element("content:encoded")?.text ?? "", meta: postMeta(item, "footnotes")),
                                                    images: images, attachedTo: postID.flatMap { attached[$0] } ?? [])
            var imported = ImportedItem(
                kind: type == "page" ? .page : .post, id: "wordpress:" + id, title: title,
                slug: item.text(of: "wp:post_name").map { $0.removingPercentEncoding ?? $0 }, date: date,
                updated: modified.flatMap { modified in date.map { modified.date.timeIntervalSince($0.date) >= 60 } == true ? modified : nil },
                tags: ImportedItem.uniqueTags(tags),
                summary: item.text(of: "excerpt:encoded").map(MarkupNode.plainText).flatMap { $0.isEmpty ? nil : $0 },
                link: item.text(of: "link"), draftReason: draftReason(status: status, password: item.text(of: "wp:post_password")),
                html: WordPressMarkup.expand(content.replacingOccurrences(of: "<!--nextpage-->", with: "\n\n")), line: item.line)
            (imported.comments, imported.commentsLeftOut) = WordPressComments.read(item, usualOffset: usualOffset)
            // WordPress answers its short link, `/?p=12` (`/?page_id=7` for a page), whatever the permalinks.
            let shortLink = postID.map { "/?\(type == "page" ? "page_id" : "p")=\($0)" }
            imported.redirects = nextPageRedirects(content: content, link: item.text(of: "link")) + (shortLink.map { [$0] } ?? [])
            imported.isScheduled = status == "future"
            items.append(imported)
        }
        return ImportSource(items: items, skipped: skipped, commentsLeftOut: commentsLeftOut,
                            oldSite: ImportSource.oldSite(channel.text(of: "link")) ?? ImportSource.oldSite(channel.text(of: "wp:base_site_url")))
    }

    /// The value of the post meta `key` of an item.
    static func postMeta(_ item: MarkupElement, _ key: String) -> String? {
        item.elements("wp:postmeta").first { $0.text(of: "wp:meta_key") == key }?.element("wp:meta_value")?.text
    }

    /// Gutenberg keeps a post's footnotes in its post meta, as JSON, and writes only
    /// `<!-- wp:footnotes /-->` where they go: the list is put there (or at the end), with the
    /// ids the references link to, so that no note is lost.
    static func withFootnotes(_ content: String, meta: String?) -> String {
        guard let meta, let notes = (try? JSONSerialization.jsonObject(with: Data(meta.utf8))) as? [[String: Any]], !notes.isEmpty else { return content }
        let items = notes.compactMap { note -> String? in
            guard let id = note["id"] as? String, let text = note["content"] as? String else { return nil }
            return "<li id=\"\(HTMLEscaping.escape(id))\">\(text) <a href=\"#\(HTMLEscaping.escape(id))-link\">↩︎</a></li>"
        }
        let list = "<ol class=\"wp-block-footnotes\">" + items.joined() + "</ol>"
        let marker = #"<!--\s*wp:footnotes\s*/-->"#
        guard content.range(of: marker, options: .regularExpression) != nil else { return content + "\n\n" + list }
        return content.replacingOccurrences(of: marker, with: list, options: .regularExpression)
    }

    /// A post WordPress split into pages with `<!--nextpage-->` is one page here: the old URLs
    /// of its later pages (`/2011/10/x/2/`) lead to it.
    static func nextPageRedirects(content: String, link: String?) -> [String] {
        let pages = content.components(separatedBy: "<!--nextpage-->").count
        guard pages > 1, let link, let components = URLComponents(string: link), components.query == nil else { return [] }
        let path = components.path.hasSuffix("/") ? components.path : components.path + "/"
        return (2...pages).map { "\(path)\($0)/" }
    }

    /// Why an item of `status` is not for everyone: only published and scheduled (`future`)
    /// items without a password are. A scheduled post keeps its date and appears when it comes.
    static func draftReason(status: String, password: String?) -> String? {
        if let password, !password.isEmpty { return "password-protected on WordPress" }
        switch status {
        case "publish", "future": return nil
        case "private": return "private on WordPress"
        case "pending": return "pending review on WordPress"
        default: return "a \(status) on WordPress"
        }
    }
}

extension MarkupNode {
    /// The text of some HTML on one line, for summaries: tags removed, entities decoded, spaces collapsed.
    static func plainText(_ html: String) -> String {
        LibXML.parseHTMLFragment(html).map(\.visibleText).joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text a reader sees.
    var visibleText: String {
        switch self {
        case .text(let text): text
        case .element(let element) where ["script", "style", "head"].contains(element.name): ""
        case .element(let element): element.children.map(\.visibleText).joined() + (["p", "li", "br", "div", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "figure", "figcaption", "tr"].contains(element.name) ? "\n" : "")
        }
    }
}
