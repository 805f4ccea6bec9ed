import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// Links in imported pages: each must lead where it led on the old site.
extension ImportTests {
    /// A Jekyll post at `/blog/drom/` shows `../../assets/img/drom.png` as `/assets/img/drom.png`;
    /// at its new URL, `/2020/04/drom/`, the same path named a file no site has.
    func testRelativePathsOfAJekyllPostNameTheFilesTheyNamedAtItsOldURL() throws {
        let report = try SiteImporter(siteFolder: site).run(Self.linkFixtures.appendingPathComponent("jekyll"), format: .jekyll)
        XCTAssertEqual(report.written, ["content/posts/2020-04-06-drom.md", "content/posts/2020-05-31-an-emulator-ui.md"])
        let post = try text("content/posts/2020-04-06-drom.md")
        for expected in [
            "![The emulator](/assets/img/drom.png)", "[Full size](/assets/img/drom.png#top)", #"<img src="/assets/img/drom.png" alt="again">"#,
            "```markdown\n![in code](../../assets/img/drom.png)\n```",
        ] {
            XCTAssertTrue(post.contains(expected), "\(expected)\n\(post)")
        }
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files["assets/img/drom.png"])
    }

    /// `[Go to the Home Page]({{ site.url }}{{ site.baseurl }})` led home; each tag becoming
    /// nothing left it empty, a link to the page itself that `imprint check` calls broken.
    func testAJekyllLinkMadeOfTheSiteURLLeadsHome() throws {
        _ = try SiteImporter(siteFolder: site).run(Self.linkFixtures.appendingPathComponent("jekyll"), format: .jekyll)
        let post = try text("content/posts/2020-04-06-drom.md")
        XCTAssertTrue(post.contains(#"[Go to the Home Page](/), <a href="/">home</a> again."#), post)
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    /// Chirpy gives posts their permalink in `defaults` (`scope: {type: posts}`), not in
    /// `permalink`: the old URL is that one, and it is kept as an alias.
    func testAJekyllPostsPermalinkFromDefaultsIsItsOldURL() throws {
        _ = try SiteImporter(siteFolder: site).run(Self.linkFixtures.appendingPathComponent("jekyll"), format: .jekyll)
        XCTAssertTrue(try text("content/posts/2020-04-06-drom.md").contains(#"aliases: ["/blog/drom/"]"#))
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files["blog/drom/index.html"], "the old URL redirects")
    }

    /// An Octopress 2 repository, given as its root: `_config.yml` there says `source: source`,
    /// and the posts, images and pages are in `source/`. Read from the root, its posts were
    /// pages and its images missing, and the build failed.
    func testAJekyllSiteWhoseSourceIsASubfolderImportsFromIt() throws {
        let report = try SiteImporter(siteFolder: site).run(Self.linkFixtures.appendingPathComponent("octopress"), format: .jekyll)
        XCTAssertEqual(report.written, ["content/posts/2013-11-04-analyzing-passwords.md", "content/posts/2013-11-10-the-ecb-penguin.md"])
        XCTAssertEqual(report.staticCopied, ["content/static/images/penguin.png"])
        XCTAssertTrue(try text("content/posts/2013-11-10-the-ecb-penguin.md").contains(#"aliases: ["/the-ecb-penguin/"]"#))
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files["analyzing-passwords/index.html"], "the old URL the other post links to redirects")
    }

    /// From `/blog/an-emulator-ui/`, `../drom/` is the old URL of a post, which its alias answers;
    /// from `/2020/05/an-emulator-ui/` it named nothing.
    func testARelativeLinkToAnOldPostURLIsWrittenFromTheRoot() throws {
        _ = try SiteImporter(siteFolder: site).run(Self.linkFixtures.appendingPathComponent("jekyll"), format: .jekyll)
        let post = try text("content/posts/2020-05-31-an-emulator-ui.md")
        XCTAssertTrue(post.contains("As [the last post](@/posts/2020-04-06-drom.md) said."), "written from the root, it is the old URL of a post: a link to its file\n\(post)")
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }
}
