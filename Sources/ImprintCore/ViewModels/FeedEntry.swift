import Foundation
import Mustache

/// A post as both feed formats write it: canonical tag names, and HTML with absolute URLs.
struct FeedEntry: Sendable {
    /// What every feed writes, formatted and escaped once, since a post is in several feeds:
    /// the dates (RFC 822 for RSS, RFC 3339 for Atom), the canonical tag names and slugs (one per
    /// tag), the title, the permalink, the summary (the front-matter summary, or the excerpt) and
    /// the whole body, both with every URL absolute.
    let rfc822Date: String
    let iso8601Date: String
    let iso8601Updated: String
    let escapedCategories: [(name: String, slug: String)]
    let escapedTitle: String
    let escapedPermalink: String
    let escapedSummary: String
    let escapedContent: String
    let contentCDATA: String
    /// How many comments its comments file holds.
    let commentCount: Int

    init(_ published: PublishedPost, shared: SiteWide) {
        let post = published.post
        let permalink = shared.config.baseURL.absolute(published.path)
        let page = URL(string: permalink)!
        let date = DateFormats(date: post.date)
        rfc822Date = date.rfc822
        iso8601Date = date.iso8601
        iso8601Updated = post.updated.map { DateFormats(date: $0).iso8601 } ?? iso8601Date
        escapedCategories = post.uniqueTags.map { tag in (XMLText.escape(shared.tagName(tag.slug) ?? tag.name), XMLText.escape(tag.slug)) }
        let contentHTML = AbsoluteURLs.rewrite(FeedImages.simplify(published.content.html), relativeTo: page)
        let summaryHTML = published.summary.map { "<p>\(HTMLEscaping.escape($0))</p>" }
            ?? AbsoluteURLs.rewrite(published.content.summary.html, relativeTo: page)
        escapedTitle = XMLText.escape(published.title)
        escapedPermalink = XMLText.escape(permalink)
        escapedSummary = XMLText.escape(summaryHTML)
        escapedContent = XMLText.escape(contentHTML)
        contentCDATA = XMLText.cdata(contentHTML)
        commentCount = post.discussion.archive.count
    }
}
