import Foundation
import ImprintTestSupport
import Mustache
import XCTest
@testable import ImprintCore

/// Names in templates are checked as Mustache resolves them, against the pages that render them.
final class TemplateCheckerTests: XCTestCase {
    func testTheBundledThemeUsesOnlyNamesItsPagesHave() throws {
        let loaded = Theme.load(ThemeSource(directory: Fixture.defaultTheme, isRequired: true, builtIn: [:]), displayPrefix: "templates/")
        XCTAssertNotNil(loaded.theme)
        XCTAssertEqual(loaded.problems, [])
    }

    func testThePostFieldsAPageReadsAreTheNamesThatResolveOnPosts() throws {
        let theme = try XCTUnwrap(Theme.load(ThemeSource(directory: Fixture.defaultTheme, isRequired: true, builtIn: [:]), displayPrefix: "templates/").theme)
        XCTAssertEqual(theme.postFields["archive"], ["date", "title", "url"], "`page.description` in the head is the archive page's, not a post's")
        let folder = try Fixture.temporaryDirectory().appendingPathComponent("theme")
        try FileManager.default.copyItem(at: Fixture.defaultTheme, to: folder)
        let archive = folder.appendingPathComponent("archive.mustache")
        try Data("{{#years}}{{#posts}}{{#params}}{{slug}}{{/params}}{{/posts}}{{/years}}".utf8).write(to: archive)
        let loaded = Theme.load(ThemeSource(directory: folder, isRequired: true, builtIn: [:]), displayPrefix: "templates/")
        XCTAssertEqual(loaded.theme?.postFields["archive"], ["params", "slug"], "a name front matter may not have is the post's")
        try Data("{{#years}}{{#posts}}{{.}}{{/posts}}{{/years}}".utf8).write(to: archive)
        let whole = try XCTUnwrap(Theme.load(ThemeSource(directory: folder, isRequired: true, builtIn: [:]), displayPrefix: "templates/").theme)
        XCTAssertNil(whole.postFields["archive"], "a post printed whole shows every field")
    }

    func testATemplateThatDoesNotCompileLeavesTheOthersChecked() throws {
        let folder = try Fixture.temporaryDirectory()
        try FileManager.default.copyItem(at: Fixture.defaultTheme, to: folder.appendingPathComponent("theme"))
        let theme = folder.appendingPathComponent("theme")
        try Data("{{#page.title}}unclosed".utf8).write(to: theme.appendingPathComponent("page.mustache"))
        try Data("{{page.titel}}".utf8).write(to: theme.appendingPathComponent("404.mustache"))
        let loaded = Theme.load(ThemeSource(directory: theme, isRequired: true, builtIn: [:]), displayPrefix: "templates/")
        let problems = loaded.problems
        XCTAssertNil(loaded.theme)
        XCTAssertNotNil(loaded.bodies, "the shortcodes are sound: bodies can still be rendered and checked")
        XCTAssertEqual(problems.map(\.file), ["templates/page.mustache", "templates/404.mustache"], "\(problems)")
        XCTAssertTrue(problems.last?.message.contains("did you mean `page.title`?") == true, "\(problems)")
    }

    func testShortcodeTemplatesAreCheckedAgainstTheirDeclaredArguments() throws {
        let folder = try Fixture.temporaryDirectory()
        try FileManager.default.copyItem(at: Fixture.defaultTheme, to: folder.appendingPathComponent("theme"))
        let shortcodes = folder.appendingPathComponent("theme/shortcodes")
        try Data("{{! arguments: id (required), title }}\n<b>{{titel}}</b>{{id}}{{page.title}}{{params.any}}{{{inner}}}\n".utf8)
            .write(to: shortcodes.appendingPathComponent("note.mustache"))
        try Data("{{#args}}{{.}}{{/args}}{{params.anything}}{{undeclared}}\n".utf8).write(to: shortcodes.appendingPathComponent("loose.mustache"))
        let loaded = Theme.load(ThemeSource(directory: folder.appendingPathComponent("theme"), isRequired: true, builtIn: [:]), displayPrefix: "templates/")
        XCTAssertNil(loaded.theme)
        XCTAssertNil(loaded.bodies, "a body using a shortcode that failed would only repeat its error")
        XCTAssertEqual(loaded.problems.map(\.description), [
            "templates/shortcodes/loose.mustache:1:43: error: `undeclared` is not a variable of the `loose` shortcode: `imprint help templates` lists what each page has",
            "templates/shortcodes/note.mustache:2:4: error: `titel` is not a variable of the `note` shortcode: did you mean `title`?",
        ])
    }

