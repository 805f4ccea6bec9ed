import ImprintCore

/// The languages of a Hugo site, which say what an import brings: the pages of the default
/// language, whose files may name it (`about.en.md`, a bundle's `index.en.md`) and keep their
/// URLs without it. A translation into another language (`about.fr.md` beside `about.md`, or a
/// language's own `contentDir`) is left out; a page only in another language comes too, its
/// URL under the language's folder (`/fr/about/`) kept.
struct HugoLanguages {
    /// `defaultContentLanguage`, else `en`: the language imported.
    var defaultLanguage = "en"
    /// Every language `[languages]` names, lowercased.
    var names: Set<String> = []
    /// The `contentDir` of each language that has its own, by language.
    var contentDirs: [String: String] = [:]
    /// `defaultContentLanguageInSubdir`: the default language's URLs under its folder too (`/en/about/`).
    var defaultInSubdir = false

    /// The language a file's name says (`about.fr.md`: `fr`), and its path without it
    /// (`about.md`); or nil and the path, for a name without one.
    func split(_ path: String) -> (path: String, language: String?) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let name = parts.last!.split(separator: ".", omittingEmptySubsequences: false)
        guard name.count > 2 else { return (path, nil) }
        let language = name[name.count - 2].lowercased()
        guard language == defaultLanguage || names.contains(language) else { return (path, nil) }
        let stripped = (name.dropLast(2) + [name.last!]).joined(separator: ".")
        return ((parts.dropLast().map(String.init) + [stripped]).joined(separator: "/"), language)
    }

    /// What Hugo put before the URLs of pages in `language` (nil: the default): `/fr`, or nothing.
    func urlPrefix(for language: String?) -> String {
        let language = language ?? defaultLanguage
        return language == defaultLanguage && !defaultInSubdir ? "" : "/" + language
    }

    /// The folders of the other languages' content (`content/fr`), by language.
    var otherContentDirs: [(language: String, folder: String)] {
        contentDirs.filter { $0.key != defaultLanguage }.map { ($0.key, $0.value) }.sorted { $0.language < $1.language }
    }

    /// Reads `defaultContentLanguage` and the `[languages]` table.
    mutating func read(_ key: String, _ value: YAMLNode, folderInside: (String) throws(ImportError) -> String) throws(ImportError) {
        switch (key, value.kind) {
        case ("defaultcontentlanguage", .scalar(let text, _)):
            defaultLanguage = text.lowercased()
        case ("defaultcontentlanguageinsubdir", .scalar(let text, _)):
            defaultInSubdir = text == "true"
        case ("languages", .mapping(let languages)):
            for (language, settings) in languages {
                names.insert(language.lowercased())
                guard case .mapping(let members) = settings.kind else { continue }
                for (name, setting) in members where name.lowercased() == "contentdir" {
                    if let text = setting.text { contentDirs[language.lowercased()] = try folderInside(text) }
                }
            }
        default:
            return
        }
    }
}

extension HugoSite {
    /// Whether the content file at `path` is a bundle's index: `index.md`, or `index.en.md` in the default language.
    static func isBundleIndex(_ path: String, config: HugoConfig) -> Bool {
        ["index.md", "index.markdown"].contains(config.languages.split(String(path.split(separator: "/").last!)).path)
    }

    /// The files of `content` to import: those of the default language, and the pages only in
    /// another; translations (`about.fr.md` beside `about.md`) and the folders of other languages
    /// are named as left out.
    mutating func ownLanguage(of content: [String], config: HugoConfig) -> [String] {
        let languages = config.languages
        var others: [String: Int] = [:]
        let inOtherFolders = { (path: String) in languages.otherContentDirs.first { path.hasPrefix($0.folder + "/") } }
        let defaults = Set(content.filter { inOtherFolders($0) == nil }.map(languages.split)
            .filter { $0.language.map { $0 == languages.defaultLanguage } ?? true }.map(\.path))
        let oneLanguage = "left out, as Imprint makes a site in one language"
        let own = content.filter { path in
            if let other = inOtherFolders(path) {
                others[other.folder, default: 0] += 1
                return false
            }
            let (stripped, language) = languages.split(path)
            guard let language, language != languages.defaultLanguage else { return true }
            guard defaults.contains(stripped) else {
                if JekyllSite.isMarkdown(path) {
                    notes.append("\(path):1: a page in \(language) only, not in the default language (\(languages.defaultLanguage)): "
                        + "imported, its URL under /\(language)/ kept")
                }
                return true
            }
            notes.append("\(path):1: a page in \(language), translating one in the default language (\(languages.defaultLanguage)): \(oneLanguage)")
            return false
        }
        for (language, folder) in languages.otherContentDirs where folder != config.contentDir {
            let count = others[folder].map { " (\($0) file\($0 == 1 ? "" : "s"))" } ?? ""
            notes.append("\(folder)/:1: the content in \(language)\(count), not the default language (\(languages.defaultLanguage)): \(oneLanguage)")
        }
        return own
    }
}
