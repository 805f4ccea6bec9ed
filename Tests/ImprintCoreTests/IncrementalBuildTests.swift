import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore

/// Rebuilds of a serve session must produce exactly what a full build does.
final class IncrementalBuildTests: XCTestCase {
    private var site: URL!
    private var session: ServeSession!

    override func setUpWithError() throws {
        site = try Fixture.temporaryDirectory().appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixture.site("everything").appendingPathComponent("content"), to: site.appendingPathComponent("content"))
        try FileManager.default.copyItem(at: Fixture.defaultTheme, to: site.appendingPathComponent("templates"))
        session = ServeSession(options: options)
    }

    /// Saving a post while writing it: edits to its text redo only the pages that show it.
    func testEditsToPostTextRedoOnlyWhatShowsThemAndMatchFullBuilds() throws {
        XCTAssertFalse(try assertIncrementalMatchesFull("first build", changed: []).patched, "no last build to patch")
        let post = "content/posts/2013-01-01-no-summary.md"
        try edit(post) { $0 + "\nA third paragraph, with `code`.\n" }
        let body = try assertIncrementalMatchesFull("edit the body", changed: [post])
        XCTAssertTrue(body.patched)
        XCTAssertEqual(body.rendered, 4, "the post, its neighbours and the home page: the archive and the projects' and license pages show nothing of bodies")
        XCTAssertGreaterThan(body.reused, body.rendered, "most pages are the last build's")
        try edit(post) { $0.replacingOccurrences(of: "title: No summary", with: "title: Retitled & <escaped>") }
        XCTAssertTrue(try assertIncrementalMatchesFull("edit the title, shown by the neighbours", changed: [post]).patched)
        try edit(post) { $0.replacingOccurrences(of: "title: Retitled & <escaped>", with: "title: Retitled isn't \"it\" -- <escaped>...") }
        XCTAssertTrue(try assertIncrementalMatchesFull("a title with quotes and dashes, punctuated as a full build does", changed: [post]).patched)
        try edit(post) { $0.replacingOccurrences(of: "mood: happy", with: "mood: calm\nsummary: Now with a summary.\nupdated: 2014-03-04") }
        XCTAssertTrue(try assertIncrementalMatchesFull("add a summary and an updated date (the sitemap changes)", changed: [post]).patched)
        let first = "content/posts/2011-10-12-first-post.md", draft = "content/posts/2014-05-05-draft.md"
        try edit(first) { $0 + "\nA closing line.\n" }
        try edit(draft) { $0 + "\nMore of the draft.\n" }
        XCTAssertTrue(try assertIncrementalMatchesFull("two posts, one a draft", changed: [first, draft, "content/posts/.first-post.md.swp"]).patched)
        try edit(first) { $0.replacingOccurrences(of: "# Heading", with: "# A new heading") }
        XCTAssertFalse(
            try assertIncrementalMatchesFull("a heading renamed, which links from other posts may name", changed: [first]).patched,
            "the model is read whole, so that every link to the post is checked")
        try edit(post) { $0.replacingOccurrences(of: "date: 2013-01-01T12:00:00.250+01:00", with: "date: 2013-01-02") }
        XCTAssertFalse(try assertIncrementalMatchesFull("a new date moves the post: a full rebuild", changed: [post]).patched)
        try edit(post) { $0.replacingOccurrences(of: "mood: calm", with: "mood: calm\ntags: [Swift]") }
        let newTag = try assertIncrementalMatchesFull("a new tag: a new tag page and feed, and the tag index", changed: [post])
        XCTAssertTrue(newTag.patched)
        XCTAssertGreaterThan(newTag.reused, newTag.rendered, "a new tag is on the pages of its post and its own, not on every page")
        try edit(post) { $0.replacingOccurrences(of: "tags: [Swift]", with: "tags: [Cocoa]") }
        XCTAssertTrue(try assertIncrementalMatchesFull("moving to another tag: the old tag's pages go, custom feeds change", changed: [post]).patched)
        try edit(post) { $0.replacingOccurrences(of: "tags: [Cocoa]", with: "tags: [COCOA, Open Source]") }
        XCTAssertTrue(try assertIncrementalMatchesFull("another spelling of a tag, and one more", changed: [post]).patched)
        try edit(post) { $0.replacingOccurrences(of: "tags: [COCOA, Open Source]", with: "tags: [COCOA, Open Source, Zebra]") }
        XCTAssertTrue(try assertIncrementalMatchesFull("a new tag spelt Zebra", changed: [post]).patched)
        try edit(first) { $0.replacingOccurrences(of: "tags: Cocoa", with: "tags: [Cocoa, zebra]") }
        let respelt = try assertIncrementalMatchesFull("an older post spells it zebra, which every page showing it now says", changed: [first])
        XCTAssertTrue(respelt.patched)
        XCTAssertEqual(respelt.reused, 0, "tag names are site-wide: a tag spelt anew redoes every page")
        let composed = "content/posts/2015-06-06-caf\u{E9}.md", decomposed = "content/posts/2015-06-06-cafe\u{301}.md"
        try write(composed, "---\ntitle: Café\ndate: 2015-06-06\nslug: cafe\n---\nCoffee.\n")
        try assertIncrementalMatchesFull("a post with an accent in its file name", changed: [composed])
        try FileManager.default.moveItem(atPath: site.appendingPathComponent(composed).path, toPath: site.appendingPathComponent(decomposed).path)
        let renamed = try assertIncrementalMatchesFull("renamed to the same name, its accent written as two code points", changed: [composed, decomposed])
        XCTAssertGreaterThan(renamed.reused + renamed.rendered, 0)
        try FileManager.default.removeItem(atPath: site.appendingPathComponent(decomposed).path)
        try assertIncrementalMatchesFull("and gone", changed: [decomposed])
        let added = "content/posts/2015-05-05-added.md"
        try write(added, "---\ntitle: Added\ndate: 2015-05-05\n---\nNew.\n")
        XCTAssertFalse(try assertIncrementalMatchesFull("a new file", changed: [added]).patched)
        try edit(added) { $0.replacingOccurrences(of: "New.", with: "Newer.") }
        XCTAssertTrue(try assertIncrementalMatchesFull("the new file's text", changed: [added]).patched)
        try FileManager.default.removeItem(at: site.appendingPathComponent(added))
        XCTAssertFalse(try assertIncrementalMatchesFull("a deleted file", changed: [added]).patched)
        try edit("templates/post.mustache") { $0.replacingOccurrences(of: "<article", with: "<article data-edited") }
        try edit(post) { $0 + "\nAnd a template edit in the same save.\n" }
        XCTAssertFalse(try assertIncrementalMatchesFull("a post and a template", changed: [post, "templates/post.mustache"]).patched)
        try edit(post) { $0.replacingOccurrences(of: "summary: Now with a summary.", with: "summary: [not, text]") }
        XCTAssertThrowsError(try session.build(changed: [post]), "a post with an error fails")
        try edit(post) { $0.replacingOccurrences(of: "summary: [not, text]", with: "summary: Fixed.") }
        XCTAssertFalse(try assertIncrementalMatchesFull("after a failed build, a full rebuild", changed: [post]).patched)
    }

    func testASequenceOfEditsMatchesFullBuildsByteForByte() throws {
        let first = try assertIncrementalMatchesFull("first build")
        XCTAssertEqual(first.reused, 0)
        try write("content/posts/2014-02-02-added.md", "---\ntitle: Added\ndate: 2014-02-02\ntags: [cocoa]\n---\nA new post.\n")
        try assertIncrementalMatchesFull("add a post")
        try edit("content/posts/2013-01-01-no-summary.md") { $0.replacingOccurrences(of: "title: No summary", with: "title: A new title") }
        let titleEdit = try assertIncrementalMatchesFull("edit a title")
        XCTAssertGreaterThan(titleEdit.reused, titleEdit.rendered, "a title edit re-rendered most pages")
        try edit("content/posts/2014-02-02-added.md") { $0.replacingOccurrences(of: "tags: [cocoa]", with: "tags: [windows, Café]") }
        try assertIncrementalMatchesFull("change tags")
        try edit("content/posts/2014-02-02-added.md") { $0.replacingOccurrences(of: "date: 2014-02-02", with: "date: 2009-06-01") }
        try assertIncrementalMatchesFull("change the date")
        try FileManager.default.moveItem(at: site.appendingPathComponent("content/posts/2014-02-02-added.md"), to: site.appendingPathComponent("content/posts/2009-06-01-renamed.md"))
        try assertIncrementalMatchesFull("rename")
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/posts/2009-06-01-renamed.md"))
        try assertIncrementalMatchesFull("delete")
        try edit("templates/tag.mustache") { $0.replacingOccurrences(of: "<h1>{{page.title}}</h1>", with: "<h1 class=\"tag\">{{page.title}}</h1>") }
        let templateEdit = try assertIncrementalMatchesFull("edit a template")
        XCTAssertEqual(templateEdit.rendered, 6, "only the tag pages use tag.mustache")
        try edit("templates/partials/footer.mustache") { $0.replacingOccurrences(of: "<footer class=\"site-footer\">", with: "<footer class=\"site-footer edited\">") }
        let partialEdit = try assertIncrementalMatchesFull("edit a partial every page uses")
        XCTAssertEqual(partialEdit.reused, 7, "only the redirect pages (of aliases, former names and redirects.yml), which have no footer, are kept")
        try edit("content/site.yml") { $0.replacingOccurrences(of: "title: Everything & More", with: "title: Everything Else") }
        let configEdit = try assertIncrementalMatchesFull("edit site.yml")
        XCTAssertEqual(configEdit.reused, 0, "a new site title is on every page")
        try edit("content/site.yml") { $0.replacingOccurrences(of: "timezone: America/New_York", with: "timezone: Asia/Tokyo") }
        try assertIncrementalMatchesFull("change the time zone posts are read in")
        try edit("content/posts/2012-02-29-leap-day.md") { $0.replacingOccurrences(of: "tags: [Open Source, \"open source\", open-source,", with: "tags: [") }
        try assertIncrementalMatchesFull("change which spelling of a tag is used most")
        try edit("content/projects/gadget.md") { $0.replacingOccurrences(of: "name: Gadget", with: "name: Gizmo") }
        try assertIncrementalMatchesFull("rename a project")
    }
}

