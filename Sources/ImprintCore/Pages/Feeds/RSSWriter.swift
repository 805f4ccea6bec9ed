/// Writes a feed as RSS 2.0, with `atom:link rel="self"`, `content:encoded` for full posts,
/// RFC 822 dates, and `slash:comments` for posts with comments.
struct RSSWriter {
    let config: SiteConfig

    func document(_ feed: Feed, entries: [FeedEntry], updated: PostDate) -> String {
        // The comments module's namespace only in feeds that use it.
        let slash = entries.contains { $0.commentCount > 0 } ? " xmlns:slash=\"http://purl.org/rss/1.0/modules/slash/\"" : ""
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"\(slash)>
            <channel>
              <title>\(XMLText.escape(feed.title))</title>
              <link>\(XMLText.escape(feed.pageURL))</link>
              <description>\(XMLText.escape(feed.description))</description>
              <language>\(XMLText.escape(config.language))</language>
              <generator>Imprint \(Imprint.version)</generator>
              <lastBuildDate>\(DateFormats(date: updated).rfc822)</lastBuildDate>
              <atom:link href="\(XMLText.escape(config.baseURL.absolute(feed.rssPath)))" rel="self" type="application/rss+xml"/>

            """
        let authorLine = author.map { "    \($0)\n" } ?? ""
        for entry in entries {
            xml += "  <item>\n"
            xml += "    <title>\(entry.escapedTitle)</title>\n"
            xml += "    <link>\(entry.escapedPermalink)</link>\n"
            xml += "    <guid isPermaLink=\"true\">\(entry.escapedPermalink)</guid>\n"
            xml += "    <pubDate>\(entry.rfc822Date)</pubDate>\n"
            xml += authorLine
            for category in entry.escapedCategories {
                xml += "    <category>\(category.name)</category>\n"
            }
            xml += "    <description>\(entry.escapedSummary)</description>\n"
            if config.feeds.fullContent {
                xml += "    <content:encoded>\(entry.contentCDATA)</content:encoded>\n"
            }
            if entry.commentCount > 0 {
                xml += "    <comments>\(entry.escapedPermalink)#comments</comments>\n"
                xml += "    <slash:comments>\(entry.commentCount)</slash:comments>\n"
            }
            xml += "  </item>\n"
        }
        return xml + "</channel>\n</rss>\n"
    }

    /// RSS's `author` must be an e-mail address; without one, Dublin Core's creator names the author.
    private var author: String? {
        guard let author = config.author else { return nil }
        if let email = author.email {
            return "<author>\(XMLText.escape("\(email) (\(author.name))"))</author>"
        }
        return "<dc:creator>\(XMLText.escape(author.name))</dc:creator>"
    }
}
