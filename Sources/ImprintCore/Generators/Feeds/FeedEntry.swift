import Foundation
import Mustache

/// A post as both feed formats write it: canonical tag names, and HTML with absolute URLs.
struct FeedEntry: Sendable {
    let date: DateFormats
    let updated: DateFormats
    /// Canonical tag names, one per tag.
    let categories: [(name: String, slug: String)]
    /// What every feed writes, escaped once, since a post is in several feeds: the title, the
    /// permalink, the summary (the front-matter summary, or the excerpt) and the whole body,
    /// both with every URL absolute.
    let escapedTitle: String
    let escapedPermalink: String
    let escapedSummary: String
    let escapedContent: String
    let contentCDATA: String

    init(_ published: PublishedPost, site: SiteModel) {
        let post = published.post
        let permalink = site.config.baseURL.absolute(published.path)
        let page = URL(string: permalink)!
        date = DateFormats(date: post.date)
        updated = DateFormats(date: post.updated ?? post.date)
        categories = ItemValue.uniqueBySlug(post.tags).map { name in
            let slug = TagSlug.make(name)
            return (site.tagNames[slug] ?? name, slug)
        }
        let contentHTML = AbsoluteURLs.rewrite(published.content.html, relativeTo: page)
        let summaryHTML = post.summary.map { "<p>\(HTMLEscaping.escape($0))</p>" }
            ?? AbsoluteURLs.rewrite(published.content.summaryHTML ?? ItemValue.firstParagraph(of: published.content.html), relativeTo: page)
        escapedTitle = XMLText.escape(post.title)
        escapedPermalink = XMLText.escape(permalink)
        escapedSummary = XMLText.escape(summaryHTML)
        escapedContent = XMLText.escape(contentHTML)
        contentCDATA = XMLText.cdata(contentHTML)
    }
}
