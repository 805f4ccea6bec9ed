import Foundation
import ImprintTestSupport
import Mustache
import XCTest
@testable import ImprintCore

/// Every view type, built on every item of the `everything` fixture, has exactly the fields its
/// schema declares, each of the declared kind, all the way down.
final class TemplateSchemaTests: XCTestCase {
    private static let site: SiteModel = {
        let options = Fixture.options(source: Fixture.site("everything"), output: try! Fixture.temporaryDirectory())
        let (config, _) = ConfigLoader.load(siteFolder: options.siteFolder, baseURLOverride: nil)
        let (content, _) = ContentLoader(siteFolder: options.siteFolder, config: config).load()
        let builder = SiteModelBuilder(config: config, includeDrafts: true, includeFuture: false, now: Fixture.now)
        return try! { let rendered = builder.renderBodies(content, with: MarkdownRenderer()); return try builder.build(content, rendered) }()
    }()
    private static let shared = SiteViews(site: site, assetLinks: AssetLinks(backgrounds: nil, base: site.config.baseURL, bodies: [:])).shared

    func testPostsPagesAndTagsMatchTheirSchemas() {
        let site = Self.site, shared = Self.shared
        assertConforms(site.posts.map { PostView(published: $0, shared: shared) })
        assertConforms(site.pages.map { PageView(published: $0, config: site.config) })
        assertConforms(site.tags.map { TagView(slug: $0.slug, shared: shared, count: $0.posts.count) })
        assertConforms(site.posts.flatMap(\.post.uniqueTags).map { TagView(slug: $0.slug, shared: shared) })
        assertConforms(site.posts.map { NeighborView(published: $0, base: site.config.baseURL) })
    }

    func testSiteMenuAndGeneratedPagesMatchTheirSchemas() {
        let site = Self.site
        let links = AssetLinks(backgrounds: "/assets/css/backgrounds.css", base: site.config.baseURL, bodies: ["assets/css/style.css": .bytes(Data("a".utf8))])
        assertConforms([SiteView(config: site.config, assetLinks: links), SiteView(config: site.config, assetLinks: AssetLinks(backgrounds: nil, base: site.config.baseURL, bodies: [:]))])
        assertConforms(site.menu.map { MenuEntryView(title: $0.page.title, url: $0.path, isCurrent: true) })
        let feeds = FeedLink.pair(title: "Swift", folder: "/tags/swift/", base: site.config.baseURL)
        assertConforms([GeneratedPageView(kind: "tag", title: "T", path: "/tags/swift/", base: site.config.baseURL, description: nil, feeds: feeds)])
        let pagination = Pagination(firstPath: "/", itemCount: 25, perPage: 10)
        assertConforms((1...3).map { PaginationView(pagination: pagination, number: $0, base: site.config.baseURL) })
    }

    func testProjectsAndTheLicenseMatchTheirSchemas() {
        let site = Self.site, shared = Self.shared, work = ProjectPosts(site.posts)
        let postValue = { (post: PublishedPost) in PostView(published: post, shared: shared).templateValue }
        let projects = site.projects.map { published in
            let posts = work.about(published.project.slug)
            return ProjectView(
                published: published, posts: posts, years: work.copyrightYears(of: posts), linkedTags: Set(site.tagNames.keys),
                shared: shared, postValue: postValue)
        }
        assertConforms(projects)
        assertConforms(Project.Status.allCases.map { ProjectGroupView(status: $0, projects: projects.map(\.templateValue)) })
        assertConforms([LicenseView(projects: site.projects, posts: work, shared: shared)])
        assertConforms([ArchiveYearView(year: "2011", posts: .array(site.posts.map(postValue)))])
        assertConforms([RedirectView(from: "/old/", url: "https://example.org/new/", title: "New")])
    }

    func testAMismatchNamesTheFieldAndWhatWasFound() {
        let kind = TemplateSchema.Kind.object(NeighborView.schema)
        XCTAssertEqual(kind.mismatches(["title": 3, "url": "/x/"], at: "previous", deep: true), [
            "previous.title: expected text, found int(3)",
        ])
        XCTAssertEqual(kind.mismatches(["url": "/x/"], at: "next", deep: true), [
            #"next: expected the fields ["title", "url"], found ["url"]"#,
        ])
    }

    private func assertConforms<View: TemplateView>(_ views: [View], line: UInt = #line) {
        XCTAssertFalse(views.isEmpty, "the fixture has no \(View.self)", line: line)
        for view in views {
            let problems = TemplateSchema.Kind.object(View.schema).mismatches(view.templateValue, at: "\(View.self)", deep: true)
            XCTAssertEqual(problems, [], line: line)
        }
    }
}
