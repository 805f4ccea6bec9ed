import Foundation
import ImprintCore

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
    /// The old URLs of theme pages left out that Imprint's own pages answer (`/tags.html` → `/tags/`).
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] = []
    /// Files that could not be read, left out.
    var skipped: [SkippedItem] = []

    static func read(_ given: URL) throws(ImportError) -> JekyllSite {
        let manager = FileManager.default
        guard manager.fileExists(atPath: given.appendingPathComponent("_config.yml").path)
                || manager.fileExists(atPath: given.appendingPathComponent("_posts").path)
        else { throw ImportError.notAnExport(expected: "a Jekyll site: a folder with _config.yml or _posts/") }
        let config = try JekyllConfig(folder: given)
        var site = JekyllSite()
        // Octopress keeps the site in `source/`; never a folder outside the one given.
        let (root, folderNote) = config.siteFolder(in: given)
        if let folderNote { site.notes.append(folderNote) }
        let files = site.listFiles(in: root, config: config)
        let fileSet = Set(files)
        let postFiles = files.filter { $0.hasPrefix("_posts/") || $0.hasPrefix("_drafts/") }.filter(isMarkdown)
        let read = postFiles.compactMap { path in site.readFile(root, path, config: config) }
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
        SiteShortcode.read(["_includes"], in: root, except: Set(LiquidConversion.includeKinds.values), into: &includes) {
            source, name, path throws(SiteShortcode.Failure) in try LiquidTemplateConversion.convert(source, name: name, origin: path)
        }
        conversion.siteIncludes = includes.shortcodes
        conversion.files = fileSet
        var items: [ImportedItem] = []
        let oldPosts = read.filter { $0.path.hasPrefix("_posts/") }.compactMap { oldURL(of: $0, kind: .post, config: config) }
        let published = Set(files.filter { !$0.hasPrefix("_") && !isMarkdown($0) } + oldPosts.map { String($0.dropFirst()) })
        let folderFiles = FolderFiles(root: root, paths: fileSet, published: published)
        for file in read {
            items.append(site.item(file, kind: .post, config: config, conversion: conversion, files: folderFiles))
        }
        for path in files where !path.hasPrefix("_") {
            let url = root.appendingPathComponent(path)
            guard isMarkdown(path) || path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".txt"), Self.hasFrontMatter(url) else {
                site.staticFiles.append((url, path))
                continue
            }
            let file = site.readFile(root, path, config: config)
            if let file, JekyllThemePage.isNotFound(file) {
                items.append(site.item(file, kind: .page, config: config, conversion: conversion, files: folderFiles))
                continue
            }
            guard isMarkdown(path) else {
                site.notes.append("\(path):1: a Liquid template (\(path.split(separator: ".").last!)) of the theme; Imprint makes its own, so it is left out")
                if let file { site.answerWithImprintsPage(file, config: config) }
                continue
            }
            guard path != "index.md", path != "index.markdown", let file else {
                site.notes.append("\(path):1: the home page; Imprint makes its own, so it is left out")
                continue
            }
            guard !JekyllThemePage.isOnlyTemplate(file.matter.body.text) else {
                site.notes.append(
                    "\(path):1: a page of the theme, made only of Liquid and HTML, which shows no text of its own; left out")
                site.answerWithImprintsPage(file, config: config)
                continue
            }
            items.append(site.item(file, kind: .page, config: config, conversion: conversion, files: folderFiles))
        }
        // Themes list a category's posts at /categories/<name>/ (Chirpy, jekyll-archives): the tag's page answers.
        for name in Set(read.flatMap { $0.words("categories") + $0.words("category") }).sorted() {
            let from = "/categories/" + name.lowercased().replacingOccurrences(of: " ", with: "-") + "/"
            if Slug.problem(withAlias: from) == nil { site.siteRedirects.append((from, .tag(name))) }
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
        // Jekyll's names need no padding: `2021-12-9-tca-1` is of 2021-12-09, its title `tca-1`.
        let nameParts = isPost ? stem.wholeMatch(of: /(\d{4}-\d{1,2}-\d{1,2})-(.+)/) : nil
        let named = nameParts.flatMap { ImportDates.jekyll(String($0.output.1), timeZone: timeZone) }
        let jekyllSlug = named != nil ? String(nameParts!.output.2) : stem
        var file = File(path: path, matter: matter, postName: isPost ? stem : nil, date: nil, slug: jekyllSlug, jekyllSlug: jekyllSlug)
        // A draft is dated when it is published; until then, by its file, as Jekyll shows it.
        let modified = path.hasPrefix("_drafts/")
            ? (try? folder.appendingPathComponent(path).resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate)?
                .map { PostDate(date: $0, timeZone: timeZone) } : nil
        let written = file.field("date")
        let date = written.flatMap { ImportDates.jekyll($0, timeZone: timeZone) } ?? named ?? modified
        if let written, ImportDates.jekyll(written, timeZone: timeZone) == nil {
            notes.append("\(path):1: date \"\(written)\" cannot be read as a date; dated by its file name instead")
        }
        let slug = file.field("slug").flatMap { Slug.problem(with: $0) == nil ? $0 : nil } ?? TagSlug.make(jekyllSlug)
        file = File(path: path, matter: matter, postName: file.postName, date: date, slug: slug, jekyllSlug: jekyllSlug)
        return file
    }

    /// Sends the old URL of the theme page `file`, left out, to Imprint's page that lists the
    /// same, when it lists tags, categories or archives.
    mutating func answerWithImprintsPage(_ file: File, config: JekyllConfig) {
        guard let page = JekyllThemePage.imprintPage(answering: file) else { return }
        let url = config.pageURL(of: file)
        siteRedirects.append((url, .path(page)))
        notes.append("\(file.path):1: its URL \(url) is answered by Imprint's \(page)")
    }

    /// The URL Jekyll gave `file`: a post's from its date and categories, a page's from its path.
    static func oldURL(of file: File, kind: ImportedItem.Kind, config: JekyllConfig) -> String? {
        let categories = file.words("categories") + file.words("category")
        return kind == .post ? file.date.map { config.url(of: file, date: $0, categories: categories) } : config.pageURL(of: file)
    }

    /// The item `file` becomes, with the files of the site's folder.
    mutating func item(_ file: File, kind: ImportedItem.Kind, config: JekyllConfig, conversion: LiquidConversion,
                       files: FolderFiles) -> ImportedItem {
        var conversion = conversion
        if case .mapping(let members) = file.matter.fields.kind {
            for (key, value) in members { if case .scalar(let text, _) = value.kind { conversion.values["page." + key.lowercased()] = text } }
        }
        conversion.values["page.url"] = Self.oldURL(of: file, kind: kind, config: config)
        let (liquid, liquidNotes) = conversion.convert(file.matter.body.text)
        let (attributed, attributeNotes) = KramdownAttributes.convert(liquid)
        let markdown = config.headingIDs.map { OldHeadingIDs.keep(in: attributed, style: $0) } ?? attributed
        for note in liquidNotes {
            notes.append("\(file.path):\(file.matter.body.line + note.line - 1): \(note.tag) \(note.why)")
        }
        notes += KramdownAttributes.report(attributeNotes, path: file.path, firstLine: file.matter.body.line)
        let categories = file.words("categories") + file.words("category")
        let isDraft = file.path.hasPrefix("_drafts/") || file.field("published") == "false" || file.field("draft") == "true"
        // The 404 page's text becomes Imprint's 404 page, whose URL is Imprint's own.
        let isNotFound = kind == .page && JekyllThemePage.isNotFound(file)
        if isNotFound { notes.append("\(file.path):1: the 404 page; its text is the site's 404 page, content/pages/404.md") }
        let oldURL = isNotFound ? nil : Self.oldURL(of: file, kind: kind, config: config)
        let frontMatter = JekyllFrontMatter(file) { files.paths.contains($0) ? files.root.appendingPathComponent($0) : nil }
        notes += frontMatter.notes
        var item = ImportedItem(
            kind: kind, id: "jekyll:" + file.path, title: file.field("title") ?? file.jekyllSlug, slug: isNotFound ? "404" : file.slug,
            date: file.date, updated: nil,
            tags: ImportedItem.uniqueTags(file.words("tags") + categories),
            summary: file.field("excerpt") ?? file.field("description") ?? file.field("summary"), link: oldURL,
            draftReason: isDraft ? (file.path.hasPrefix("_drafts/") ? "in _drafts/" : "published: false") : nil,
            html: OldRelativePaths.rooted(markdown.hasPrefix("\n") ? String(markdown.dropFirst()) : markdown,
                                          oldURL: oldURL, published: files.published),
            line: file.matter.body.line)
        item.isMarkdown = true
        item.sourceMarkdown = file.matter.body.text
        item.origin = file.path
        // Themes send paths they want out of the sitemap to the 404 page; Imprint's 404 page needs none.
        item.redirects = isNotFound ? [] : file.words("redirect_from")
        item.image = frontMatter.image
        item.keptFrontMatter = frontMatter.kept
        return item
    }
}

extension JekyllSite {
    /// The files of the site's folder: where it is, their paths in it, and the paths (from the
    /// root, without its slash) the old site published as they are and of its posts, which its
    /// relative paths may name.
    struct FolderFiles {
        let root: URL
        let paths: Set<String>
        let published: Set<String>
    }
}
