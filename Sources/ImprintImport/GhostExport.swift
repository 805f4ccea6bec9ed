import Foundation
import ImprintCore
import Mustache

/// Reads a Ghost export (the JSON of Settings → Labs → Export, `{"db":[{"meta":…,"data":…}]}`, or
/// `{"meta":…,"data":…}` from older Ghosts): posts and pages, their status and visibility, tags
/// (Ghost's internal `#tags` left out), excerpts, feature images, and dates, shown in the blog's
/// time zone. The body is the `html` Ghost kept, else its Mobiledoc or Lexical rendered as Ghost
/// showed them. Each was at `/<slug>/`, Ghost's default, which stays as an alias.
enum GhostExport {
    /// Ghost's stand-in for the blog's address in links and images of newer exports.
    static let placeholder = "__GHOST_URL__"

    /// Whether `data` is JSON (an object), which no WordPress export or feed is.
    static func isJSON(_ data: Data) -> Bool {
        data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "{")
    }

    static func isGhost(_ data: Data) -> Bool { tables(data) != nil }

    /// The items of the export `data`. `oldSite` stands for `__GHOST_URL__` in images; links
    /// with it lead to their old paths, which the imported items answer.
    static func read(_ data: Data, oldSite: String?, timeZone: TimeZone) throws(ImportError) -> ImportSource {
        guard let tables = tables(data) else { throw ImportError.notAnExport(expected: "a Ghost export: JSON with db[0].data.posts") }
        let site = oldSite.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        // `active_timezone` in Ghost 1, `timezone` later.
        let zone = (tables["settings"] as? [[String: Any]] ?? []).first { ["timezone", "active_timezone"].contains($0["key"] as? String) }
            .flatMap { ($0["value"] as? String).flatMap(TimeZone.init(identifier:)) } ?? timeZone
        let tags = tagNames(tables)
        let metaRows = (tables["posts_meta"] as? [[String: Any]] ?? []).compactMap { row in identifier(row["post_id"]).map { ($0, row) } }
        let meta = Dictionary(metaRows) { first, _ in first }
        var items: [ImportedItem] = [], skipped: [SkippedItem] = [], onOldHost: [String] = [], notes: [String] = []
        for (index, post) in (tables["posts"] as? [[String: Any]] ?? []).enumerated() {
            let text = { (key: String) in (post[key] as? String).flatMap { $0.isEmpty ? nil : $0 } }
            let title = text("title") ?? "(untitled)", id = identifier(post["id"]) ?? "\(index)", origin = "posts[\(index)]"
            let isPage = text("type") == "page" || post["page"] as? Bool == true || post["page"] as? Int == 1
            guard isPage || text("type") ?? "post" == "post" else {
                skipped.append(SkippedItem(title: title, line: index + 1, reason: "a Ghost \(text("type")!), not a post or page"))
                continue
            }
            var (html, unknown) = body(post)
            notes += unknown.map { "\(origin): \(title): Ghost's `\($0)` card, not known to the importer: left out" }
            // Ghost before 1.0 called the feature image `image`.
            let feature = text("feature_image") ?? text("image")
            if let feature {
                let alt = meta[id]?["feature_image_alt"] as? String ?? post["feature_image_alt"] as? String ?? ""
                let caption = meta[id]?["feature_image_caption"] as? String ?? post["feature_image_caption"] as? String ?? ""
                html = GhostCards.html("image", ["src": feature, "alt": alt, "caption": caption])! + "\n" + html
            }
            let images: [String]
            (html, images) = try pointedAtOldSite(html, site: site)
            onOldHost += images.map { "\(origin): \(title): \($0) (Ghost's content/images/, which its export leaves out)" }
            let status = text("status") ?? "published"
            // A draft's `published_at` is no date it had (Ghost 1 wrote 2000-11-30 for drafts brought from WordPress).
            let dates = status == "published" || status == "scheduled" ? [post["published_at"], post["created_at"]] : [post["created_at"]]
            let date = dates.lazy.compactMap { $0.flatMap { postDate($0, zone: zone) } }.first
            var item = ImportedItem(
                kind: isPage ? .page : .post, id: "ghost:" + (text("uuid") ?? id), title: title, slug: text("slug"), date: date,
                updated: (post["updated_at"]).flatMap { postDate($0, zone: zone) }.flatMap { updated in
                    date.map { updated.date.timeIntervalSince($0.date) >= 60 } == true ? updated : nil
                },
                tags: ImportedItem.uniqueTags(tags[id] ?? []), summary: text("custom_excerpt"), link: text("slug").map { "/\($0)/" },
                draftReason: draftReason(status: status, visibility: text("visibility") ?? "public", emailOnly: meta[id]?["email_only"] as? Bool == true),
                html: html, line: index + 1)
            item.origin = origin
            item.isScheduled = status == "scheduled"
            item.image = feature.map { $0.replacingOccurrences(of: placeholder, with: "") }.map { $0.hasPrefix("/") ? (site ?? "") + $0 : $0 }
            items.append(item)
        }
        var source = ImportSource(items: items, skipped: skipped)
        source.imagesOnOldHost = onOldHost
        source.notes = notes
        source.siteRedirects = listsAndFeeds(tables, published: items.filter { $0.draftReason == nil && !$0.isScheduled && $0.kind == .post })
        return source
    }
}

private extension GhostExport {
    /// The tables of the export: `db[0].data`, or `data` in older exports.
    static func tables(_ data: Data) -> [String: Any]? {
        guard isJSON(data), let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        let database = (root["db"] as? [[String: Any]])?.first ?? root
        guard let tables = database["data"] as? [String: Any], tables["posts"] is [Any] else { return nil }
        return tables
    }