extension IncrementalBuildTests {
    /// Each planner's inputs, edited in turn: every file still matches a full build.
    func testEditsToWhatEachPlannerReadsMatchFullBuilds() throws {
        try assertIncrementalMatchesFull("first build")
        let css = "content/assets/css/extra.css"
        try edit(css) { $0 + "\n.edited { color: red; }\n" }
        XCTAssertEqual(try assertIncrementalMatchesFull("an asset", changed: [css]).rendered, 0, "an asset is on no page")
        let logo = "content/assets/img/logo.svg"
        try edit(logo) { $0.replacingOccurrences(of: "<svg", with: "<svg data-edited=\"1\"") }
        try assertIncrementalMatchesFull("an image the stylesheet reads the size of", changed: [logo])
        try write("content/assets/img/new.txt", "new\n")
        try assertIncrementalMatchesFull("a new asset", changed: ["content/assets/img/new.txt"])
        try edit("content/pages/about.md") { $0.replacingOccurrences(of: "title: About “this” site", with: "title: About") }
        let menu = try assertIncrementalMatchesFull("the title of a page in the menu, which every page shows", changed: ["content/pages/about.md"])
        XCTAssertEqual(menu.reused, 0, "the menu is site-wide")
        try edit("content/pages/colophon.md") { $0 + "\nOne more line.\n" }
        try assertIncrementalMatchesFull("a page's body", changed: ["content/pages/colophon.md"])
        let license = "content/licenses/example-custom.txt"
        try edit(license) { $0.replacingOccurrences(of: "You may use this tool for anything,", with: "You may use this tool for nearly anything,") }
        let terms = try assertIncrementalMatchesFull("a project's license_file, which only the project's file names", changed: [license])
        XCTAssertGreaterThan(terms.rendered, 0, "the license page shows the new terms")
        try FileManager.default.removeItem(at: site.appendingPathComponent(license))
        XCTAssertThrowsError(try session.build(changed: [license]), "a license_file that is gone is an error")
        try write(license, "Example Custom License 2.0\n\nAnything goes.\n")
        try assertIncrementalMatchesFull("the license_file back", changed: [license])
        try edit("content/projects/widget.md") { $0.replacingOccurrences(of: "version: \"2.0\"", with: "version: \"2.1\"") }
        try assertIncrementalMatchesFull("a project (its page, the projects page, the license page)", changed: ["content/projects/widget.md"])
        try edit("content/projects/widget.md") { $0.replacingOccurrences(of: "tags: [ui]", with: "formerly: [Gizmo Kit]\ntags: [ui]") }
        try assertIncrementalMatchesFull("a former name: a new redirect", changed: ["content/projects/widget.md"])
        let post = "content/posts/2013-01-01-no-summary.md"
        try edit(post) { $0.replacingOccurrences(of: "title: No summary", with: "title: No summary\naliases: [/old/no-summary/]") }
        XCTAssertFalse(try assertIncrementalMatchesFull("an alias: a redirect, and the model read whole", changed: [post]).patched)
        try edit("content/site.yml") { $0.replacingOccurrences(of: "holder: Ada Example", with: "holder: Ada Lovelace") }
        try assertIncrementalMatchesFull("the license holder, shown on the license and project pages", changed: ["content/site.yml"])
        try edit("content/site.yml") { $0.replacingOccurrences(of: "    fallback: \"#0b5cad\"", with: "    fallback: \"#123456\"") }
        try assertIncrementalMatchesFull("a background: the stylesheet, and its link on every page", changed: ["content/site.yml"])
        try edit(post) { $0 + "\n{{< youtube dQw4w9WgXcQ title=\"A talk\" >}}\n" }
        XCTAssertTrue(try assertIncrementalMatchesFull("a shortcode in a post", changed: [post]).patched)
        let youtube = "templates/shortcodes/youtube.mustache"
        try edit(youtube) { $0.replacingOccurrences(of: "<div class=\"embed\"", with: "<div class=\"embed edited\"") }
        try assertIncrementalMatchesFull("the shortcode's template: the bodies that use it", changed: [youtube])
        try edit(post) { $0.replacingOccurrences(of: "title: No summary", with: "title: Retitled") }
        try assertIncrementalMatchesFull("the title, which the shortcode may show as page.title", changed: [post])
        let bundle = "content/posts/2015-07-07-bundle"
        try FileManager.default.createDirectory(at: site.appendingPathComponent(bundle), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: site.appendingPathComponent("content/assets/img/pixel.gif"), to: site.appendingPathComponent(bundle + "/shot.gif"))
        try write(bundle + "/index.md", "---\ntitle: A bundle\ndate: 2015-07-07\n---\n![Shot](shot.gif)\n")
        try assertIncrementalMatchesFull("a new bundle: its page and its image", changed: [bundle])
        try edit(post) { $0 + "\nA line while the bundle stands.\n" }
        try assertIncrementalMatchesFull("a post's text: the copied files stand", changed: [post])
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/static"), withIntermediateDirectories: true)
        try write("content/static/humans.txt", "Ada\n")
        try assertIncrementalMatchesFull("a static file", changed: ["content/static/humans.txt"])
        try write(bundle + "/notes.txt", "new\n")
        try assertIncrementalMatchesFull("a file added to the bundle", changed: [bundle + "/notes.txt"])
        try FileManager.default.copyItem(at: site.appendingPathComponent("content/assets/img/logo.svg"), to: site.appendingPathComponent(bundle + "/logo.svg"))
        try edit(bundle + "/index.md") { $0.replacingOccurrences(of: "(shot.gif)", with: "(logo.svg)") }
        try assertIncrementalMatchesFull("the bundle's text, with another image and its size", changed: [bundle + "/index.md", bundle + "/logo.svg"])
        try FileManager.default.moveItem(at: site.appendingPathComponent(bundle), to: site.appendingPathComponent("content/posts/2015-07-08-moved"))
        try assertIncrementalMatchesFull("the bundle's folder renamed, as mv does it", changed: [bundle, "content/posts/2015-07-08-moved"])
        try Data(String(repeating: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"30\"></svg>", count: 1).utf8)
            .write(to: site.appendingPathComponent("content/posts/2015-07-08-moved/logo.svg"))
        try assertIncrementalMatchesFull("an image of the bundle resized: the body that sizes it", changed: ["content/posts/2015-07-08-moved/logo.svg"])
    }
}

