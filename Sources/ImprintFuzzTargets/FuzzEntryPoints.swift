import Foundation
import Highlight
@testable import ImprintCore
@testable import ImprintImport

/// The stages that read what people write, each run on arbitrary bytes as a build runs it,
/// for the fuzz targets (`make fuzz`) and their regression tests. Each must return, whatever
/// the bytes; where a stage promises something (highlighting never changes code), the entry
/// point checks it and stops the process when it does not hold, so that the fuzzer sees it.
enum FuzzEntryPoints {
    /// The bytes as a post file (front matter, then every field read and checked) and as site.yml.
    static func frontMatter(_ data: Data) {
        let config = SiteConfig.defaults()
        let loader = ContentLoader(siteFolder: URL(fileURLWithPath: "/nonexistent"), config: config)
        _ = loader.parsePost(data, name: "2011-10-12-fuzz.md", projectSlugs: ["widget"])
        if let source = try? SourceText.decode(data, displayPath: ConfigLoader.path) {
            _ = ConfigLoader.load(source, baseURLOverride: nil)
        }
    }

    /// The bytes as an image whose size a background needs, then as the YAML of site.yml's
    /// `backgrounds`, and the stylesheet those rules make.
    static func backgrounds(_ data: Data) {
        _ = ImageSize(data)
        guard let text = String(data: data, encoding: .utf8), let node = try? YAMLParser.parse(text) else { return }
        let (rules, _) = BackgroundSettingsReader.read(node, path: ConfigLoader.path)
        let nowhere = URL(fileURLWithPath: "/nonexistent")
        _ = BackgroundStylesheet(rules: rules, assets: AssetLocator(contentAssets: nowhere, themeAssets: nowhere), base: BaseURL("https://example.org/blog/")!)
            .generate()
    }

    /// The bytes as an export to import (WordPress, RSS or Atom), each item's HTML turned into
    /// Markdown and rendered; then the bytes themselves as a post's HTML. The promise checked:
    /// the rendered HTML, read again, has no event handler and no script URL left.
    static func importer(_ data: Data) {
        let renderer = MarkdownRenderer(smartPunctuation: false)
        func renderChecked(_ html: String) {
            let rendered = renderer.render(HTMLToMarkdown.convert(html)).html
            let left = HTMLSanitizer.clean(LibXML.parseHTMLFragment(rendered)).removals
            precondition(left.isEmpty, "imported HTML kept \(left.map(\.description)) in: \(rendered)")
        }
        if let root = try? LibXML.parseXML(data) {
            let sources = [try? WordPressExport.read(root), try? FeedArchive.read(root)].compactMap(\.self)
            for item in sources.flatMap(\.items) { renderChecked(item.html) }
        }
        renderChecked(WordPressMarkup.expand(String(decoding: data, as: UTF8.self)))
    }

    /// The bytes as a Hugo configuration file in TOML (through toml++) and in JSON, then as a Hugo
    /// content file, whose front matter may be TOML, YAML or JSON.
    static func hugoConfig(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        _ = try? TOMLDocument.parse(text)
        _ = try? JSONDocument.parse(text)
        _ = try? HugoFrontMatter.read(SourceText(path: "content/posts/fuzz.md", text: text))
    }

    /// The bytes as a post's Markdown body, rendered as a site under `/blog/` renders it; then as
    /// code in the language the first byte picks, checking that highlighting keeps every character.
    static func markdown(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        _ = MarkdownRenderer(smartPunctuation: true, basePath: "/blog", highlightsCode: true).render(text)
        let languages = Language.all
        let language = data.first.map { languages[Int($0) % languages.count].name } ?? "swift"
        let html = Highlighter.html(code: text, info: language + " {linenos=true, hl_lines=[2,\"3-4\"]}")
        precondition(Highlighter.code(inHTML: html).utf8.elementsEqual(text.utf8), "highlighting \(language) changed the code")
    }
}
