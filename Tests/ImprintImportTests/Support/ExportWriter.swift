import Foundation

/// WordPress exports written by a test, one published post per body, for tests that need a
/// body the fixture export does not have.
enum ExportWriter {
    /// A WXR file in `folder` whose posts have these HTML bodies, dated one day apart from 2020-01-01.
    static func wordPress(bodies: [String], in folder: URL) throws -> URL {
        let items = bodies.enumerated().map { index, body in
            """
            <item>
            <title>Post \(index + 1)</title>
            <link>https://old.example/post-\(index + 1)/</link>
            <content:encoded><![CDATA[\(body.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>"))]]></content:encoded>
            <wp:post_date>2020-01-\(String(format: "%02d", index + 1)) 12:00:00</wp:post_date>
            <wp:post_date_gmt>2020-01-\(String(format: "%02d", index + 1)) 11:00:00</wp:post_date_gmt>
            <wp:post_name>post-\(index + 1)</wp:post_name>
            <wp:status>publish</wp:status>
            <wp:post_type>post</wp:post_type>
            </item>
            """
        }
        let export = """
            <?xml version="1.0" encoding="UTF-8" ?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
            <channel><title>Old Blog</title><link>https://old.example</link><wp:wxr_version>1.2</wp:wxr_version>
            \(items.joined(separator: "\n"))
            </channel></rss>
            """
        let file = folder.appendingPathComponent("export-\(UUID().uuidString).xml")
        try Data(export.utf8).write(to: file)
        return file
    }
}