extension IncrementalBuildTests {
    /// A rebuild looks only at the paths that came since the last clean build: a new one that
    /// clashes still fails it, with the errors of a full build.
    func testAClashAfterAnEditFailsWithTheErrorsOfAFullBuild() throws {
        let post = "content/posts/2013-01-01-no-summary.md", first = "content/posts/2011-10-12-first-post.md"
        try edit(post) { $0.replacingOccurrences(of: "title: No summary", with: "title: No summary\naliases: [/tags/clash/]") }
        try assertIncrementalMatchesFull("first build, with an alias where a tag page could go")
        try edit(first) { $0.replacingOccurrences(of: "tags: Cocoa", with: "tags: [Cocoa, Clash]") }
        try assertFailsLikeFull("a new tag whose page is at the alias", changed: [first])
        try edit(first) { $0.replacingOccurrences(of: "tags: [Cocoa, Clash]", with: "tags: [Cocoa, Clash Two]") }
        try assertIncrementalMatchesFull("another new tag, clear of the alias", changed: [first])
        try edit(first) { $0.replacingOccurrences(of: "tags: [Cocoa, Clash Two]", with: "tags: [Cocoa, Clash]") }
        try assertFailsLikeFull("the clashing tag again, after a clean build that had other pages", changed: [first])
        try edit(first) { $0.replacingOccurrences(of: "tags: [Cocoa, Clash]", with: "tags: Cocoa") }
        try assertIncrementalMatchesFull("the tag gone", changed: [first])
    }
}