    /// Ghost's feed (`/rss/`) and the list and feed of each tag a published post has
    /// (`/tag/<slug>/`, `/tag/<slug>/rss/`), and where each is in Imprint.
    static func listsAndFeeds(_ tables: [String: Any], published: [ImportedItem]) -> [(from: String, to: SiteRedirect.Target)] {
        let used = Set(published.flatMap(\.tags))
        let tags = (tables["tags"] as? [[String: Any]] ?? []).compactMap { tag -> (slug: String, name: String)? in
            guard let slug = tag["slug"] as? String, let name = tag["name"] as? String, used.contains(name), Slug.problem(with: slug) == nil else { return nil }
            return (slug, name)
        }
        return [("/rss/", .path("/feed.xml"))] + tags.sorted { $0.slug < $1.slug }.flatMap { tag in
            [("/tag/\(tag.slug)/", SiteRedirect.Target.tag(tag.name)), ("/tag/\(tag.slug)/rss/", .tagFeed(tag.name))]
        }
    }

    /// An id: text since Ghost 1, a number before.
    static func identifier(_ value: Any?) -> String? {
        if let text = value as? String { return text }
        return (value as? Int).map(String.init)
    }

    /// The names of each post's public tags, by post id, in the order Ghost shows them.
    static func tagNames(_ tables: [String: Any]) -> [String: [String]] {
        let names = Dictionary((tables["tags"] as? [[String: Any]] ?? []).compactMap { tag -> (String, String)? in
            guard let id = identifier(tag["id"]), let name = tag["name"] as? String, !name.hasPrefix("#"), tag["visibility"] as? String != "internal"
            else { return nil }
            return (id, name)
        }) { first, _ in first }
        let links = (tables["posts_tags"] as? [[String: Any]] ?? []).sorted { ($0["sort_order"] as? Int ?? 0) < ($1["sort_order"] as? Int ?? 0) }
        return links.reduce(into: [:]) { result, link in
            guard let post = identifier(link["post_id"]), let tag = identifier(link["tag_id"]).flatMap({ names[$0] }) else { return }
            result[post, default: []].append(tag)
        }
    }

    /// `html` with Ghost's files (`/content/images/…`, `media`, `files`, however the export writes
    /// the address: `__GHOST_URL__/content/…`, or from the root in Ghost 1) and its other images
    /// from the root loading from `site`, since the export holds no files; and those images. Links
    /// keep their old paths, which the imported items answer.
    static func pointedAtOldSite(_ html: String, site: String?) throws(ImportError) -> (html: String, images: [String]) {
        let rooted = html.replacingOccurrences(of: placeholder, with: "")
        let images = rooted.matches(of: /<img\b[^>]*?\bsrc="(\/[^\/"][^"]*)"/).map { String($0.output.1) }
        let files = rooted.contains(/["'\s,(]\/content\/(images|media|files)\//)
        guard let site else {
            guard images.isEmpty, !files else { throw ImportError.needsOldURL(placeholder: placeholder) }
            return (rooted, [])
        }
        let pointed = rooted
            .replacing(/(["'\s,(])\/content\/(images|media|files)\//) { "\($0.output.1)\(site)/content/\($0.output.2)/" }
            .replacing(/(<img\b[^>]*?\bsrc=")(\/[^\/"][^"]*")/) { "\($0.output.1)\(site)\($0.output.2)" }
        return (pointed, images.map { site + $0 })
    }

    /// The body as HTML: Ghost's own `html`, else its Mobiledoc or Lexical rendered; and the cards not known.
    static func body(_ post: [String: Any]) -> (html: String, unknown: [String]) {
        if let html = post["html"] as? String, !html.isEmpty {
            // Ghost 1 wrapped a post written in one Markdown card in a div, which would keep it all HTML.
            let wrapper = "<div class=\"kg-card-markdown\">"
            guard html.hasPrefix(wrapper), html.hasSuffix("</div>"), html.components(separatedBy: wrapper).count == 2 else { return (html, []) }
            return (String(html.dropFirst(wrapper.count).dropLast("</div>".count)), [])
        }
        if let lexical = post["lexical"] as? String, !lexical.isEmpty { return GhostLexical.html(lexical) }
        if let mobiledoc = post["mobiledoc"] as? String, !mobiledoc.isEmpty { return GhostMobiledoc.html(mobiledoc) }
        return ((post["plaintext"] as? String).map { "<p>\(HTMLEscaping.escape($0))</p>" } ?? "", [])
    }

    /// `2021-03-04T09:30:00.000Z`, or milliseconds since 1970 in the oldest exports, shown in `zone`.
    static func postDate(_ value: Any, zone: TimeZone) -> PostDate? {
        if let text = value as? String {
            return PostDate(parsing: text, defaultTimeZone: TimeZone(secondsFromGMT: 0)!).map { PostDate(date: $0.date, timeZone: zone) }
        }
        return (value as? Double).map { PostDate(date: Date(timeIntervalSince1970: $0 / 1000), timeZone: zone) }
    }

    /// Why an item of `status` and `visibility` is not for everyone: only published and scheduled
    /// items that everyone could read are.
    static func draftReason(status: String, visibility: String, emailOnly: Bool) -> String? {
        if emailOnly { return "sent by email only on Ghost" }
        if visibility != "public" { return "for \(visibility == "paid" ? "paying members" : "members") only on Ghost (visibility: \(visibility))" }
        switch status {
        case "published", "scheduled": return nil
        case "sent": return "sent by email only on Ghost"
        default: return "a \(status) on Ghost"
        }
    }
}
