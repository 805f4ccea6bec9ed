/// Writes a feed as Atom 1.0 (RFC 4287), with RFC 3339 dates and HTML content escaped as text.
struct AtomWriter {
    let config: SiteConfig

    func document(_ feed: Feed, entries: [FeedEntry], updated: PostDate) -> String {
        let selfURL = config.baseURL.absolute(feed.atomPath)
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(XMLText.escape(config.language))">
              <title>\(XMLText.escape(feed.title))</title>
              <subtitle>\(XMLText.escape(feed.description))</subtitle>
              <id>\(XMLText.escape(selfURL))</id>
              <link rel="self" type="application/atom+xml" href="\(XMLText.escape(selfURL))"/>
              <link rel="alternate" type="text/html" href="\(XMLText.escape(feed.pageURL))"/>
              <updated>\(DateFormats(date: updated).iso8601)</updated>
              \(author)
              <generator version="\(Imprint.version)">Imprint</generator>

            """
        for entry in entries {
            xml += "  <entry>\n"
            xml += "    <title>\(entry.escapedTitle)</title>\n"
            xml += "    <id>\(entry.escapedPermalink)</id>\n"
            xml += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(entry.escapedPermalink)\"/>\n"
            xml += "    <published>\(entry.iso8601Date)</published>\n"
            xml += "    <updated>\(entry.iso8601Updated)</updated>\n"
            for category in entry.escapedCategories {
                xml += "    <category term=\"\(category.slug)\" label=\"\(category.name)\"/>\n"
            }
            xml += "    <summary type=\"html\">\(entry.escapedSummary)</summary>\n"
            if config.feeds.fullContent {
                xml += "    <content type=\"html\">\(entry.escapedContent)</content>\n"
            }
            xml += "  </entry>\n"
        }
        return xml + "</feed>\n"
    }

    /// Atom requires an author for the feed; without `author` in site.yml, the site's title stands in.
    private var author: String {
        let author = config.author
        var parts = ["<name>\(XMLText.escape(author?.name ?? config.title))</name>"]
        if let email = author?.email { parts.append("<email>\(XMLText.escape(email))</email>") }
        if let url = author?.url { parts.append("<uri>\(XMLText.escape(url))</uri>") }
        return "<author>" + parts.joined() + "</author>"
    }
}
