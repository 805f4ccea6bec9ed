import Foundation

/// A site made with Publish (John Sundell's Swift generator), read as an import: the files of each
/// section (`Content/posts/`, `Content/articles/`…) are posts at `/<section>/<path>/`, kept as
/// aliases; the other files at `Content/`'s top are pages; `Resources/` is published at the site's
/// root, as Publish copies it. A section's `index.md` and the home page's `Content/index.md` are
/// the text above Publish's lists, which Imprint makes itself: left out, and named.
/// Links are never followed, and nothing outside the folder is read.
struct PublishSite: SiteFolderSource {
    var source = ImportSource(items: [], skipped: [])
    var staticFiles: [(source: URL, path: String)] = []
    var notes: [String] = []
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] = [("/feed.rss", .path("/feed.xml"))]
    var imagesOnOldHost: [String] = []

    /// The site at `folder`; dates without an offset (Publish's `2022-07-30 13:13`) are in `timeZone`.
    static func read(_ folder: URL, timeZone: TimeZone) throws(ImportError) -> PublishSite {
        let package = (try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let isFolder = { (name: String) in FastFileSystem.kind(of: folder.appendingPathComponent(name).path) == .directory }
        guard isFolder("Content"), package.contains("Publish") || isFolder("Resources") else {
            throw ImportError.notAnExport(expected: "a Publish site: a folder with Content/, and Package.swift naming Publish or Resources/")
        }
        var site = PublishSite()
        var listed = FolderListing(root: folder)
        let resources = listed.files(under: "Resources", hidden: true).map { String($0.dropFirst("Resources/".count)) }
        for path in resources { site.staticFiles.append((folder.appendingPathComponent("Resources/" + path), path)) }
        var images = PublishImages(resources: Set(resources), oldSite: Self.siteURL(folder))
        var items: [ImportedItem] = []
        for path in listed.files(under: "Content") {
            let parts = path.split(separator: "/").dropFirst().map(String.init)
            guard JekyllSite.isMarkdown(path) else {
                site.notes.append("\(path):1: not Markdown, which is all Publish reads from Content/; left out")
                continue
            }
            let stem = String(parts.last![..<(parts.last!.lastIndex(of: ".") ?? parts.last!.endIndex)])
            guard stem != "index" else {
                let list = parts.count == 1 ? "the home page" : "the list of /\(parts[0])/"
                site.notes.append("\(path):1: the text above \(list), which Imprint makes itself; left out: put it in a page, or in the theme")
                continue
            }
            guard let item = site.item(folder, path, parts: parts, stem: stem, timeZone: timeZone, images: &images) else { continue }
            items.append(item)
        }
        for section in Set(items.filter { $0.kind == .post }.compactMap { $0.origin?.split(separator: "/").dropFirst().first }).sorted() {
            site.siteRedirects.append(("/\(section)/", .path("/archive/")))
        }
        site.notes += listed.notes
        site.imagesOnOldHost = images.onOldHost
        site.source = ImportSource(items: items, skipped: [])
        return site
    }
}

private extension PublishSite {
    /// The post (in a section's folder) or page (at the top of `Content/`) of the file at `path`.
    mutating func item(_ folder: URL, _ path: String, parts: [String], stem: String, timeZone: TimeZone, images: inout PublishImages) -> ImportedItem? {
        let file = folder.appendingPathComponent(path)
        let text: String
        do {
            text = try SourceText.decode(try FastFileSystem.read(file.path, within: FastFileSystem.realPath(folder.path)), displayPath: path).text
        } catch {
            notes.append("\(path):1: could not be read (\(error)), left out")
            return nil
        }
        let markdown = PublishMarkdown(text, fileName: stem)
        let isPost = parts.count > 1
        // Publish's `path` key moves an item within its section; its URL is the path as a folder.
        let relative = parts.dropFirst(isPost ? 1 : 0).joined(separator: "/")
        let itemPath = markdown.metadata["path"] ?? String(relative.dropLast(parts.last!.count - stem.count))
        let oldURL = "/" + (isPost ? parts[0] + "/" : "") + itemPath.split(separator: "/").joined(separator: "/") + "/"
        var date: PostDate?
        if isPost {
            date = markdown.metadata["date"].flatMap { PostDate(parsing: $0, defaultTimeZone: timeZone) }
            if date == nil {
                // Publish dates an item without a date by its file, as it did every time it built the site.
                let modified = try? file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
                date = modified.map { PostDate(date: $0, timeZone: timeZone) }
                notes.append("\(path):1: " + (markdown.metadata["date"].map { "date \"\($0)\" is not yyyy-MM-dd HH:mm" } ?? "no date")
                    + "; dated by the file's last change, as Publish did: check it")
            }
        }
        let (body, found) = images.rewritten(markdown.body, page: oldURL, origin: path, firstLine: markdown.bodyLine)
        var item = ImportedItem(
            kind: isPost ? .post : .page, id: "publish:" + path, title: markdown.title, slug: TagSlug.make(String(itemPath.split(separator: "/").last ?? "")),
            date: date, updated: nil, tags: isPost ? ImportedItem.uniqueTags(markdown.list("tags")) : [],
            summary: markdown.metadata["description"], link: oldURL, draftReason: nil, html: body, line: markdown.bodyLine)
        item.isMarkdown = true
        item.origin = path
        notes += found
        if let image = markdown.metadata["image"] { item.image = images.picture(image, origin: path, notes: &notes) }
        return item
    }

    /// The site's address, from `var url = URL(string: "…")` in `Sources/*/main.swift`.
    static func siteURL(_ folder: URL) -> String? {
        let sources = folder.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path))?.sorted() ?? []
        for target in targets {
            guard let main = try? String(contentsOf: sources.appendingPathComponent(target + "/main.swift"), encoding: .utf8),
                  let match = main.firstMatch(of: /var\s+url\s*(?::\s*URL\s*)?=\s*URL\(string:\s*"(https?:\/\/[^"]+)"\)/)
            else { continue }
            return String(match.output.1)
        }
        return nil
    }
}
