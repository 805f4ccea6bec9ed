/// JSON, YAML, HTML, XML, CSS and diffs: keys and scalars (a GitHub Actions `run:` line stays one
/// line of text), tags, attributes and entities, embedded CSS and JavaScript, selectors and
/// values, and the lines of a patch.
extension RealWorldExpectations {
    static let markupAndData: [String: TokenExpectation] = [
        "json.json": TokenExpectation(
            tokens: [
                Pair("p", "{"), Pair("nt", "\"data\""), Pair("p", ":"), Pair("p", "["), Pair("s2", "\"builds\""),
                Pair("kc", "false"), Pair("kc", "null"), Pair("mi", "1024"), Pair("mf", "0.4375"),
                Pair("nt", "\"releaseNotes\""),
                Pair("s2", #""• Chapters in the player\n• Fixed a crash when \"Downloads\" was empty\n"#
                    + #"• Caf\u00e9 mode: dims the screen at night""#),
                Pair("mf", "4.375e-1"), Pair("p", "[]"), Pair("nt", "\"included\""), Pair("kc", "true"),
                Pair("mi", "57"), Pair("mf", "-0.25"), Pair("s2", #""exported to C:\\Reports\\builds.csv\twith tabs""#),
                Pair("p", "]"), Pair("p", "}"),
            ]),
        "yaml.yml": TokenExpectation(
            tokens: [
                Pair("c1", "# Written for Imprint's highlighting tests by the Imprint team. Modelled on the GitHub Actions"),
                Pair("nt", "name"), Pair("p", ":"), Pair("nt", "on"), Pair("nt", "branches"), Pair("p", "["),
                Pair("p", ","), Pair("s2", "\"release/**\""), Pair("p", "]"), Pair("p", "-"), Pair("s2", "\"**.md\""),
                Pair("nt", "default"), Pair("kc", "false"), Pair("nt", "cancel-in-progress"), Pair("kc", "true"),
                Pair("nt", "runs-on"), Pair("nt", "timeout-minutes"), Pair("mi", "10"), Pair("nt", "steps"),
                Pair("p", "-"), Pair("nt", "uses"), Pair("nt", "run"), Pair("nt", "matrix"), Pair("nt", "destination"),
                Pair("s2", "\"platform=iOS Simulator,name=iPhone 15,OS=17.5\""),
                Pair("s1", "'platform=macOS,variant=Mac Catalyst'"), Pair("nt", "fetch-depth"), Pair("mi", "0"),
                Pair("p", "|"), Pair("nt", "key"), Pair("nt", "restore-keys"), Pair("nt", "run"), Pair("nt", "env"),
                Pair("nt", "CODE_SIGNING_ALLOWED"), Pair("p", "-"), Pair("nt", "name"), Pair("nt", "if"),
                Pair("nt", "uses"), Pair("nt", "with"), Pair("nt", "path"), Pair("nt", "retention-days"),
                Pair("mi", "7"), Pair("nt", "testflight"), Pair("nt", "if"), Pair("nt", "needs"), Pair("p", "{"),
                Pair("nt", "ruby-version"), Pair("s2", "\"3.3\""), Pair("nt", "bundler-cache"), Pair("p", "}"),
                Pair("nt", "FASTLANE_XCODEBUILD_SETTINGS_TIMEOUT"), Pair("mi", "120"), Pair("p", ">"),
                Pair("nt", "GH_TOKEN"),
            ],
            absent: [Pair("s2", "\"${{ matrix.destination }}\""), Pair("s2", "\"$SCHEME\"")]),
        "html.html": TokenExpectation(
            tokens: [
                Pair("cp", "<!DOCTYPE html>"), Pair("nt", "<html"), Pair("na", "lang"), Pair("o", "="),
                Pair("s", "\"en\""), Pair("nt", ">"), Pair("nt", "<meta"), Pair("na", "charset"), Pair("ni", "&ndash;"),
                Pair("nt", "<style>"), Pair("nd", ":root"), Pair("mh", "#e4572e"), Pair("k", "@media"),
                Pair("nc", ".hero"), Pair("k", "display"), Pair("kc", "grid"), Pair("mi", "2"), Pair("kt", "rem"),
                Pair("nb", "max"), Pair("nt", "img"), Pair("kt", "px"), Pair("nt", "</style>"), Pair("na", "srcset"),
                Pair("ni", "&nbsp;&mdash;"), Pair("nt", "<picture>"), Pair("ni", "&lt;"), Pair("ni", "&thinsp;"),
                Pair("ni", "&amp;"), Pair("ni", "&euro;"), Pair("na", "download"), Pair("ni", "&rsquo;"),
                Pair("ni", "&copy;"), Pair("ni", "&middot;"), Pair("nt", "<script"), Pair("na", "type"),
                Pair("s", "\"module\""), Pair("kd", "const"), Pair("nb", "document"), Pair("k", "await"),
                Pair("k", "of"), Pair("sb", "`"), Pair("si", "${"), Pair("o", "??"), Pair("k", "catch"),
                Pair("nb", "console"), Pair("nt", "</script>"),
            ]),
        "xml.xml": TokenExpectation(
            tokens: [
                Pair("cp", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
                Pair("cp", "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
                    + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"),
                Pair("nt", "<plist"), Pair("na", "version"), Pair("o", "="), Pair("s", "\"1.0\""), Pair("nt", "<dict>"),
                Pair("nt", "<key>"), Pair("nt", "</key>"), Pair("nt", "<string>"), Pair("nt", "</string>"),
                Pair("nt", "<array>"), Pair("nt", "<false/>"), Pair("nt", "<true/>"),
                Pair("c", "<!-- Some feeds are still served over plain HTTP. -->"), Pair("ni", "&amp;"),
                Pair("nt", "<integer>"), Pair("nt", "<real>"), Pair("nt", "</plist>"),
            ],
            absent: [Pair("nt", "<outline>")]),
        "css.css": TokenExpectation(
            tokens: [
                Pair("k", "@import"), Pair("k", "@font-face"), Pair("k", "font-family"), Pair("s2", "\"Charter\""),
                Pair("nb", "url"), Pair("s", "(/fonts/charter-regular.woff2)"), Pair("nb", "format"),
                Pair("kc", "swap"), Pair("mi", "400"), Pair("nd", ":root"), Pair("mh", "#1d1d1f"), Pair("nb", "rgb"),
                Pair("nb", "hsl"), Pair("kt", "%"), Pair("kt", "rem"), Pair("k", "color-scheme"), Pair("kc", "light"),
                Pair("k", "@media"), Pair("nt", "*"), Pair("nd", "::before"), Pair("nt", "html"),
                Pair("k", "-webkit-text-size-adjust"), Pair("nt", "body"), Pair("nb", "var"), Pair("mf", "1.0625"),
                Pair("nc", ".site-header"), Pair("o", ">"), Pair("nt", "nav"), Pair("nd", ":hover"),
                Pair("nd", ":focus-visible"), Pair("o", "+"), Pair("s2", "\"·\""), Pair("nb", "clamp"),
                Pair("nn", "#comments"), Pair("nc", ".post-footer"), Pair("kt", "px"), Pair("nb", "color-mix"),
                Pair("nt", "pre"), Pair("nc", ".highlight"), Pair("nc", ".k"), Pair("mh", "#ad3da4"),
                Pair("nc", ".hll"), Pair("nb", "rgba"), Pair("mf", "0.18"), Pair("nd", "::selection"),
                Pair("k", "@supports"), Pair("k", "@keyframes"), Pair("kt", "ms"), Pair("cp", "!important"),
                Pair("nd", "::after"),
            ]),
        "diff.diff": TokenExpectation(
            tokens: [
                Pair("gd", "---"),
                Pair("gh", "diff --git a/Sources/FeedKit/Parser.swift b/Sources/FeedKit/Parser.swift"),
                Pair("gh", "index 3b18e51..a9c3f1d 100644"), Pair("gd", "--- a/Sources/FeedKit/Parser.swift"),
                Pair("gi", "+++ b/Sources/FeedKit/Parser.swift"), Pair("gu", "@@ -12,7 +12,7 @@ import Foundation"),
                Pair("gd", "-    public var decodesEntities = false"),
                Pair("gi", "+    public var decodesEntities = true"),
                Pair("gu", "@@ -58,18 +58,29 @@ public struct Parser {"), Pair("gd", "--- /dev/null"),
                Pair("gi", "+<?xml version=\"1.0\" encoding=\"UTF-8\"?>"), Pair("gi", "+</rss>"),
                Pair("gh", "diff --git a/Tests/FeedKitTests/ParserTests.swift b/Tests/FeedKitTests/ParserTests.swift"),
                Pair("gd", "-    func testMalformedEntities() throws {"),
                Pair("gi", "+    func testNumericEntitiesAreDecoded() throws {"),
            ]),
    ]
}
