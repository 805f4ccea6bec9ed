import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// What templates can reach, checked through a small theme that prints it.
final class TemplateDataTests: XCTestCase {
    func testUnknownKeysReachTemplatesAsParams() throws {
        let page = try render(page: "{{site.params.analytics_id}}|{{page.params.hero}}", path: "colophon/index.html")
        XCTAssertEqual(page, "ABC-123|wide")
    }

    func testMenuIsOrderedAndMarksTheCurrentPage() throws {
        let page = try render(page: "{{#menu}}{{title}}={{url}}{{#current}}*{{/current}};{{/menu}}", path: "write-to-me/index.html")
        XCTAssertEqual(page, "Contact=/blog/write-to-me/*;About “this” site=/blog/about/;")
    }

    func testPostDataHasEveryDateFormatAndTagLinks() throws {
        let post = try render(post: "{{page.date.iso}}|{{page.date.rfc822}}|{{page.date.long}}|{{page.date.short}}|{{page.date.year}}|{{#page.tags}}{{name}}>{{url}} {{/page.tags}}", path: "2012/02/29/leap/index.html")
        XCTAssertEqual(post, "2012-02-29T23:30:00-05:00|Wed, 29 Feb 2012 23:30:00 -0500|February 29, 2012|Feb 29, 2012|2012|open source>/blog/tags/open-source/ Café>/blog/tags/cafe/ 🚀>/blog/tags/u1f680/ 日本語>/blog/tags/%E6%97%A5%E6%9C%AC%E8%AA%9E/ ")
    }

    /// "Continue reading" shows though the excerpt's links were made absolute (and so longer).
    func testAnExcerptWithLinksStillHasMore() throws {
        let post = try render(post: "{{page.has_more}}|{{page.word_count}}|{{page.reading_time}}|{{page.description}}|{{{page.excerpt}}}", path: "2013/01/01/no-summary/index.html")
        XCTAssertEqual(post, "true|13|1|First paragraph becomes the excerpt, links and all.|<p>First paragraph <a href=\"https://example.org/blog/2013/01/01/no-summary/#second\">becomes</a> the <a href=\"https://example.org/blog/about/\">excerpt</a>, links and all.</p>")
    }

    private func render(page: String = "", post: String = "", path: String) throws -> String {
        let theme = try Fixture.temporaryDirectory()
        for name in Theme.requiredTemplates {
            let source = name == "page" ? page : name == "post" ? post : ""
            try Data(source.utf8).write(to: theme.appendingPathComponent("\(name).mustache"))
        }
        var options = Fixture.options(source: Fixture.site("everything"), output: try Fixture.temporaryDirectory())
        options.themeDirectory = theme
        let file = try XCTUnwrap(SiteBuild(options: options).generate().files.first { $0.path == path })
        return String(decoding: file.contents, as: UTF8.self)
    }
}
