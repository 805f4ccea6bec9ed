import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// The lines that end an import's report: the imported site is built, and the report says what it
/// shows of the old one (posts, images, old URLs answered, words kept), or plainly that it fails.
final class ImportProofTests: XCTestCase {
    var site: URL!

    override func setUpWithError() throws {
        site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ImportTests.fixtures.appendingPathComponent("site/content"), to: site.appendingPathComponent("content"))
    }

    func testAWordPressImportEndsWithWhatTheBuiltSiteShows() throws {
        let report = try SiteImporter(siteFolder: site, uploads: ImportTests.fixtures.appendingPathComponent("uploads"), now: Fixture.now)
            .runAndBuild(ImportTests.fixtures.appendingPathComponent("wordpress.xml"), format: .wordpress)
        XCTAssertEqual(Array(report.lines.suffix(2)), [
            "Made 1 link written with old URLs links to the imported files (`@/posts/…`).",
            "Built the imported site: 2 posts (2 drafts not built), 1 page; images: 1 local, 0 on the old host; old URLs: 4 of 4 answered by a page or a redirect; "
                + "words kept: 100%.",
        ])
    }

    func testAJekyllSiteIsComparedWithItsOwnMarkdown() throws {
        let report = try SiteImporter(siteFolder: site, now: Fixture.now)
            .runAndBuild(ImportTests.fixtures.appendingPathComponent("jekyll"), format: .jekyll)
        XCTAssertEqual(report.proof?.itemsLosingWords, [])
        XCTAssertTrue(try XCTUnwrap(report.lines.last).hasSuffix("words kept: 100%."), "\(report.lines)")
    }

    /// A form's text is taken out of imported HTML with the form: the words are counted as lost,
    /// and the item is listed with its share and the words. An old URL under a folder Imprint
    /// makes itself gets no alias, and is counted as not answered.
    func testWordsTheImportDropsAndOldURLsNotAnsweredAreListed() throws {
        let feed = try Fixture.temporaryDirectory().appendingPathComponent("feed.xml")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Old</title><link>https://old.example/</link>
            <item><title>Kept</title><link>https://old.example/kept/</link><pubDate>Mon, 14 Feb 2016 18:45:00 GMT</pubDate>
            <description><![CDATA[<p>Every word of this post stays.</p><pre><code>let code = true</code></pre>]]></description></item>
            <item><title>Lost</title><link>https://old.example/archive/lost/</link><pubDate>Tue, 15 Feb 2016 18:45:00 GMT</pubDate>
            <description><![CDATA[<p>One two three four five six seven eight nine ten.</p><form><p>Subscribe today</p></form>]]></description></item>
            </channel></rss>
            """.utf8).write(to: feed)
        let report = try SiteImporter(siteFolder: site, now: Fixture.now).runAndBuild(feed, format: .feed)
        XCTAssertEqual(Array(report.lines.suffix(5)), [
            "Items whose page shows less than 99.5% of their words (1), with the first words it lacks:",
            "  83.3% content/posts/2016-02-15-lost.md (lost: subscribe, today)",
            "Old URLs no page or redirect answers (1):",
            "  /archive/lost/ (content/posts/2016-02-15-lost.md)",
            "Built the imported site: 2 posts, 0 pages; images: 0 local, 0 on the old host; old URLs: 1 of 2 answered by a page or a redirect; "
                + "words kept: 88.8%.",
        ])
    }

    /// The build's errors are the report's last lines, never hidden; the files stay written.
    func testABuildThatFailsIsSaidPlainly() throws {
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/posts"), withIntermediateDirectories: true)
        let broken = site.appendingPathComponent("content/posts/2011-01-01-broken.md")
        try Data("---\ntitle: Broken\ndate: 2011-13-45\n---\nText.\n".utf8).write(to: broken)
        let report = try SiteImporter(siteFolder: site, now: Fixture.now)
            .runAndBuild(ImportTests.fixtures.appendingPathComponent("feed.xml"), format: .feed)
        XCTAssertEqual(report.written.count, 2)
        XCTAssertEqual(report.proof?.buildErrorCount, 1)
        let lines = Array(report.lines.suffix(2))
        XCTAssertEqual(lines.first, "The imported site does NOT build: 1 error (`imprint build` shows them all); "
            + "the files are written, but fix these before the site can be published:")
        XCTAssertTrue(lines.last?.hasPrefix("  content/posts/2011-01-01-broken.md:3") == true, "\(lines)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent(report.written[0]).path))
    }

    func testASecondImportSaysThereIsNothingToCompare() throws {
        let feed = ImportTests.fixtures.appendingPathComponent("feed.xml")
        _ = try SiteImporter(siteFolder: site, now: Fixture.now).runAndBuild(feed, format: .feed)
        let second = try SiteImporter(siteFolder: site, now: Fixture.now).runAndBuild(feed, format: .feed)
        XCTAssertEqual(second.lines.last, ImportProof.nothingToCompare)
    }

    func testADryRunSaysItDidNotBuild() throws {
        let report = try SiteImporter(siteFolder: site, dryRun: true, now: Fixture.now)
            .runAndBuild(ImportTests.fixtures.appendingPathComponent("feed.xml"), format: .feed)
        XCTAssertNil(report.proof)
        XCTAssertEqual(report.lines.last, ImportProof.notBuilt)
    }

    /// The 404 page, the introduction of `/projects/` and each project have a page of their
    /// own kind: their words are found there, and each is counted as what it is.
    func testPagesTheBuildMakesOfItsOwnAreFound() throws {
        let files = [
            "content/pages/404.md": "---\ntitle: Lost\n---\nNothing lives at this address.\n",
            "content/pages/projects.md": "---\ntitle: Projects\n---\nThings I made in my spare time.\n",
            "content/projects/tool.md": "---\nname: Tool\nsummary: A tool.\n---\nIt sorts the socks.\n",
        ]
        for (path, text) in files {
            let file = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        var report = ImportReport()
        report.importedItems = files.keys.sorted().map { path in
            ImportProof.Item(
                path: path, kind: path.hasPrefix("content/projects/") ? .project : .page, prose: .markdown(String(files[path]!.split(separator: "\n").last!)),
                oldURLs: [], oldHost: nil, isDraft: false, isScheduled: false)
        }
        let proof = SiteImporter(siteFolder: site, now: Fixture.now).build(report, progress: nil)
        XCTAssertEqual(proof.itemsLosingWords, [])
        XCTAssertEqual(proof.lines.last, "Built the imported site: 0 posts, 2 pages, 1 project; images: 0 local, 0 on the old host; "
            + "old URLs: 0 of 0 answered by a page or a redirect; words kept: 100%.")
    }

    /// Drafts are imported but not built: the summary says so beside the posts it counts.
    func testTheSummarySaysHowManyDraftsWereNotBuilt() throws {
        var report = ImportReport()
        report.importedItems = ["content/posts/2020-01-01-a.md", "content/posts/2020-01-02-b.md"].map { path in
            ImportProof.Item(path: path, kind: .post, prose: .markdown("Words."), oldURLs: [], oldHost: nil, isDraft: true, isScheduled: false)
        }
        let proof = SiteImporter(siteFolder: site, now: Fixture.now).build(report, progress: nil)
        XCTAssertEqual(proof.lines.last, "Built the imported site: 0 posts (2 drafts not built), 0 pages; images: 0 local, 0 on the old host; "
            + "old URLs: 0 of 0 answered by a page or a redirect; words kept: 100%.")
    }

    /// Hugo's `highlight` blocks are code, however their closing tag is spaced.
    func testHugoHighlightBlocksAreNotProse() {
        let markdown = WordsKept.Prose.markdown("""
            Indent with tabs.

            {{< highlight c >}}
            int main(void)
            {{< / highlight >}}
            """)
        XCTAssertEqual(WordsKept(markdown, page: "Indent with tabs.").lost, [])
    }

    func testWordsAreCountedWithoutCodeOrTemplateSyntax() {
        let markdown = WordsKept.Prose.markdown("""
            Use the {% include note.html text="x" %} tag, {{ page.title }} and {{< figure src="a.png" >}}.
            {: .notice}

            {% highlight swift %}
            let hidden = 1
            {% endhighlight %}

                indented code
            """)
        XCTAssertEqual(WordsKept(markdown, page: "Use the tag, and ."), WordsKept(.html("<p>Use the tag and</p>"), page: "use the tag and"))
        XCTAssertEqual(WordsKept(markdown, page: "Use the tag").lost, ["and"])
        let caption = WordsKept(.markdown(#"{% include figure.html url="/x.png" caption="A cat, asleep" %}"#), page: "")
        XCTAssertEqual(caption.lost, ["a", "cat", "asleep"], "a caption the old page showed is prose")
        XCTAssertEqual(WordsKept.words("It’s 2 日本語 words"), ["it", "s", "2", "日", "本", "語", "words"])
        XCTAssertEqual(ImportProof.percent(1990, of: 2000), "99.5%")
        XCTAssertEqual(ImportProof.percent(9999, of: 10000), "99.9%", "rounded down: only every word is 100%")
    }
}
