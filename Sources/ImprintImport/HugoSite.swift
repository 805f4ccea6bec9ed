import Foundation
import ImprintCore

/// A Hugo site's folder, read as an import. The pages of its main sections (`params.mainSections`,
/// else the section with the most pages) are posts, every other page a page; a page bundle
/// (`posts/name/index.md` and its files) stays a bundle; `static/` is copied to the same paths.
/// Section lists (`_index.md`), the theme and Hugo Pipes' `assets/` are Hugo's, and noted.
/// Links are never followed, and nothing outside the folder is read.
struct HugoSite: SiteFolderSource {
    var source = ImportSource(items: [], skipped: [])
    var staticFiles: [(source: URL, path: String)] = []
    var notes: [String] = []
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] = []
    var shortcodes: [SiteShortcode] = []

    /// A content file, its front matter read.
    struct File {
        /// From the site's folder: `content/posts/first.md`.
        let path: String
        /// From the content folder: `posts/first.md`.
        let logicalPath: String
        let matter: FrontMatter
        /// The files of its bundle, by their paths in it; nil when it is not a bundle.
        let bundle: [(source: URL, path: String)]?
        /// When the file was last changed, to date a post that names no date.
        var modified: Date?
        /// The language its name says (`about.fr.md`), when it says one.
        var language: String?
        var fields: FieldReader { FieldReader(matter.fields, path: path) }
        var section: String { logicalPath.contains("/") ? String(logicalPath.prefix { $0 != "/" }) : "" }
        /// Hugo's `:filename`: the file's name without its extension, or its bundle's folder's.
        var fileName: String {
            let parts = logicalPath.split(separator: "/")
            let name = bundle != nil && parts.count > 1 ? parts[parts.count - 2] : parts.last!
            return String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
        }
    }

    /// The site at `folder`; `now` says which dates are past (an expired page, a scheduled post).
    /// The pages of `projectsSection` are projects, and its `_index.md` the projects page's introduction.
    static func read(_ folder: URL, now: Date, projectsSection: String = "projects") throws(ImportError) -> HugoSite {
        let config = try HugoConfig(folder: folder)
        let contentRoot = folder.appendingPathComponent(config.contentDir)
        guard config.file != nil, POSIXFiles.kind(of: contentRoot.path) == .directory else {
            throw ImportError.notAnExport(expected: "a Hugo site: a folder with hugo.toml (or config.toml, .yaml, .json) and content/")
        }
        var site = HugoSite()
        if config.isMultilingual {
            site.notes.append("\(config.file!):1: a site in several languages: the pages in \(config.languages.defaultLanguage), the default, are imported, and those only in another language; "
                + "translations are left out, each named")
        }
        var listed = FolderListing(root: folder)
        let content = site.ownLanguage(of: listed.files(under: config.contentDir), config: config)
        let bundles = Set(content.filter { Self.isBundleIndex($0, config: config) }.map { Self.folder(of: $0) })
        // Each file of a bundle, by the bundle's folder.
        var bundleFiles: [String: [String]] = [:]
        for path in content {
            if let bundle = Self.folders(of: path).first(where: bundles.contains) { bundleFiles[bundle, default: []].append(path) }
        }
        var files: [File] = [], projectsIntro: File?
        for path in content {
            let name = String(path.split(separator: "/").last!)
            if Self.folders(of: path).contains(where: bundles.contains), !Self.isBundleIndex(path, config: config) { continue }
            guard JekyllSite.isMarkdown(path) else {
                if [".html", ".htm", ".org", ".adoc", ".rst", ".pandoc"].contains(where: path.hasSuffix) {
                    site.notes.append("\(path):1: a page written in \(path.split(separator: ".").last!), left out: import it by hand, or as Markdown")
                } else {
                    site.staticFiles.append((folder.appendingPathComponent(path), String(path.dropFirst(config.contentDir.count + 1))))
                }
                continue
            }
            if name.hasPrefix("_index."), Self.folder(of: path) == config.contentDir + "/" + projectsSection,
               let file = site.readFile(folder, path, config: config, bundleFiles: [:]), !file.matter.body.text.trimmingWhitespace().isEmpty {
                projectsIntro = file
                continue
            }
            if name.hasPrefix("_index.") {
                let text = site.readFile(folder, path, config: config, bundleFiles: [:]).map { $0.matter.body.text.trimmingWhitespace() } ?? ""
                let url = "/" + Self.folder(of: String(path.dropFirst(config.contentDir.count + 1))).split(separator: "/").map { $0 + "/" }.joined()
                site.notes.append("\(path):1: a section's list page (\(name), at \(url)); Imprint makes its own lists (/archive/, /tags/…), so it is left out"
                    + (text.isEmpty ? "" : ", and its text with it: put it in a page, or in the theme's \(path == config.contentDir + "/_index.md" ? "home" : "archive") template"))
                continue
            }
            guard let file = site.readFile(folder, path, config: config, bundleFiles: bundleFiles) else { continue }
            files.append(file)
        }
        for directory in config.staticDirs {
            for path in listed.files(under: directory, hidden: true) { site.staticFiles.append((folder.appendingPathComponent(path), String(path.dropFirst(directory.count + 1)))) }
        }
        site.notes += listed.notes
        for other in ["assets", "data", "i18n"] where POSIXFiles.kind(of: folder.appendingPathComponent(other).path) == .directory {
            site.notes.append("\(other)/:1: \(other == "assets" ? "the sources of Hugo Pipes" : other == "data" ? "Hugo's data files" : "Hugo's translations"), which only templates read; left out")
        }
        let mainSections = config.mainSections ?? Self.largestSection(files.filter { $0.section != projectsSection })
        var conversion = HugoConversion(siteParams: config.params, staticPaths: Set(site.staticFiles.map(\.path)), oldSite: config.baseURL)
        conversion.oldLinks.oldSite = config.baseURL
        conversion.siteShortcodes = Self.siteShortcodes(folder)
        let shortcodeFolders = ["layouts/shortcodes"] + config.themes.map { "themes/\($0)/layouts/shortcodes" }
        SiteShortcode.read(shortcodeFolders, in: folder, except: HugoConversion.convertedNames, into: &conversion.madeShortcodes) {
            source, name, path throws(SiteShortcode.Failure) in try GoTemplateConversion.convert(source, name: name, origin: path)
        }
        let planned = files.map { file in
            (file: file, kind: file.section == projectsSection ? ImportedItem.Kind.project : mainSections.contains(file.section) ? .post : .page)
        } + (projectsIntro.map { [(file: $0, kind: ImportedItem.Kind.page)] } ?? [])
        for (file, _) in planned {
            let link = ImportLink.to("hugo:" + file.logicalPath)
            let logical = file.logicalPath
            let stem = String(logical[..<(logical.lastIndex(of: ".") ?? logical.endIndex)])
            for name in [logical, stem, file.bundle != nil ? Self.folder(of: logical) : stem, String(logical.split(separator: "/").last!)]
            where conversion.pages[name] == nil { conversion.pages[name] = link }
            // Links by old URL lead to published pages only: a link to a draft would stop the build.
            var fields = file.fields
            let shown = site.shownDate(of: file, config: config)
            if fields.string("draft") != "true", (site.publishedDate(of: file, shown: shown, config: config)?.date ?? .distantPast) <= now {
                conversion.oldLinks.targets[site.oldURL(of: file, date: shown, config: config)] = link
            }
        }
        var items: [ImportedItem] = []
        var uses: [String: [String]] = [:]
        for (file, kind) in planned {
            let item = site.item(file, kind: kind, config: config, conversion: conversion, now: now)
            items.append(item)
            for (name, definition) in conversion.siteShortcodes where item.html.contains("{{</* \(name) ") || item.html.contains("{{%/* \(name) ") {
                uses[definition, default: []].append(file.path)
            }
        }
        for (definition, paths) in uses.sorted(by: { $0.key < $1.key }) {
            site.notes.append("\(definition):1: the site's own shortcode, used by \(paths.joined(separator: ", ")): write it as templates/shortcodes/\(definition.split(separator: "/").last!.split(separator: ".").first!).mustache")
        }
        site.shortcodes = conversion.madeShortcodes.used(in: items.map(\.html))
        site.source = ImportSource(items: items, skipped: [], oldSite: ImportSource.oldSite(config.baseURL.map { $0 + "/" }))
        site.siteRedirects = Self.listsAndFeeds(of: files.map(\.section), published: items.filter { $0.draftReason == nil && !$0.isScheduled && $0.kind == .post },
                                                  matter: Dictionary(uniqueKeysWithValues: files.map { ("hugo:" + $0.logicalPath, $0.fields) }), config: config,
                                                  projectsSection: projectsSection)
        return site
    }
}