extension IncrementalBuildTests {
    /// A link to another post's heading stays checked when either post changes.
    func testALinkToAHeadingBreaksWhenTheHeadingIsRenamed() throws {
        let post = "content/posts/2013-01-01-no-summary.md", first = "content/posts/2011-10-12-first-post.md"
        try edit(post) { $0 + "\nSee [the heading](@/posts/2011-10-12-first-post.md#heading) and [the post](2011-10-12-first-post.md).\n" }
        try assertIncrementalMatchesFull("first build, with links between posts")
        try edit(post) { $0 + "\nOne more line.\n" }
        XCTAssertTrue(try assertIncrementalMatchesFull("the linking post's text", changed: [post]).patched)
        try edit(first) { $0.replacingOccurrences(of: "# Heading", with: "# Renamed") }
        try assertFailsLikeFull("the heading it links to, renamed", changed: [first])
        try edit(first) { $0.replacingOccurrences(of: "# Renamed", with: "# Heading") }
        try assertIncrementalMatchesFull("and back", changed: [first])
    }

    /// A link to an anchor of another post's raw HTML stays checked when the anchor goes.
    func testALinkToARawHTMLAnchorBreaksWhenTheAnchorGoes() throws {
        let post = "content/posts/2013-01-01-no-summary.md", first = "content/posts/2011-10-12-first-post.md"
        try edit(first) { $0 + "\n<a name=\"old-anchor\"></a>\nAn anchor of the old blog.\n" }
        try edit(post) { $0 + "\nSee [the anchor](@/posts/2011-10-12-first-post.md#old-anchor).\n" }
        try assertIncrementalMatchesFull("first build, with a link to an anchor")
        try edit(first) { $0.replacingOccurrences(of: "<a name=\"old-anchor\"></a>", with: "") }
        try assertFailsLikeFull("the anchor it links to, gone", changed: [first])
    }
}

