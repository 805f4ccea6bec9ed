import Foundation
import ImprintCore

/// What a Hugo site's configuration (`hugo.toml`, `config.yaml`, `config/_default/hugo.json`…)
/// says about its folders and URLs. Hugo reads its keys in any case, and so does this.
struct HugoConfig {
    /// The file it was read from, from the site's folder, or nil when the site has none.
    var file: String?
    var contentDir = "content"
    var staticDirs = ["static"]
    /// `[permalinks]`: a pattern by section (`posts = "/:year/:month/:slug/"`).
    var permalinks: [String: String] = [:]
    var uglyURLs = false
    var timeZone = TimeZone(identifier: "UTC")!
    /// `params.mainSections`: the sections whose pages are posts.
    var mainSections: [String]?
    /// `[params]`, for `{{< param >}}`.
    var params: [String: String] = [:]
    var isMultilingual = false
    /// `baseURL`, where the old site's files still are.
    var baseURL: String?
    /// `disableKinds`, lowercased: `rss`, `taxonomy`, `term`…
    var disabledKinds: Set<String> = []
    /// `markup.goldmark.renderer.unsafe`: whether Hugo published raw HTML (by default, not).
    var publishesRawHTML = false
    /// `theme`: the themes under `themes/` the site uses, first the one whose files win.
    var themes: [String] = []
    /// The ids Hugo gave headings (`markup.goldmark.parser.autoHeadingIDType`; or Blackfriday's, the
    /// Markdown of Hugo before 0.60), or nil when it gave none (`autoHeadingID = false`).
    var headingIDs: GoldmarkHeadingIDs? = GoldmarkHeadingIDs(style: .github)
    /// `defaultContentLanguage` and `[languages]`: which files are of the language imported.
    var languages = HugoLanguages()

    static let fileNames = ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml", "config.json"]

    init(folder: URL) throws(ImportError) {
        let names = Self.fileNames + Self.fileNames.map { "config/_default/" + $0 }
        guard let name = names.first(where: { POSIXFiles.kind(of: folder.appendingPathComponent($0).path) == .file }) else { return }
        file = name
        var members = try Self.read(folder, name)
        // `config/_default/` may split the settings: `params.toml` holds what `[params]` would.
        for key in ["params", "permalinks"] where name.hasPrefix("config/_default/") {
            for format in ["toml", "yaml", "yml", "json"] where POSIXFiles.kind(of: folder.appendingPathComponent("config/_default/\(key).\(format)").path) == .file {
                members.append((key, YAMLNode(kind: .mapping(try Self.read(folder, "config/_default/\(key).\(format)")), line: 1, column: 1)))
            }
        }
        for (key, value) in members {
            try languages.read(key.lowercased(), value) { text throws(ImportError) in try Self.folderInside(text, key: "\(key).contentDir", file: name) }
            switch (key.lowercased(), value.kind) {
            case ("baseurl", .scalar(let text, _)): baseURL = text.hasSuffix("/") ? String(text.dropLast()) : text
            case ("contentdir", .scalar(let text, _)): contentDir = try Self.folderInside(text, key: key, file: name)
            case ("staticdir", _): staticDirs = try value.texts.map { text throws(ImportError) in try Self.folderInside(text, key: key, file: name) }
            case ("uglyurls", .scalar(let text, _)): uglyURLs = text == "true"
            case ("timezone", .scalar(let text, _)): timeZone = TimeZone(identifier: text) ?? timeZone
            case ("languages", .mapping(let languages)): isMultilingual = languages.count > 1
            case ("permalinks", .mapping(let patterns)):
                // Hugo 0.112 nests them by kind: `[permalinks.page]`.
                for (section, pattern) in patterns {
                    if let text = pattern.text { permalinks[section] = text }
                    if section == "page", case .mapping(let nested) = pattern.kind {
                        for (section, pattern) in nested { if let text = pattern.text { permalinks[section] = text } }
                    }
                }
            case ("params", .mapping(let values)):
                for (name, value) in values {
                    if name.lowercased() == "mainsections" { mainSections = value.texts }
                    if let text = value.text { params[name.lowercased()] = text }
                }
            case ("mainsections", _): mainSections = value.texts
            case ("theme", _): themes = value.texts
            case ("disablekinds", _): disabledKinds = Set(value.texts.map { $0.lowercased() })
            case ("markup", _):
                publishesRawHTML = value["goldmark"]?["renderer"]?["unsafe"]?.text == "true"
                let parser = value["goldmark"]?["parser"]
                let style = value["defaultMarkdownHandler"]?.text == "blackfriday" ? "blackfriday" : parser?["autoHeadingIDType"]?.text ?? "github"
                headingIDs = parser?["autoHeadingID"]?.text == "false" ? nil : GoldmarkHeadingIDs.Style(rawValue: style).map(GoldmarkHeadingIDs.init)
            default: continue
            }
        }
        // The default language's own folder is the content imported.
        if let folder = languages.contentDirs[languages.defaultLanguage] { contentDir = folder }
    }
}

private extension HugoConfig {
    /// The keys of the configuration file `name`, in TOML, YAML or JSON.
    static func read(_ folder: URL, _ name: String) throws(ImportError) -> [(key: String, value: YAMLNode)] {
        guard let data = try? POSIXFiles.read(folder.appendingPathComponent(name).path, within: POSIXFiles.realPath(folder.path)), let text = String(data: data, encoding: .utf8) else {
            throw ImportError.notAnExport(expected: "a Hugo site whose \(name) can be read")
        }
        let root: YAMLNode?
        switch name.split(separator: ".").last {
        case "toml":
            do {
                root = try TOMLDocument.parse(text)
            } catch {
                throw ImportError.invalidConfig(file: name, line: error.line, column: error.column, problem: "TOML syntax error: \(error.message)")
            }
        case "json":
            do {
                root = try JSONDocument.parse(text)
            } catch {
                throw ImportError.notAnExport(expected: "a Hugo site with a smaller \(name) (\(name): \(error.message))")
            }
        default:
            do throws(YAMLSyntaxError) {
                root = try YAMLParser.parse(text)
            } catch {
                throw ImportError(error, file: name)
            }
        }
        guard let root, case .mapping(let members) = root.kind else { throw ImportError.notAnExport(expected: "a Hugo site with a well-formed \(name)") }
        return members
    }

    /// A folder setting as a path inside the site: `./static/` is `static`; `..` and `/` lead out.
    static func folderInside(_ text: String, key: String, file: String) throws(ImportError) -> String {
        let parts = text.split(separator: "/").filter { $0 != "." }
        guard !text.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty else {
            throw ImportError.notAnExport(expected: "a Hugo site whose \(key) (in \(file)) is a folder inside it, not \(text)")
        }
        return parts.joined(separator: "/")
    }
}

extension YAMLNode {
    /// A list's texts, or a scalar's, as one.
    var texts: [String] {
        switch kind {
        case .scalar(let text, _): [text]
        case .sequence(let items): items.compactMap(\.text)
        case .mapping: []
        }
    }
}