private extension HugoSite {
    /// The pages and feeds Hugo made besides the posts and pages, and where each is in Imprint:
    /// section lists (`/posts/`) the archive, feeds (`/index.xml`, `/posts/index.xml`) the site's
    /// feed, taxonomy lists and terms (`/categories/apps/`) the tags, which have categories too.
    static func listsAndFeeds(
        of sections: [String], published: [ImportedItem], matter: [String: FieldReader], config: HugoConfig, projectsSection: String
    ) -> [(from: String, to: SiteRedirect.Target)] {
        let rss = !config.disabledKinds.contains("rss"), terms = !config.disabledKinds.contains("term")
        var redirects: [(from: String, to: SiteRedirect.Target)] = rss ? [("/index.xml", .path("/feed.xml"))] : []
        for section in Set(sections.filter { !$0.isEmpty }).sorted() {
            redirects.append(("/\(urlize(section))/", .path(section == projectsSection ? "/projects/" : "/archive/")))
            if rss { redirects.append(("/\(urlize(section))/index.xml", .path("/feed.xml"))) }
        }
        guard !config.disabledKinds.contains("taxonomy") else { return redirects }
        redirects.append(("/categories/", .path("/tags/")))
        if rss { redirects += [("/tags/index.xml", .path("/feed.xml")), ("/categories/index.xml", .path("/feed.xml"))] }
        guard terms else { return redirects }
        for (taxonomy, key) in [("tags", "tags"), ("categories", "categories")] {
            let names: [String] = published.flatMap { item -> [String] in
                guard var fields = matter[item.id] else { return [] }
                return fields.stringList(key)
            }
            for name in ImportedItem.uniqueTags(names).sorted() {
                redirects.append(("/\(taxonomy)/\(urlize(name))/", .tag(name)))
                if rss { redirects.append(("/\(taxonomy)/\(urlize(name))/index.xml", .tagFeed(name))) }
            }
        }
        return redirects
    }

