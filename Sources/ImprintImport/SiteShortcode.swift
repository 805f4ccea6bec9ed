import Foundation
import ImprintCore

/// An include of a Jekyll site or a shortcode of a Hugo site, made into a shortcode of the new
/// site: `templates/shortcodes/NAME.mustache`, which the imported tags `{{< NAME … >}}` render.
/// Its template declares no arguments, so that a tag keeps every argument the old one took:
/// named ones reach it as `params.NAME`, the others as `args`.
struct SiteShortcode: Sendable, Equatable {
    let name: String
    /// The old file, from the site's folder: `_includes/note.html`.
    let origin: String
    /// The template's text.
    let template: String
    /// Whether it shows the text between its tags, so that its tags are written as a pair.
    let usesInner: Bool
    /// The arguments, by name or position (`0`), that the old template made HTML from Markdown
    /// (`markdownify`): templates cannot, so the import does, in their tags.
    let markdownArguments: Set<String>
    /// Whether that HTML loses the `<p>` of a single paragraph, as Hugo's `markdownify` does
    /// (Jekyll's keeps it).
    var unwrapsParagraph = false

    /// What follows the name of an argument made HTML: `caption_html`.
    static let htmlSuffix = "_html"

    /// The arguments of a tag for argument `key` (a name, or a position: `0`): itself, and for
    /// one the template showed as Markdown made HTML, that HTML too, as `KEY_html`.
    func arguments(_ key: String, _ value: String) -> [(String, String)] {
        guard markdownArguments.contains(key) else { return [(key, value)] }
        var html = MarkdownRenderer().render(value).html.trimmingWhitespace().replacingOccurrences(of: "\n", with: " ")
        if unwrapsParagraph, html.hasPrefix("<p>"), html.hasSuffix("</p>"), html.ranges(of: "<p>").count == 1 {
            html = String(html.dropFirst(3).dropLast(4))
        }
        return [(key, value), (key + Self.htmlSuffix, html)]
    }

    /// Why an old template was not made into a shortcode: its tags stay in HTML comments.
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// The shortcodes made of the old site's templates, by name, and why the others were not.
    struct Made: Sendable {
        var shortcodes: [String: SiteShortcode] = [:]
        var failures: [String: String] = [:]

        /// Those of `shortcodes` that `markdown`, the imported items' text, writes a tag of.
        func used(in markdown: [String]) -> [SiteShortcode] {
            shortcodes.keys.sorted().compactMap { name in
                let opening = ["{{< \(name) ", "{{% \(name) "]
                return markdown.contains { text in opening.contains { text.contains($0) } } ? shortcodes[name] : nil
            }
        }
    }

    /// The `.html` templates of `folders` (paths from the site's `root`), each made by `convert`
    /// (given its text, name and path), by the name of its file without the extension; a name
    /// found in an earlier folder is kept. Those named in `builtIn` are not read: their tags
    /// become the built-in theme's shortcodes of those names.
    static func read(
        _ folders: [String], in root: URL, except builtIn: Set<String>, into made: inout Made,
        convert: (String, String, String) throws(Failure) -> SiteShortcode
    ) {
        for folder in folders {
            let names = (try? POSIXFiles.list(root.appendingPathComponent(folder).path)) ?? nil
            for file in (names ?? []).sorted() where file.hasSuffix(".html") && !file.hasPrefix(".") {
                let name = String(file.dropLast(".html".count))
                let path = folder + "/" + file
                guard !builtIn.contains(name), made.shortcodes[name] == nil, made.failures[name] == nil,
                      name.wholeMatch(of: /[A-Za-z0-9][\w-]*/) != nil,
                      let data = try? POSIXFiles.read(root.appendingPathComponent(path).path, within: POSIXFiles.realPath(root.path))
                else { continue }
                let source = String(decoding: data, as: UTF8.self)
                // As in imported HTML, nothing that runs or submits comes over by itself.
                if let active = source.firstMatch(of: /(?i)<script\b|<form\b|\son[a-z]+\s*=|javascript:/) {
                    made.failures[name] = "it holds `\(active.output.trimmingWhitespace())`, which would run or submit in a reader's browser: "
                        + "copy it by hand if you trust it"
                    continue
                }
                do {
                    made.shortcodes[name] = try convert(source, name, path)
                } catch {
                    made.failures[name] = error.reason
                }
            }
        }
    }
}
