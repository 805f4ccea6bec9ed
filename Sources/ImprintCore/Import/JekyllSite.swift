import Foundation

/// A Jekyll site's folder, read as an import: `_posts/` and `_drafts/` are posts, Markdown files
/// with front matter elsewhere are pages, and every other file the site publishes (`images/`,
/// `assets/`, `favicon.ico`) is a static file, copied to the same path so that its URL holds.
/// Links are never followed, and nothing outside the folder is read.
struct JekyllSite: SiteFolderSource {
    var source = ImportSource(items: [], skipped: [])
    var staticFiles: [(source: URL, path: String)] = []
    /// What could not be converted as it was: `file:line: what, and what was done`.
    var notes: [String] = []

    static func read(_ folder: URL) throws(ImportError) -> JekyllSite {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder.appendingPathComponent("_config.yml").path)
                || manager.fileExists(atPath: folder.appendingPathComponent("_posts").path)
        else { throw ImportError.notAnExport(expected: "a Jekyll site: a folder with _config.yml or _posts/") }
        let config = try JekyllConfig(folder: folder)
        // The site's files are where `source` says, the settings where they were.
        let folder = config.source.map { folder.appendingPathComponent($0) }
            .flatMap { FastFileSystem.kind(of: $0.path) == .directory ? $0 : nil } ?? folder
        var site = JekyllSite()
        let files = site.listFiles(in: folder, config: config)
        let postFiles = files.filter { $0.hasPrefix("_posts/") || $0.hasPrefix("_drafts/") }.filter(isMarkdown)
        let read = postFiles.compactMap { path in site.readFile(folder, path, timeZone: config.timeZone) }
        for path in files where (path.hasPrefix("_posts/") || path.hasPrefix("_drafts/")) && path.hasSuffix(".html") {
            site.notes.append("\(path):1: a post written in HTML, left out: import it by hand, or as Markdown")
        }
        var posts: [String: LiquidConversion.LinkedPost] = [:]
        for file in read {
            guard let name = file.postName else { continue }
            let post = LiquidConversion.LinkedPost(link: ImportLink.to("jekyll:" + file.path), title: file.field("title") ?? file.jekyllSlug)
            // `{% post_url %}` names a post in a folder of `_posts/` with the folder or, in Jekyll 4, without.
            let folderName = String(file.path.dropFirst("_posts/".count).prefix { $0 != "." })
            for key in [name, folderName] where posts[key] == nil { posts[key] = post }
        }
        var conversion = LiquidConversion(posts: posts, excerptSeparator: config.excerptSeparator)
        conversion.values = config.values
        var items: [ImportedItem] = []
        let oldPosts = read.filter { $0.path.hasPrefix("_posts/") }.compactMap { oldURL(of: $0, kind: .post, config: config) }
        let published = Set(files.filter { !$0.hasPrefix("_") && !isMarkdown($0) } + oldPosts.map { String($0.dropFirst()) })
        for file in read { items.append(site.item(file, kind: .post, config: config, conversion: conversion, published: published)) }
        for path in files where !path.hasPrefix("_") {
            let url = folder.appendingPathComponent(path)
            guard isMarkdown(path) || path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".txt"), Self.hasFrontMatter(url) else {
                site.staticFiles.append((url, path))
                continue
            }
            guard isMarkdown(path) else {
                site.notes.append("\(path):1: a Liquid template (\(path.split(separator: ".").last!)) of the theme; Imprint makes its own, so it is left out")
                continue
            }
            guard path != "index.md", path != "index.markdown", let file = site.readFile(folder, path, timeZone: config.timeZone) else {
                site.notes.append("\(path):1: the home page; Imprint makes its own, so it is left out")
                continue
            }
            items.append(site.item(file, kind: .page, config: config, conversion: conversion, published: published))
        }
        site.source = ImportSource(items: items, skipped: [])
        return site
    }
}

extension JekyllSite {
    /// A post or page file, its front matter read.
    struct File {
        let path: String
        let matter: FrontMatter
        /// Jekyll's name of a post (`2010-07-21-name`), which `{% post_url %}` uses.
        let postName: String?
        let date: PostDate?
        /// The slug in the name Imprint writes: front matter `slug`, or the file name's.
        let slug: String
        /// Jekyll's `:title`: the file name's words.
        let jekyllSlug: String

        /// The text of front-matter key `key`, written in any case, as the build reads it.
        func field(_ key: String) -> String? {
            var reader = FieldReader(matter.fields, path: path)
            return reader.string(key)
        }

        /// A list of text, or one text split at its spaces, as Jekyll reads `tags` and `categories`.
        func words(_ key: String) -> [String] {
            var reader = FieldReader(matter.fields, path: path)
            return reader.words(key)
        }
    }

    static func isMarkdown(_ path: String) -> Bool {
        [".md", ".markdown", ".mdown", ".mkd"].contains { path.lowercased().hasSuffix($0) }
    }

