import Foundation
import Mustache

/// A post as both feed formats write it: absolute URLs, canonical tag names, HTML made absolute.
struct FeedEntry {
    let title: String
    let permalink: String
    let date: DateFormats
    let updated: DateFormats
    /// Canonical tag names, one per tag.
    let categories: [(name: String, slug: String)]
    /// The summary as HTML: the front-matter summary, or the excerpt.
    let summaryHTML: String
    /// The whole body, with every URL absolute.
    let contentHTML: String

    init(_ published: PublishedPost, site: SiteModel) {
        let post = published.post
        permalink = site.config.baseURL.absolute(published.path)
        let page = URL(string: permalink)!
        title = post.title
        date = DateFormats(date: post.date)
        updated = DateFormats(date: post.updated ?? post.date)
        categories = ItemValue.uniqueBySlug(post.tags).map { name in
            let slug = TagSlug.make(name)
            return (site.tagNames[slug] ?? name, slug)
        }
        contentHTML = AbsoluteURLs.rewrite(published.content.html, relativeTo: page)
        summaryHTML = post.summary.map { "<p>\(HTMLEscaping.escape($0))</p>" }
            ?? AbsoluteURLs.rewrite(published.content.summaryHTML ?? ItemValue.firstParagraph(of: published.content.html), relativeTo: page)
    }
}
