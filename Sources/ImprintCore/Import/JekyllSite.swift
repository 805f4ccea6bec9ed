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
    var shortcodes: [SiteShortcode] = []
    /// Files that could not be read, left out.
    var skipped: [SkippedItem] = []

    static func read(_ root: URL) throws(ImportError) -> JekyllSite {
        let manager = FileManager.default
        guard manager.fileExists(atPath: root.appendingPathComponent("_config.yml").path)
                || manager.fileExists(atPath: root.appendingPathComponent("_posts").path)
        else { throw ImportError.notAnExport(expected: "a Jekyll site: a folder with _config.yml or _posts/") }
        let config = try JekyllConfig(folder: root)
        var site = JekyllSite()
        let (folder, folderNote) = config.siteFolder(in: root)
        if let folderNote { site.notes.append(folderNote) }
        let files = site.listFiles(in: folder, config: config)
        let postFiles = files.filter { $0.hasPrefix("_posts/") || $0.hasPrefix("_drafts/") }.filter(isMarkdown)
        let read = postFiles.compactMap { path in site.readFile(folder, path, config: config) }
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
        var includes = SiteShortcode.Made()
        SiteShortcode.read(["_includes"], in: folder, except: Set(LiquidConversion.includeKinds.values), into: &includes) {
            source, name, path throws(SiteShortcode.Failure) in try LiquidTemplateConversion.convert(source, name: name, origin: path)
        }
        conversion.siteIncludes = includes.shortcodes
        var items: [ImportedItem] = []
        for file in read { items.append(site.item(file, kind: .post, config: config, conversion: conversion)) }
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
            guard path != "index.md", path != "index.markdown" else {
                site.notes.append("\(path):1: the home page; Imprint makes its own, so it is left out")
                continue
            }
            guard let file = site.readFile(folder, path, config: config) else { continue }
            items.append(site.item(file, kind: .page, config: config, conversion: conversion))
        }
        site.shortcodes = includes.used(in: items.map(\.html))
        for (name, reason) in includes.failures.sorted(by: { $0.key < $1.key }) {
            let tag = "include\\s+" + NSRegularExpression.escapedPattern(for: name) + "\\.html"
            guard items.contains(where: { $0.html.range(of: tag, options: .regularExpression) != nil }) else { continue }
            site.notes.append("_includes/\(name).html:1: not made into a shortcode (\(reason)): its includes stay in HTML comments")
        }
        site.source = ImportSource(items: items, skipped: site.skipped, oldSite: config.oldSite)
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

    mutating func readFile(_ folder: URL, _ path: String, config: JekyllConfig) -> File? {
        let timeZone = config.timeZone
        let matter: FrontMatter
        do throws(ImportedFileText.Failure) {
            let text = try ImportedFileText.read(path, in: folder, encoding: config.encoding)
            if let readAs = text.readAs { notes.append("\(path):1: \(readAs)") }
            do throws(ContentError) {
                matter = try FrontMatter(text.source)
            } catch {
                skipped.append(SkippedItem(title: path, line: error.line ?? 1, reason: "its front matter could not be read: \(error.message)"))
                return nil
            }
        } catch {
            skipped.append(SkippedItem(title: path, line: 1, reason: error.message))
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

    mutating func item(_ file: File, kind: ImportedItem.Kind, config: JekyllConfig, conversion: LiquidConversion) -> ImportedItem {
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
        let oldURL: String? = kind == .post ? file.date.map { config.url(of: file, date: $0, categories: categories) } : config.pageURL(of: file)
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
            html: markdown.hasPrefix("\n") ? String(markdown.dropFirst()) : markdown, line: file.matter.body.line)
        item.isMarkdown = true
        item.sourceMarkdown = file.matter.body.text
        item.origin = file.path
        item.redirects = file.words("redirect_from")
        return item
    }
}