    static func hasFrontMatter(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)).map { $0 == Data("---\n".utf8) || $0.starts(with: Data("---\r".utf8)) } ?? false
    }

    /// Every regular file of the folder, by path from it: no links followed, nothing hidden
    /// (`.git`), none of Jekyll's own folders but `_posts` and `_drafts`, nothing excluded.
    mutating func listFiles(in folder: URL, config: JekyllConfig) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey]) else { return [] }
        var files: [String] = []
        let root = folder.standardizedFileURL.path
        while let url = enumerator.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            let topLevel = path.split(separator: "/").first.map(String.init) ?? path
            let hidden = name.hasPrefix(".") || (topLevel.hasPrefix("_") && !["_posts", "_drafts"].contains(topLevel))
            if (hidden && !config.includes(path)) || config.excludes(path) {
                // The theme's folders say nothing; a collection (`_pages/`, `_projects/`) holds content.
                if path == topLevel, topLevel.hasPrefix("_"), !Self.themeFolders.contains(topLevel), values?.isRegularFile != true {
                    notes.append("\(path)/:1: a collection, left out: move its files into _posts/ or the site's folder to import them")
                }
                enumerator.skipDescendants()
                continue
            }
            if values?.isSymbolicLink == true {
                notes.append("\(path):1: a symbolic link, not followed: copy what it leads to by hand")
                continue
            }
            if values?.isRegularFile == true { files.append(path) }
        }
        return files.sorted()
    }

    /// Jekyll's own folders, whose files are the theme's and the build's, not content.
    static let themeFolders: Set = ["_layouts", "_includes", "_sass", "_site", "_data", "_plugins", "_config"]

    mutating func readFile(_ folder: URL, _ path: String, timeZone: TimeZone) -> File? {
        let matter: FrontMatter
        do {
            let data = try FastFileSystem.read(folder.appendingPathComponent(path).path, within: FastFileSystem.realPath(folder.path))
            matter = try FrontMatter(SourceText.decode(data, displayPath: path))
        } catch {
            notes.append("\(path):1: its front matter could not be read (\(error)), left out")
            return nil
        }
        let name = String(path.split(separator: "/").last!)
        let stem = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
        let isPost = path.hasPrefix("_posts/")
        let named = isPost ? PostDate(parsing: String(stem.prefix(10)), defaultTimeZone: timeZone) : nil
        let jekyllSlug = named != nil && stem.count > 11 ? String(stem.dropFirst(11)) : stem
        var file = File(path: path, matter: matter, postName: isPost ? stem : nil, date: nil, slug: jekyllSlug, jekyllSlug: jekyllSlug)
        // A draft is dated when it is published; until then, by its file, as Jekyll shows it.
        let modified = path.hasPrefix("_drafts/")
            ? (try? folder.appendingPathComponent(path).resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)?
                .map { PostDate(date: $0, timeZone: timeZone) } : nil
        let date = file.field("date").flatMap { PostDate(parsing: $0, defaultTimeZone: timeZone) } ?? named ?? modified
        let slug = file.field("slug").flatMap { Slug.problem(with: $0) == nil ? $0 : nil } ?? TagSlug.make(jekyllSlug)
        file = File(path: path, matter: matter, postName: file.postName, date: date, slug: slug, jekyllSlug: jekyllSlug)
        return file
    }

    /// The URL Jekyll gave `file`: a post's from its date and categories, a page's from its path.
    static func oldURL(of file: File, kind: ImportedItem.Kind, config: JekyllConfig) -> String? {
        let categories = file.words("categories") + file.words("category")
        return kind == .post ? file.date.map { config.url(of: file, date: $0, categories: categories) } : config.pageURL(of: file)
    }

    /// The item of `file`; `published` are the paths (from the root, without its slash) of the
    /// files the old site published as they are and of its posts, which its relative paths may name.
    mutating func item(_ file: File, kind: ImportedItem.Kind, config: JekyllConfig, conversion: LiquidConversion,
                       published: Set<String>) -> ImportedItem {
        var conversion = conversion
        if case .mapping(let members) = file.matter.fields.kind {
            for (key, value) in members { if case .scalar(let text, _) = value.kind { conversion.values["page." + key.lowercased()] = text } }
        }
        let (markdown, liquidNotes) = conversion.convert(file.matter.body.text)
        for note in liquidNotes {
            notes.append("\(file.path):\(file.matter.body.line + note.line - 1): \(note.tag) \(note.why)")
        }
        let categories = file.words("categories") + file.words("category")
        let isDraft = file.path.hasPrefix("_drafts/") || file.field("published") == "false" || file.field("draft") == "true"
        let oldURL = Self.oldURL(of: file, kind: kind, config: config)
        let known: Set = ["title", "date", "tags", "categories", "category", "excerpt", "description", "summary", "published", "draft", "slug", "permalink", "redirect_from", "layout"]
        if case .mapping(let members) = file.matter.fields.kind {
            for (key, value) in members where !known.contains(key.lowercased()) {
                notes.append("\(file.path):\(value.line): front-matter key `\(key)` is not carried over: add it by hand if a template needs it (as page.params.\(key))")
            }
        }
        var item = ImportedItem(
            kind: kind, id: "jekyll:" + file.path, title: file.field("title") ?? file.jekyllSlug, slug: file.slug, date: file.date, updated: nil,
            tags: ImportedItem.uniqueTags(file.words("tags") + categories),
            summary: file.field("excerpt") ?? file.field("description") ?? file.field("summary"), link: oldURL,
            draftReason: isDraft ? (file.path.hasPrefix("_drafts/") ? "in _drafts/" : "published: false") : nil,
            html: OldRelativePaths.rooted(markdown.hasPrefix("\n") ? String(markdown.dropFirst()) : markdown,
                                          oldURL: oldURL, published: published),
            line: file.matter.body.line)
        item.isMarkdown = true
        item.origin = file.path
        item.redirects = file.words("redirect_from")
        return item
    }
}