    func testANameInAPartialIsFineWhenOnePageIncludingItHasIt() throws {
        let messages = try check([
            "post": "{{>head}}", "home": "{{>head}}", "head": "{{page.date.iso}}{{page.feeds}}{{page.nope}}",
        ])
        XCTAssertEqual(messages, [
            "head:1:32: `page.nope` is not a variable of home pages or post pages: `imprint help templates` lists what each page has",
        ])
    }

    func testANameOnlyPagesNoLongerIncludingABuiltInPartialHaveIsDeadThereNotWrong() throws {
        XCTAssertEqual(try check(["post": "", "home": "{{>head}}", "head": headOnlyPostsFill], builtIn: ["head"]), [])
    }

    func testASectionOfASitesPartialOverANameItsPagesLackIsDeadThereButAVariableIsWrong() throws {
        XCTAssertEqual(try check(["post": "", "home": "{{>head}}", "head": headOnlyPostsFill]), [
            "head:1:77: `page.date.long` is not a variable of home pages: `imprint help templates` lists what each page has",
        ])
    }

    func testASectionOfAPagesOwnTemplateOverANameItLacksIsWrong() throws {
        XCTAssertEqual(try check(["home": "{{#page.date}}x{{/page.date}}"]), [
            "home:1:1: `page.date` is not a variable of home pages: `imprint help templates` lists what each page has",
        ])
    }

    func testANameNoPageHasInABuiltInPartialIsAnErrorAtTheSitesInclude() throws {
        let sources = ["home": "x\n {{>summary}}", "summary": "{{title}}{{url}}{{#posts}}{{title}}{{/posts}}"]
        XCTAssertEqual(try check(sources, builtIn: ["summary"]), [
            "home:2:2: the built-in summary uses `title`, which is not a variable of home pages here: "
                + "include it inside a section that has it, or change a copy of it (`imprint theme eject summary`)",
        ])
    }

    func testSectionsPushTheirElementAndNamesFallBackOutwards() throws {
        XCTAssertEqual(try check(["post": "{{#page.tags}}{{name}}{{page.title}}{{#count}}{{slug}}{{/count}}{{/page.tags}}"]), [])
    }

    func testInvertedSectionsPushNothing() throws {
        XCTAssertEqual(try check(["post": "{{^page.tags}}{{slug}}{{/page.tags}}"]), [
            "post:1:15: `slug` is not a variable of post pages: did you mean `page.slug`?",
        ])
    }

    func testParamsAcceptAnyNameBelowThem() throws {
        XCTAssertEqual(try check(["post": "{{page.params.hero.image}}{{#site.params.links}}{{url}}{{/site.params.links}}"]), [])
    }

    func testAWrongSectionNameIsOneErrorNotOnePerNameInside() throws {
        XCTAssertEqual(try check(["post": "{{#page.tgas}}{{name}}{{slug}}{{/page.tgas}}"]), [
            "post:1:1: `page.tgas` is not a variable of post pages: did you mean `page.tags`?",
        ])
    }

    func testAListIndexReachesAnElement() throws {
        XCTAssertEqual(try check(["post": "{{page.tags.0.name}}{{#page.tags.0}}{{url}}{{/page.tags.0}}{{page.tags.x}}"]), [
            "post:1:60: `page.tags.x` is not a variable of post pages: did you mean `page.tags`?",
        ])
    }

    /// A `<head>` whose names only posts have: two tests, then a variable.
    private let headOnlyPostsFill = "{{#page.date}}{{page.date.iso}}{{/page.date}}{{^page.image}}-{{/page.image}}{{page.date.long}}"

    /// The messages for `sources`, checked as the build's `post` and `home` templates, with the
    /// templates named in `builtIn` as the built-in theme's.
    private func check(_ sources: [String: String], builtIn: Set<String> = []) throws -> [String] {
        let library = try TemplateLibrary(templates: sources)
        let templates = PageTemplate.all.filter { $0.name == "post" || $0.name == "home" }
        return TemplateChecker(library: library, templates: templates, builtIn: builtIn).diagnostics(paths: [:]).map {
            "\($0.file):\($0.line!):\($0.column!): \($0.message)"
        }
    }
}
