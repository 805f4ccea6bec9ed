import Foundation

/// A Hugo site's folder, read as an import. The pages of its main sections (`params.mainSections`,
/// else the section with the most pages) are posts, every other page a page; a page bundle
/// (`posts/name/index.md` and its files) stays a bundle; `static/` is copied to the same paths.
/// Section lists (`_index.md`), the theme and Hugo Pipes' `assets/` are Hugo's, and noted.
/// Links are never followed, and nothing outside the folder is read.
struct HugoSite: SiteFolderSource {
    var source = ImportSource(items: [], skipped: [])
    var staticFiles: [(source: URL, path: String)] = []
    var notes: [String] = []

    /// A content file, its front matter read.
    struct File {
        /// From the site's folder: `content/posts/first.md`.
        let path: String
        /// From the content folder: `posts/first.md`.
        let logicalPath: String
        let matter: FrontMatter
        /// The files of its bundle, by their paths in it; nil when it is not a bundle.
        let bundle: [(source: URL, path: String)]?
        var fields: FieldReader { FieldReader(matter.fields, path: path) }
        var section: String { logicalPath.contains("/") ? String(logicalPath.prefix { $0 != "/" }) : "" }
        /// Hugo's `:filename`: the file's name without its extension, or its bundle's folder's.
        var fileName: String {
            let parts = logicalPath.split(separator: "/")
            let name = bundle != nil && parts.count > 1 ? parts[parts.count - 2] : parts.last!
            return String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
        }
    }