    static func folder(of path: String) -> String { path.split(separator: "/").dropLast().joined(separator: "/") }

    /// The folders `path` is in, nearest first: `a/b/c.md` is in `a/b` and `a`.
    static func folders(of path: String) -> [String] {
        let parts = path.split(separator: "/").dropLast()
        return parts.indices.reversed().map { parts[...$0].joined(separator: "/") }
    }

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
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(base).path)) ?? []).sorted()
            where !name.hasPrefix(".") && (name.hasSuffix(".html") || name.hasSuffix(".md")) {
                let shortcode = String(name.prefix { $0 != "." })
                if found[shortcode] == nil { found[shortcode] = base + "/" + name }
            }
        }
        return found
    }

    mutating func readFile(_ folder: URL, _ path: String, config: HugoConfig, bundleFiles: [String: [String]]) -> File? {
        let matter: FrontMatter
        do {
            let text = try ImportedFileText.read(path, in: folder)
            if let readAs = text.readAs { notes.append("\(path):1: \(readAs)") }
            matter = try HugoFrontMatter.read(text.source)
        } catch let failure as HugoFrontMatter.Failure {
            notes.append("\(path):\(failure.line): its front matter could not be read (\(failure.message)), left out")
            return nil
        } catch let failure as ImportedFileText.Failure {
            notes.append("\(path):1: it could not be read (\(failure.message)), left out")
            return nil
        } catch {
            notes.append("\(path):1: it could not be read, left out")
            return nil
        }
        let folderPath = Self.folder(of: path)
        let bundle = bundleFiles[folderPath].map { files in
            files.filter { $0 != path }.map { (folder.appendingPathComponent($0), String($0.dropFirst(folderPath.count + 1))) }
        }
        let modified = try? folder.appendingPathComponent(path).resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
        let (logicalPath, language) = config.languages.split(String(path.dropFirst(config.contentDir.count + 1)))
        return File(path: path, logicalPath: logicalPath, matter: matter, bundle: bundle, modified: modified, language: language)
    }

    /// Hugo's `.Date`: `date`, else `publishDate`, else `lastmod`; else, as Imprint needs one, the
    /// file name's or the file's time.
    func shownDate(of file: File, config: HugoConfig) -> PostDate? {
        var fields = file.fields
        return ["date", "publishdate", "pubdate", "published", "lastmod", "modified"].lazy
            .compactMap { fields.string($0).flatMap { PostDate(parsing: $0, defaultTimeZone: config.timeZone) } }.first
            ?? PostDate(parsing: String(file.fileName.prefix(10)), defaultTimeZone: config.timeZone)
    }

    /// The date the post appears: `.Date`, or a later `publishDate`, before which Hugo publishes nothing.
    func publishedDate(of file: File, shown: PostDate?, config: HugoConfig) -> PostDate? {
        var fields = file.fields
        guard let publish = ["publishdate", "pubdate", "published"].lazy.compactMap({ fields.string($0).flatMap { PostDate(parsing: $0, defaultTimeZone: config.timeZone) } }).first,
              let shown, publish.date > shown.date
        else { return shown }
        return publish
    }

    /// The slug of the file Imprint writes: front matter `slug`, else the file name's words.
    func slug(of file: File) -> String {
        // The only list page imported is the projects section's, the introduction of /projects/.
        if file.fileName == "_index" { return "projects" }
        var fields = file.fields
        if let slug = fields.string("slug"), Slug.problem(with: slug) == nil { return slug }
        let name = file.fileName
        let dated = name.count > 11 && PostDate(parsing: String(name.prefix(10)), defaultTimeZone: .gmt) != nil
        return TagSlug.make(dated ? String(name.dropFirst(11)) : name)
    }

    mutating func item(_ file: File, kind: ImportedItem.Kind, config: HugoConfig, conversion: HugoConversion, now: Date) -> ImportedItem {
        var fields = file.fields
        var params: [String: String] = [:]
        if case .mapping(let members) = file.matter.fields.kind {
            for (key, value) in members { if let text = value.text { params[key.lowercased()] = text } }
        }
        let known = Set(["title", "date", "publishdate", "pubdate", "published", "lastmod", "modified", "draft", "tags", "categories",
                          "description", "summary", "slug", "url", "aliases", "expirydate", "layout", "type", "weight", "keywords", "headless", "_build", "build"])
            .union(kind == .project ? HugoProject.keys : [])
        if case .mapping(let members) = file.matter.fields.kind {
            for (key, value) in members where !known.contains(key.lowercased()) {
                notes.append("\(file.path):\(value.line): front-matter key `\(key)` is not carried over: add it by hand if a template needs it (as page.params.\(key))")
            }
        }
        var shown = shownDate(of: file, config: config)
        if shown == nil, kind == .post, let modified = file.modified {
            shown = PostDate(date: modified, timeZone: config.timeZone)
            notes.append("\(file.path):1: no date in its front matter: dated by the file's time, \(DateFormats(date: shown!).day); write `date` to set it")
        }
        let date = publishedDate(of: file, shown: shown, config: config)
        let oldURL = oldURL(of: file, date: shown, config: config)
        let page = HugoConversion.Page(path: file.logicalPath, params: params, bundleFiles: Set((file.bundle ?? []).map(\.path)), oldURL: oldURL)
        var (markdown, conversionNotes) = conversion.convert(file.matter.body.text, page: page)
        notes += conversionNotes.map { "\(file.path):\(file.matter.body.line + $0.line - 1): \($0.text)" }
        if !config.publishesRawHTML {
            // Hugo left it out of the page; Imprint shows it (and an HTML comment is in the page's source).
            let own = /^\s*<!--\s*(more\s*|\{\{[<%]\/\*[\s\S]*\*\/[>%]\}\}\s*)-->\s*$/
            let raw = MarkdownRenderer.rawHTML(in: markdown).filter { $0.html.wholeMatch(of: own) == nil }
            if let first = raw.first {
                notes.append("\(file.path):\(file.matter.body.line + first.line - 1): raw HTML (\(raw.count) tag\(raw.count == 1 ? "" : "s") or block\(raw.count == 1 ? "" : "s"), this the first), "
                    + "which Hugo did not publish (markup.goldmark.renderer.unsafe is off) and Imprint does: remove what was not meant to be seen")
            }
        }
        // After the check of raw HTML: the anchors are Imprint's, and Hugo's page had the ids.
        if let ids = config.headingIDs { markdown = OldHeadingAnchors.add(to: markdown) { ids.ids(for: $0.map(\.text)) } }
        var draftReason = fields.string("draft") == "true" ? "draft: true" : nil
        // Hugo renders no page for these: `_build` (or `build`) `render: never`, a headless bundle.
        for key in ["_build", "build"] {
            if let render = file.matter.fields[key]?["render"]?.text ?? file.matter.fields[key.capitalized]?["render"]?.text, ["never", "false", "link"].contains(render.lowercased()) {
                draftReason = draftReason ?? "\(key).render: \(render) (Hugo rendered no page for it)"
            }
        }
        if file.bundle != nil, fields.string("headless") == "true" { draftReason = draftReason ?? "headless: true (Hugo rendered no page for it)" }
        if let expiry = fields.string("expirydate").flatMap({ PostDate(parsing: $0, defaultTimeZone: config.timeZone) }), expiry.date < now {
            draftReason = draftReason ?? "expired on \(DateFormats(date: expiry).day) (expiryDate)"
        }
        var tags = fields.stringList("tags") + fields.stringList("categories"), summary = fields.string("summary") ?? fields.string("description")
        let project = kind == .project ? projectFacts(of: file, markdown: markdown, summary: &summary, tags: &tags) : nil
        var item = ImportedItem(
            kind: kind, id: "hugo:" + file.logicalPath, title: fields.string("title") ?? file.fileName, slug: slug(of: file), date: date,
            updated: fields.string("lastmod").flatMap { PostDate(parsing: $0, defaultTimeZone: config.timeZone) }.flatMap { $0.date > (date?.date ?? .distantFuture) ? $0 : nil },
            tags: ImportedItem.uniqueTags(tags), summary: summary, link: file.fileName == "_index" ? nil : oldURL,
            draftReason: draftReason, html: markdown.hasPrefix("\n") ? String(markdown.dropFirst()) : markdown, line: file.matter.body.line)
        item.isMarkdown = true
        item.sourceMarkdown = file.matter.body.text
        item.project = project
        item.isScheduled = date.map { $0.date > now } ?? false
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
            let values = [
                ":year": String(parts?.year ?? 1), ":month": two(parts?.month), ":monthname": formats?.monthName.lowercased() ?? "",
                ":day": two(parts?.day), ":sections": sections, ":section": file.section, ":title": Self.urlize(title),
                ":slugorfilename": Self.urlize(fields.string("slug") ?? file.fileName), ":slug": Self.urlize(slug),
                ":filename": Self.urlize(file.fileName), ":contentbasename": Self.urlize(file.fileName),
            ]
            // Longest first: `:monthname` is not `:month` and "name".
            let url = pattern.replacing(/:[a-z_]+/) { match in values[String(match.output)] ?? String(match.output) }
            return config.languages.urlPrefix(for: file.language) + url.replacingOccurrences(of: #"/+"#, with: "/", options: .regularExpression)
        }
        let path = (sections.isEmpty ? "" : sections + "/") + (fields.string("slug") ?? file.fileName)
        return config.languages.urlPrefix(for: file.language) + (config.uglyURLs ? "/" + Self.urlize(path) + ".html" : "/" + Self.urlize(path) + "/")
    }

    /// Hugo's `urlize`: lowercase, a run of spaces one hyphen, and only letters, decimal digits,
    /// marks and `._-/#+~%`.
    static func urlize(_ text: String) -> String {
        var result = "", space = false
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.isWhitespace {
                space = !result.isEmpty
                continue
            }
            guard properties.isAlphabetic || properties.numericType == .decimal || [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
                    || "._-/#+~%".unicodeScalars.contains(scalar)
            else { continue }
            if space { result += "-" }
            space = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
