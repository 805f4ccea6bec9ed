import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

final class ProjectTests: XCTestCase {
    private static let site: SiteModel = {
        let options = Fixture.options(source: Fixture.site("everything"), output: try! Fixture.temporaryDirectory())
        let (config, _) = ConfigLoader.load(siteFolder: options.siteFolder, baseURLOverride: nil)
        let (content, _) = ContentLoader(siteFolder: options.siteFolder, config: config).load()
        let builder = SiteModelBuilder(config: config, includeDrafts: false, includeFuture: false, now: Fixture.now)
        return try! { let rendered = builder.renderBodies(content, with: MarkdownRenderer()); return try builder.build(content, rendered) }()
    }()

    func testIndexOrderIsStatusThenWeightThenName() {
        XCTAssertEqual(Self.site.projects.map(\.project.slug), ["alpha", "gadget", "zeta", "widget", "oldtool"])
    }

    func testAttributionFillsEveryPlaceholder() {
        let site = Self.site
        let widget = site.projects.first { $0.project.slug == "widget" }!
        let shared = SiteViews(site: site, assetLinks: AssetLinks(backgrounds: nil, base: site.config.baseURL, bodies: [:])).shared
        let years = ProjectPosts(site.posts).copyrightYears(of: site.posts(aboutProject: "widget"))
        XCTAssertEqual(
            ProjectView.attribution(for: widget, years: years, shared: shared),
            "Uses Widget by Ada Example <https://example.org/blog/projects/widget/> (MIT, 2011–2012)")
    }

    func testDefaultLicenseAndCustomLicenseText() {
        let gadget = Self.site.projects.first { $0.project.slug == "gadget" }!.project
        XCTAssertEqual(gadget.license, "Apache-2.0")
        let oldTool = Self.site.projects.first { $0.project.slug == "oldtool" }!.project
        XCTAssertEqual(oldTool.licenseText, "Example Custom License 1.0\n\nYou may use this tool for anything,\nas long as you say thank you.\n")
    }

    func testBundledLicensesFillYearsAndHolder() throws {
        for license in BundledLicense.all where !license.isPublicDomain && license.namesHolder {
            let text = license.text(years: "2011–2026", holder: "Ada Example").joined(separator: "\n")
            XCTAssertTrue(text.contains("2011–2026") && text.contains("Ada Example"), license.id)
            XCTAssertFalse(text.contains("{year}") || text.contains("{holder}"), license.id)
        }
        XCTAssertEqual(BundledLicense.knownIDs, ["Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "ISC", "MIT", "MPL-2.0", "Unlicense", "Zlib"])
    }

    func testRedirectsComeFromAliasesAndFormerNames() throws {
        let redirects = RedirectsPlanner.redirects(Self.site).map { "\($0.from) -> \($0.to)" }
        XCTAssertEqual(redirects, [
            "/old/first-post.html -> /2011/10/12/first-post/", "/2011/first/ -> /2011/10/12/first-post/",
            "/projects/aaalpha/ -> /projects/alpha/", "/projects/aewidget/ -> /projects/widget/", "/projects/widgetkit/ -> /projects/widget/",
            "/posts/ -> /archive/", "/page_id/2/ -> /archive/",
        ], "then content/redirects.yml's, in its order (its /rss.xml is a copy of the feed)")
    }
}