    static func read(_ folder: URL) throws(ImportError) -> HugoSite {
        let config = try HugoConfig(folder: folder)
        let contentRoot = folder.appendingPathComponent(config.contentDir)
        guard config.file != nil, FastFileSystem.kind(of: contentRoot.path) == .directory else {
            throw ImportError.notAnExport(expected: "a Hugo site: a folder with hugo.toml (or config.toml, .yaml, .json) and content/")
        }
        var site = HugoSite()
        if config.isMultilingual { site.notes.append("\(config.file!):1: a site in several languages: each file is imported as it is, its language not kept") }
        var listed = FolderListing(root: folder)
        let content = listed.files(under: config.contentDir)
        let bundles = Set(content.filter { ["index.md", "index.markdown"].contains($0.split(separator: "/").last!) }.map { Self.folder(of: $0) })
        var files: [File] = []
        for path in content {
            let inBundle = bundles.first { path.hasPrefix($0 + "/") && Self.folder(of: path) != $0 || Self.folder(of: path) == $0 }
            let name = String(path.split(separator: "/").last!)
            if inBundle != nil, !["index.md", "index.markdown"].contains(name) { continue }
            guard JekyllSite.isMarkdown(path) else {
                if [".html", ".htm", ".org", ".adoc", ".rst", ".pandoc"].contains(where: path.hasSuffix) {
                    site.notes.append("\(path):1: a page written in \(path.split(separator: ".").last!), left out: import it by hand, or as Markdown")
                } else {
                    site.staticFiles.append((folder.appendingPathComponent(path), String(path.dropFirst(config.contentDir.count + 1))))
                }
                continue
            }
            if name.hasPrefix("_index.") {
                let text = site.readFile(folder, path, config: config, bundles: [], content: []).map { $0.matter.body.text.trimmingWhitespace() } ?? ""
                let url = "/" + Self.folder(of: String(path.dropFirst(config.contentDir.count + 1))).split(separator: "/").map { $0 + "/" }.joined()
                site.notes.append("\(path):1: a section's list page (\(name), at \(url)); Imprint makes its own lists (/archive/, /tags/…), so it is left out"
                    + (url == "/" ? "" : " and \(url) gets no redirect")
                    + (text.isEmpty ? "" : ", and its text with it: put it in a page, or in the theme's \(path == config.contentDir + "/_index.md" ? "home" : "archive") template"))
                continue
            }
            guard let file = site.readFile(folder, path, config: config, bundles: bundles, content: content) else { continue }
            files.append(file)
        }
        for directory in config.staticDirs {
            for path in listed.files(under: directory) { site.staticFiles.append((folder.appendingPathComponent(path), String(path.dropFirst(directory.count + 1)))) }
        }
        site.notes += listed.notes
        site.notes.append("\(config.file!):1: Hugo's feeds (/index.xml, /SECTION/index.xml, /tags/NAME/index.xml) and taxonomy pages (/categories/NAME/) "
            + "get no redirect: Imprint's feeds are /feed.xml and /atom.xml (a tag's /tags/NAME/feed.xml), and categories are tags (/tags/NAME/); "
            + "a host's own redirects (Netlify's _redirects) can send readers there")
        for other in ["assets", "data", "i18n"] where FastFileSystem.kind(of: folder.appendingPathComponent(other).path) == .directory {
            site.notes.append("\(other)/:1: \(other == "assets" ? "the sources of Hugo Pipes" : other == "data" ? "Hugo's data files" : "Hugo's translations"), which only templates read; left out")
        }
        let mainSections = config.mainSections ?? Self.largestSection(files)
        var conversion = HugoConversion(siteParams: config.params, staticPaths: Set(site.staticFiles.map(\.path)), oldSite: config.baseURL)
        conversion.siteShortcodes = Self.siteShortcodes(folder)
        let planned = files.map { (file: $0, kind: mainSections.contains($0.section) ? ImportedItem.Kind.post : .page) }
        for (file, kind) in planned {
            let link = site.importedLink(file, kind: kind, config: config)
            let logical = file.logicalPath
            let stem = String(logical[..<(logical.lastIndex(of: ".") ?? logical.endIndex)])
            for name in [logical, stem, file.bundle != nil ? Self.folder(of: logical) : stem, String(logical.split(separator: "/").last!)]
            where conversion.pages[name] == nil { conversion.pages[name] = link }
        }
        var items: [ImportedItem] = []
        var uses: [String: [String]] = [:]
        for (file, kind) in planned {
            let item = site.item(file, kind: kind, config: config, conversion: conversion)
            items.append(item)
            for (name, definition) in conversion.siteShortcodes where item.html.contains("{{</* \(name)") || item.html.contains("{{%/* \(name)") {
                uses[definition, default: []].append(file.path)
            }
        }
        for (definition, paths) in uses.sorted(by: { $0.key < $1.key }) {
            site.notes.append("\(definition):1: the site's own shortcode, used by \(paths.joined(separator: ", ")): write it as templates/shortcodes/\(definition.split(separator: "/").last!.split(separator: ".").first!).mustache")
        }
        site.source = ImportSource(items: items, skipped: [])
        return site
    }
}

private extension HugoSite {
    static func folder(of path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }

    /// Hugo's default main section: the one with the most pages.
    static func largestSection(_ files: [File]) -> [String] {
        let counts = Dictionary(grouping: files.map(\.section).filter { !$0.isEmpty }, by: { $0 }).mapValues(\.count)
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { [$0.key] } ?? []
    }

