import Foundation
import ImprintTestSupport
import XCTest
@testable import ImprintCore
@testable import ImprintImport

/// Issue 39's Hugo cases: sites of a few files each, written here, imported into a fresh site
/// and built. Template text in prose, a projects section, files in several languages, Hugo's
/// heading ids and private files of `static/` each failed the build, or lost what Hugo showed.
extension ImportTests {
    func testTemplateTextInHugoProseShowsAsWrittenAndBuilds() throws {
        let hugo = try hugoSite([
            "hugo.toml": "title = \"T\"\n",
            "content/posts/templates.md": """
                +++
                title = "Templates"
                date = 2021-01-01
                +++
                A layout writes {{ .Title }}, {{ site.BaseURL }} and {{ .Title | upper }}; Django writes {% url home %}.

                <div class="note" onclick="go()">{{ site.Title }} and {% raw %}</div>

                Hover <abbr title="{{ page.title }}">this</abbr>, and `{{ site.Params.x }}` stays code.

                ```
                {{ range .Pages }}{{ end }}
                ```

                {{< youtube abc123 >}}
                """,
        ])
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertTrue(report.notConverted.contains {
            $0.hasPrefix("content/posts/templates.md:5: template text `{{ .Title }}` and 6 more, which Hugo showed as written")
        }, "\(report.notConverted)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let page = try XCTUnwrap(files["2021/01/templates/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        let shown = Self.visibleText(page)
        for text in ["A layout writes {{ .Title }}, {{ site.BaseURL }} and {{ .Title | upper }}; Django writes {% url home %}.",
                     "{{ site.Title }} and {% raw %}", "{{ range .Pages }}{{ end }}"] {
            XCTAssertTrue(shown.contains(text), "\(text)\n\(shown)")
        }
        XCTAssertTrue(page.contains("<code>{{ site.Params.x }}</code>"), "code spans stay as written\n\(page)")
        XCTAssertTrue(page.contains(#"title="%7B{ page.title }}""#), "an attribute keeps its text, its brace encoded\n\(page)")
        XCTAssertTrue(page.contains("youtube") && page.contains("abc123"), "shortcodes are not template text")
    }

    func testAHugoProjectsSectionBecomesProjectsAtTheirURLs() throws {
        let hugo = try hugoSite([
            "hugo.toml": "title = \"T\"\n",
            "content/posts/first.md": "+++\ntitle = \"First\"\ndate = 2021-01-01\n+++\nA post.\n",
            "content/projects/_index.md": "+++\ntitle = \"Projects\"\n+++\nWhat I made and keep.\n",
            "content/projects/tool.md": """
                +++
                title = "Tool"
                description = "Cuts text."
                github = "ada/tool"
                website = "https://tool.example/"
                demo = "https://demo.tool.example/"
                tech = ["Swift", "SQLite"]
                license = "mit"
                weight = 2
                status = "Archived"
                +++
                Tool cuts text into pieces.
                """,
            "content/projects/lamp/index.md": "---\ntitle: Lamp\n---\nA [small](https://lamp.example/) lamp for desks.\n\n[The code](https://gitlab.com/ada/lamp)\n",
            "content/projects/lamp/notes.txt": "Wiring.\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertTrue(report.lines[0].hasPrefix("Imported 4 items (1 post, 1 page, 2 projects, "), report.lines[0])
        XCTAssertEqual(report.written.sorted(), [
            "content/pages/projects.md", "content/posts/2021-01-01-first.md", "content/projects/lamp/index.md", "content/projects/tool.md",
        ])
        let tool = try text("content/projects/tool.md")
        for line in [#"name: "Tool""#, #"summary: "Cuts text.""#, #"repository: "https://github.com/ada/tool""#,
                     #"homepage: "https://tool.example/""#, #"license: "MIT""#, #"tags: ["Swift", "SQLite"]"#, "weight: 2", "status: archived"] {
            XCTAssertTrue(tool.contains(line), "\(line)\n\(tool)")
        }
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix("content/projects/tool.md:6: front-matter key `demo` is not carried over") }, "\(report.notConverted)")
        XCTAssertTrue(report.notConverted.contains { $0.hasPrefix("content/projects/lamp/index.md:1: a project needs a one-line summary") })
        let lamp = try text("content/projects/lamp/index.md")
        XCTAssertTrue(lamp.contains(#"summary: "A small lamp for desks.""#), lamp)
        XCTAssertTrue(lamp.contains(#"repository: "https://gitlab.com/ada/lamp""#), "a repository the body links to\n\(lamp)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        let page = try XCTUnwrap(files["projects/tool/index.html"].flatMap { String(data: $0, encoding: .utf8) })
        XCTAssertTrue(page.contains("https://github.com/ada/tool") && page.contains("Tool cuts text into pieces."), page)
        XCTAssertNotNil(files["projects/lamp/notes.txt"], "the bundle's files come along")
        XCTAssertTrue(files["projects/index.html"].flatMap { String(data: $0, encoding: .utf8) }?.contains("What I made and keep.") == true,
                      "the section's _index.md is the introduction of /projects/")
        let before = try Fixture.files(under: site)
        XCTAssertEqual(try SiteImporter(siteFolder: site).run(hugo, format: .hugo).alreadyImported.count, 4)
        XCTAssertEqual(try Fixture.files(under: site), before, "importing twice changes nothing, projects included")
    }

    func testAnotherProjectsSectionKeepsItsURLsAsRedirects() throws {
        let hugo = try hugoSite([
            "hugo.toml": "title = \"T\"\n",
            "content/posts/first.md": "+++\ntitle = \"First\"\ndate = 2021-01-01\n+++\nA post.\n",
            "content/portfolio/tool.md": "+++\ntitle = \"Tool\"\nsummary = \"Cuts text.\"\nlink = \"https://tool.example/\"\n+++\nBody.\n",
        ])
        var importer = SiteImporter(siteFolder: site)
        importer.projectsSection = "portfolio"
        let report = try importer.run(hugo, format: .hugo)
        XCTAssertEqual(report.written, ["content/projects/tool.md", "content/posts/2021-01-01-first.md"])
        XCTAssertTrue(report.siteRedirects.contains("/portfolio/tool/ → /projects/tool/"), "\(report.siteRedirects)")
        XCTAssertTrue(report.siteRedirects.contains("/portfolio/ → /projects/"), "\(report.siteRedirects)")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(files["portfolio/tool/index.html"].flatMap { String(data: $0, encoding: .utf8) }?.contains("/projects/tool/") == true)
    }

    func testHugoFilesOfTheDefaultLanguageKeepTheirNamesAndOthersAreLeftOut() throws {
        let hugo = try hugoSite([
            "hugo.toml": "defaultContentLanguage = \"en\"\n[languages.en]\nweight = 1\n[languages.fr]\nweight = 2\n",
            "content/contact.en.md": "+++\ntitle = \"Contact\"\n+++\nWrite to me.\n",
            "content/contact.fr.md": "+++\ntitle = \"Contact\"\n+++\nÉcrivez-moi.\n",
            "content/posts/hello/index.en.md": "+++\ntitle = \"Hello\"\ndate = 2021-01-01\n+++\nHello, see [notes](notes.txt).\n",
            "content/posts/hello/index.fr.md": "+++\ntitle = \"Bonjour\"\ndate = 2021-01-01\n+++\nBonjour.\n",
            "content/posts/hello/notes.txt": "Notes.\n",
            "content/posts/seulement.fr.md": "+++\ntitle = \"Seulement\"\ndate = 2021-02-01\n+++\nEn français seulement.\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.written, ["content/pages/contact.md", "content/posts/2021-01-01-hello/index.md", "content/posts/2021-02-01-seulement.md"])
        XCTAssertEqual(report.bundleFilesCopied, 1, "the other language's index is not a file of the bundle")
        for path in ["content/contact.fr.md", "content/posts/hello/index.fr.md"] {
            XCTAssertTrue(report.notConverted.contains("\(path):1: a page in fr, translating one in the default language (en): left out, as Imprint makes a site in one language"),
                          "\(report.notConverted)")
        }
        XCTAssertTrue(report.notConverted.contains("content/posts/seulement.fr.md:1: a page in fr only, not in the default language (en): imported, its URL under /fr/ kept"))
        XCTAssertTrue(try text("content/posts/2021-02-01-seulement.md").contains(#"aliases: ["/fr/posts/seulement/"]"#), "what Hugo showed in French only stays")
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertTrue(files["contact/index.html"].flatMap { String(data: $0, encoding: .utf8) }?.contains("Write to me.") == true, "/contact/ as on Hugo")
        XCTAssertNil(files["contact-en/index.html"])
        XCTAssertNotNil(files["posts/hello/index.html"], "the bundle's old URL, without the language")
        XCTAssertNotNil(files["fr/posts/seulement/index.html"])
    }

    func testHugoContentFoldersOfEachLanguageImportTheDefaultOne() throws {
        let hugo = try hugoSite([
            "hugo.toml": "defaultContentLanguage = \"de\"\n[languages.de]\ncontentDir = \"content/de\"\n[languages.en]\ncontentDir = \"content/en\"\n",
            "content/de/ueber.md": "+++\ntitle = \"Über\"\n+++\nHallo.\n",
            "content/en/about.md": "+++\ntitle = \"About\"\n+++\nHello.\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.written, ["content/pages/ueber.md"])
        XCTAssertTrue(report.notConverted.contains("content/en/:1: the content in en, not the default language (de): left out, as Imprint makes a site in one language"),
                      "\(report.notConverted)")
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    func testLinksByOldURLsLeadToTheFilesThePagesBecome() throws {
        let hugo = try hugoSite([
            "hugo.toml": "baseURL = \"https://old.example/\"\n[permalinks]\nposts = \"/:year/:slug/\"\n",
            "content/posts/one.md": "+++\ntitle = \"One\"\ndate = 2021-01-01\n+++\nNext: [two](../two/), [again](/2021/two/#part), "
                + "[absolute](https://old.example/2021/two/) and [elsewhere](https://other.example/2021/two/).\n\n`[code](../two/)`\n",
            "content/posts/two.md": "+++\ntitle = \"Two\"\ndate = 2021-02-01\n+++\n## Part\n\nBack to [one](../one).\n",
            "content/posts/three.md": "+++\ntitle = \"Three\"\ndate = 2021-03-01\ndraft = true\n+++\nNot yet.\n",
        ])
        _ = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        let one = try text("content/posts/2021-01-01-one.md")
        XCTAssertTrue(one.contains(
            "Next: [two](@/posts/2021-02-01-two.md), [again](@/posts/2021-02-01-two.md#part), [absolute](@/posts/2021-02-01-two.md) and "
                + "[elsewhere](https://other.example/2021/two/).\n\n`[code](../two/)`"), one)
        XCTAssertTrue(try text("content/posts/2021-02-01-two.md").contains("Back to [one](@/posts/2021-01-01-one.md)."))
        _ = try assertBuildsAndLinksHold(includeDrafts: false)
    }

    func testHugosHeadingIDsStayAsAnchorsWhereImprintsDiffer() throws {
        let hugo = try hugoSite([
            "hugo.toml": "[markup.goldmark.parser]\nautoHeadingIDType = \"blackfriday\"\n",
            "content/posts/ids.md": "+++\ntitle = \"Ids\"\ndate = 2021-01-01\n+++\n## Hello, World! 2.0\n\n## Same\n\n> ## Quoted: v2.0\n\n## Notes, 2.0 {#notes}\n",
        ])
        _ = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        let page = try builtPage("2021/01/ids/index.html")
        XCTAssertTrue(page.contains(#"<h2 id="hello-world-20"><a id="hello-world-2-0"></a>Hello, World! 2.0</h2>"#), page)
        XCTAssertTrue(page.contains(#"<h2 id="same">Same</h2>"#), "the same id needs no anchor\n\(page)")
        XCTAssertTrue(page.contains(#"<h2 id="quoted-v20"><a id="quoted-v2-0"></a>Quoted: v2.0</h2>"#), "after a quote's marker\n\(page)")
        XCTAssertTrue(page.contains(#"<h2 id="notes">Notes, 2.0</h2>"#), "the author's id was Hugo's too\n\(page)")
    }

    func testGoldmarksDefaultIDsDropMarksThatImprintKeeps() throws {
        let hugo = try hugoSite([
            "hugo.toml": "title = \"T\"\n",
            "content/posts/hindi.md": "+++\ntitle = \"Hindi\"\ndate = 2021-01-01\n+++\n- item\n\n## हिन्दी\n\n## Intro\n\n## Intro\n",
        ])
        _ = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        let page = try builtPage("2021/01/hindi/index.html")
        XCTAssertTrue(page.contains(#"<h2 id="हिन्दी"><a id="हनद"></a>हिन्दी</h2>"#), page)
        XCTAssertTrue(page.contains(#"<h2 id="intro-1">Intro</h2>"#), "Hugo's second Intro is intro-1 too\n\(page)")
        XCTAssertEqual(GoldmarkHeadingIDs(style: .githubASCII).ids(for: ["Café Crème", "", "Café Crème"]), ["cafe-creme", "heading", "cafe-creme-1"])
    }

    /// chewie's posts close `highlight` as Hugo allows, with a space after the slash.
    func testAHighlightClosedWithASpaceIsAFencedBlock() {
        XCTAssertEqual(HugoConversion().convert("{{< highlight cpp >}}\nint x;\n{{< / highlight >}}\n", page: HugoConversion.Page(path: "posts/a.md")).markdown,
                       "```cpp\nint x;\n```\n")
    }

    /// 0hlov3's posts hold tags Hugo read and Imprint cannot (`\"…?a=b\"`): left as written, they stopped the build.
    func testAShortcodeTagThatCannotBeReadGoesIntoAComment() {
        let (markdown, notes) = HugoConversion().convert("See {{< newtablink \\\"https://x.example/?a=b\\\" >}}the docs{{< /newtablink >}}.\n",
                                                          page: HugoConversion.Page(path: "posts/a.md"))
        XCTAssertTrue(markdown.hasPrefix(#"See <!-- {{</* newtablink \"https://x.example/?a=b\" */>}} -->the docs<!-- {{</* /newtablink */>}} -->."#), markdown)
        XCTAssertEqual(ShortcodeScanner(markdown).problems.count, 0)
        XCTAssertTrue(notes.first?.text.hasSuffix("kept in an HTML comment") == true, "\(notes)")
    }

    func testPrivateFilesOfAHugoSiteAreLeftOutAndNamed() throws {
        let hugo = try hugoSite([
            "hugo.toml": "title = \"T\"\n",
            "content/posts/first/index.md": "+++\ntitle = \"First\"\ndate = 2021-01-01\n+++\nA post.\n",
            "content/posts/first/draft.md.bak": "Old text.\n",
            "static/.env": "SECRET=1\n",
            "static/keys/deploy.pem": "-----BEGIN PRIVATE KEY-----\n",
            "static/.htaccess": "Options -Indexes\n",
            "static/.well-known/security.txt": "Contact: mailto:a@example.org\n",
            "static/app.js": "let a = 1\n",
        ])
        let report = try SiteImporter(siteFolder: site).run(hugo, format: .hugo)
        XCTAssertEqual(report.privateFilesLeftOut.map { String($0.prefix { $0 != ":" }) }.sorted(),
                       ["content/posts/2021-01-01-first/draft.md.bak", "content/static/.env", "content/static/keys/deploy.pem"], "\(report.privateFilesLeftOut)")
        XCTAssertTrue(report.lines.contains("  content/static/.env: not copied: its name is that of a file of keys, passwords or tokens; "
            + "copy it by hand and list .env in static.publish in site.yml only if it is meant to be public"), "\(report.lines)")
        XCTAssertEqual(report.staticCopied, ["content/static/.htaccess", "content/static/.well-known/security.txt", "content/static/app.js"])
        let files = try assertBuildsAndLinksHold(includeDrafts: false)
        XCTAssertNotNil(files[".well-known/security.txt"])
    }
}

/// The ids Hugo 0.111 gave these headings, in each of its styles (built with Hugo itself).
final class GoldmarkHeadingIDsTests: XCTestCase {
    let texts = ["Hello, World! 2.0", "हिन्दी", "Intro", "Intro", "Intro-1", "", "C'est l'été — ok?", "Main"]

    func testGitHubStyleIsHugosDefault() {
        XCTAssertEqual(GoldmarkHeadingIDs(style: .github).ids(for: texts),
                       ["hello-world-20", "हनद", "intro", "intro-1", "intro-1-1", "heading", "cest-lété--ok", "main"])
    }

    func testGitHubASCIITakesAccentsOffAndLeavesOtherScriptsOut() {
        XCTAssertEqual(GoldmarkHeadingIDs(style: .githubASCII).ids(for: texts),
                       ["hello-world-20", "heading", "intro", "intro-1", "intro-1-1", "heading-1", "cest-lete--ok", "main"])
    }

    func testBlackfridayMakesARunOfOtherCharactersOneHyphen() {
        XCTAssertEqual(GoldmarkHeadingIDs(style: .blackfriday).ids(for: texts),
                       ["hello-world-2-0", "ह-न-द", "intro", "intro-1", "intro-1-1", "heading", "c-est-l-été-ok", "main"])
    }
}