extension IncrementalBuildTests {
    /// A page shows what its data holds, and nothing else of the site: a tag that comes or
    /// goes on a post about another project changes whether the project's page links the tag.
    func testAProjectPageLinksATagThatPostsTakeAndDrop() throws {
        let post = "content/posts/2013-01-01-no-summary.md"
        try assertIncrementalMatchesFull("first build: no post has the widget's tag, so its page does not link it")
        try edit(post) { $0.replacingOccurrences(of: "mood: happy", with: "mood: happy\ntags: [UI]") }
        XCTAssertTrue(try assertIncrementalMatchesFull("a post about no project takes the tag", changed: [post]).patched)
        try edit(post) { $0.replacingOccurrences(of: "tags: [UI]", with: "tags: [Cocoa]") }
        XCTAssertTrue(try assertIncrementalMatchesFull("and drops it", changed: [post]).patched)
    }
}

private extension IncrementalBuildTests {
    var options: BuildOptions {
        BuildOptions(siteFolder: site, outputDirectory: site.appendingPathComponent("public"), now: Fixture.now)
    }

    /// Rebuilds in the session (told that `changed` changed, as the watcher tells `serve`) and
    /// compares every file with a full build; returns the page counts and whether only the
    /// edited posts' model was patched (`PostTextPatch`).
    @discardableResult
    func assertIncrementalMatchesFull(
        _ step: String, changed: Set<String>? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (reused: Int, rendered: Int, patched: Bool) {
        let (incremental, finished) = try session.build(changed: changed)
        let counts = (reused: finished.pagesReused, rendered: finished.pagesRendered, patched: !incremental.steps.contains { $0.name == "load content" })
        let names = incremental.steps.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "\(step): a step given up stayed in the metrics: \(names)", file: file, line: line)
        let full = try SiteBuild(options: options).generate()
        XCTAssertEqual(incremental.files.map(\.path), full.files.map(\.path), step, file: file, line: line)
        for (a, b) in zip(incremental.files, full.files) where a != b {
            XCTFail("\(step): \(a.path) differs from a full build", file: file, line: line)
        }
        return counts
    }