    /// `layouts/shortcodes/*.html`, and those of the themes under `themes/`, by name.
    static func siteShortcodes(_ folder: URL) -> [String: String] {
        var found: [String: String] = [:]
        let themes = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("themes").path))?.sorted() ?? []
        for base in ["layouts/shortcodes"] + themes.map({ "themes/\($0)/layouts/shortcodes" }) {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(base).path)) ?? []).sorted() {
                let shortcode = String(name.prefix { $0 != "." })
                if found[shortcode] == nil { found[shortcode] = base + "/" + name }
            }
        }
        return found
    }

    mutating func readFile(_ folder: URL, _ path: String, config: HugoConfig, bundles: Set<String>, content: [String]) -> File? {
        let matter: FrontMatter
        do {
            let data = try FastFileSystem.read(folder.appendingPathComponent(path).path)
            matter = try HugoFrontMatter.read(SourceText.decode(data, displayPath: path))
        } catch let failure as HugoFrontMatter.Failure {
            notes.append("\(path):\(failure.line): its front matter could not be read (\(failure.message)), left out")
            return nil
        } catch {
            notes.append("\(path):1: it could not be read (\(error)), left out")
            return nil
        }
        let folderPath = Self.folder(of: path)
        let bundle = bundles.contains(folderPath)
            ? content.filter { $0.hasPrefix(folderPath + "/") && $0 != path }.map { (folder.appendingPathComponent($0), String($0.dropFirst(folderPath.count + 1))) }
            : nil
        return File(path: path, logicalPath: String(path.dropFirst(config.contentDir.count + 1)), matter: matter, bundle: bundle)
    }

    /// The date Hugo shows: `date`, else `publishDate`, else `lastmod`, else the file name's; a
    /// later `publishDate` instead, since Hugo publishes nothing before it.
    func date(of file: File, config: HugoConfig) -> PostDate? {
        var fields = file.fields
        let read = { (key: String) in fields.string(key).flatMap { PostDate(parsing: $0, defaultTimeZone: config.timeZone) } }
        let shown = ["date", "publishdate", "pubdate", "published", "lastmod", "modified"].lazy.compactMap(read).first
            ?? PostDate(parsing: String(file.fileName.prefix(10)), defaultTimeZone: config.timeZone)
        guard let publish = ["publishdate", "pubdate", "published"].lazy.compactMap(read).first, let shown, publish.date > shown.date else { return shown }
        return publish
    }

    /// The slug of the file Imprint writes: front matter `slug`, else the file name's words.
    func slug(of file: File) -> String {
        var fields = file.fields
        if let slug = fields.string("slug"), Slug.problem(with: slug) == nil { return slug }
        let name = file.fileName
        let dated = name.count > 11 && PostDate(parsing: String(name.prefix(10)), defaultTimeZone: .gmt) != nil
        return TagSlug.make(dated ? String(name.dropFirst(11)) : name)
    }

    /// The link Imprint's Markdown uses for the file the item will be.
    func importedLink(_ file: File, kind: ImportedItem.Kind, config: HugoConfig) -> String {
        let slug = slug(of: file)
        guard kind == .post, let date = date(of: file, config: config) else { return "@/pages/\(slug).md" }
        let stem = DateFormats(date: date).day + "-" + slug
        return file.bundle != nil ? "@/posts/\(stem)/index.md" : "@/posts/\(stem).md"
    }

    mutating func item(_ file: File, kind: ImportedItem.Kind, config: HugoConfig, conversion: HugoConversion) -> ImportedItem {
        var fields = file.fields
        var params: [String: String] = [:]
        if case .mapping(let members) = file.matter.fields.kind {
            for (key, value) in members { if let text = value.text { params[key.lowercased()] = text } }
        }
        let known: Set = ["title", "date", "publishdate", "pubdate", "published", "lastmod", "modified", "draft", "tags", "categories",
                          "description", "summary", "slug", "url", "aliases", "expirydate", "layout", "type", "weight", "keywords", "headless", "_build", "build"]
        if case .mapping(let members) = file.matter.fields.kind {
            for (key, value) in members where !known.contains(key.lowercased()) {
                notes.append("\(file.path):\(value.line): front-matter key `\(key)` is not carried over: add it by hand if a template needs it (as page.params.\(key))")
            }
        }
        let date = date(of: file, config: config)
        let oldURL = oldURL(of: file, date: date, config: config)
        let page = HugoConversion.Page(path: file.logicalPath, params: params, bundleFiles: Set((file.bundle ?? []).map(\.path)), oldURL: oldURL)
        let (markdown, conversionNotes) = conversion.convert(file.matter.body.text, page: page)
        notes += conversionNotes.map { "\(file.path):\(file.matter.body.line + $0.line - 1): \($0.text)" }
        var draftReason = fields.string("draft") == "true" ? "draft: true" : nil
        // Hugo renders no page for these: `_build` (or `build`) `render: never`, a headless bundle.
        for key in ["_build", "build"] {
            if let render = file.matter.fields[key]?["render"]?.text ?? file.matter.fields[key.capitalized]?["render"]?.text, ["never", "false"].contains(render.lowercased()) {
                draftReason = draftReason ?? "\(key).render: \(render) (Hugo rendered no page for it)"
            }
        }
        if file.bundle != nil, fields.string("headless") == "true" { draftReason = draftReason ?? "headless: true (Hugo rendered no page for it)" }
        if let expiry = fields.string("expirydate").flatMap({ PostDate(parsing: $0, defaultTimeZone: config.timeZone) }), expiry.date < Date() {
            draftReason = draftReason ?? "expired on \(DateFormats(date: expiry).day) (expiryDate)"
        }
        var item = ImportedItem(
            kind: kind, id: "hugo:" + file.logicalPath, title: fields.string("title") ?? file.fileName, slug: slug(of: file), date: date,
            updated: fields.string("lastmod").flatMap { PostDate(parsing: $0, defaultTimeZone: config.timeZone) }.flatMap { $0 == date ? nil : $0 },
            tags: ImportedItem.uniqueTags(fields.stringList("tags") + fields.stringList("categories")),
            summary: fields.string("summary") ?? fields.string("description"), link: oldURL,
            draftReason: draftReason, html: markdown.hasPrefix("\n") ? String(markdown.dropFirst()) : markdown, comments: 0, line: file.matter.body.line)
        item.isMarkdown = true
        item.isScheduled = date.map { $0.date > Date() } ?? false
        item.origin = file.path
        item.bundleFiles = file.bundle ?? []
        // Hugo reads an alias without a leading `/` from the folder of the page's URL.
        let parent = (item.link ?? "/").split(separator: "/").dropLast().map { $0 + "/" }.joined()
        item.redirects = fields.stringList("aliases").map { $0.hasPrefix("/") ? $0 : "/" + parent + $0 }
        return item
    }

    /// The URL Hugo gave the page: its `url`, its section's `[permalinks]` pattern filled in, or
    /// its path from the content folder, as a folder (a file with `uglyURLs`).
    func oldURL(of file: File, date: PostDate?, config: HugoConfig) -> String {
        var fields = file.fields
        if let url = fields.string("url") { return url.hasPrefix("/") ? url : "/" + url }
        let title = fields.string("title") ?? file.fileName
        let slug = fields.string("slug") ?? Self.urlize(title)
        let sections = Self.folder(of: file.bundle != nil ? Self.folder(of: file.logicalPath) : file.logicalPath)
        if let pattern = config.permalinks[file.section.isEmpty ? "/" : file.section] {
            let parts = date.map { PostDate(date: $0.date, timeZone: config.timeZone).components }
            let two = { (value: Int?) in String(format: "%02d", value ?? 0) }
            let formats = date.map { DateFormats(date: PostDate(date: $0.date, timeZone: config.timeZone)) }
            var url = pattern
            for (token, value) in [
                (":year", String(parts?.year ?? 1)), (":month", two(parts?.month)), (":monthname", formats?.monthName.lowercased() ?? ""),
                (":day", two(parts?.day)),
                (":sections", sections), (":section", file.section), (":title", Self.urlize(title)), (":slugorfilename", fields.string("slug") ?? file.fileName),
                (":slug", slug), (":filename", file.fileName), (":contentbasename", file.fileName),
            ] { url = url.replacingOccurrences(of: token, with: value) }
            return url.replacingOccurrences(of: #"/+"#, with: "/", options: .regularExpression)
        }
        let path = (sections.isEmpty ? "" : sections + "/") + (fields.string("slug") ?? file.fileName)
        return config.uglyURLs ? "/" + Self.urlize(path) + ".html" : "/" + Self.urlize(path) + "/"
    }

    /// Hugo's `urlize`: lowercase, spaces as hyphens, only letters, digits, marks and `._-/#+~`.
    static func urlize(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
                || "._-/#+~".unicodeScalars.contains(scalar) ? Character(scalar) : nil
        })
    }
}