    /// Rebuilds in the session, which must fail with exactly the errors of a full build.
    func assertFailsLikeFull(_ step: String, changed: Set<String>, file: StaticString = #filePath, line: UInt = #line) throws {
        func errors(_ build: () throws -> Void) -> [String] {
            do {
                try build()
                return []
            } catch {
                return (error as? BuildFailure)?.diagnostics.map(\.description) ?? ["\(error)"]
            }
        }
        let incremental = errors { _ = try session.build(changed: changed) }
        let full = errors { _ = try SiteBuild(options: options).generate() }
        XCTAssertFalse(full.isEmpty, "\(step): a full build fails", file: file, line: line)
        XCTAssertEqual(incremental, full, step, file: file, line: line)
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: site.appendingPathComponent(path))
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let url = site.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit of \(path) changed nothing")
        try Data(changed.utf8).write(to: url)
    }
}

extension IncrementalBuildTests {
    /// A page listing every post compares them by the post fields its template reads: the
    /// archive, which shows titles and dates, is kept after an edit to a body, and made again
    /// once its template shows bodies too.
    func testAPageOfEveryPostIsMadeAgainOnlyWhenItShowsWhatChanged() throws {
        let post = "content/posts/2013-01-01-no-summary.md", archive = "templates/archive.mustache"
        try assertIncrementalMatchesFull("first build")
        try edit(post) { $0 + "\nA line the archive does not show.\n" }
        let hidden = try assertIncrementalMatchesFull("an edit to a body", changed: [post])
        try edit(archive) { $0.replacingOccurrences(of: "<a href=\"{{url}}\">{{title}}</a>", with: "<a href=\"{{url}}\">{{title}}</a>{{{content}}}") }
        try assertIncrementalMatchesFull("the archive shows bodies", changed: [archive])
        try edit(post) { $0 + "\nA line the archive now shows.\n" }
        let shown = try assertIncrementalMatchesFull("another edit to the body", changed: [post])
        XCTAssertEqual(shown.rendered, hidden.rendered + 1, "the archive too")
    }
}
