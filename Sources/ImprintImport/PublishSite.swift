import Foundation
import ImprintCore

/// A site made with Publish (John Sundell's Swift generator), read as an import: the files of each
/// section (`Content/posts/`, `Content/articles/`…) are posts at `/<section>/<path>/`, kept as
/// aliases, but for the projects section's (`Content/projects/`, or the one `--projects-section`
/// names), which are projects at `/projects/<path>/`; the other files at `Content/`'s top are pages; `Resources/` is published at the site's
/// root, as Publish copies it. A section's `index.md` and the home page's `Content/index.md` are
/// the text above Publish's lists, which Imprint makes itself: left out, and named.
/// Links are never followed, and nothing outside the folder is read.
struct PublishSite: SiteFolderSource {
    var source = ImportSource(items: [], skipped: [])
    var staticFiles: [(source: URL, path: String)] = []
    var notes: [String] = []
    var siteRedirects: [(from: String, to: SiteRedirect.Target)] = [("/feed.rss", .path("/feed.xml"))]
    var imagesOnOldHost: [String] = []

    /// A Markdown file of `Content/`, read.
    struct File {
        /// From the site's folder: `Content/posts/first.md`.
        let path: String
        let markdown: PublishMarkdown
        /// In a section's folder: a post.
        let isPost: Bool
        /// Its URL on Publish: `/posts/first/`, or `/about/` for a page.
        let oldURL: String
        var id: String { "publish:" + path }
    }

    /// The site at `folder`; dates without an offset (Publish's `2022-07-30 13:13`) are in `timeZone`.
    static func read(_ folder: URL, timeZone: TimeZone, projectsSection: String = "projects") throws(ImportError) -> PublishSite {
        let package = (try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let isFolder = { (name: String) in POSIXFiles.kind(of: folder.appendingPathComponent(name).path) == .directory }
        guard isFolder("Content"), package.contains("Publish") || isFolder("Resources") else {
            throw ImportError.notAnExport(expected: "a Publish site: a folder with Content/, and Package.swift naming Publish or Resources/")
        }
        var site = PublishSite()
        var listed = FolderListing(root: folder)
        let resources = listed.files(under: "Resources", hidden: true).map { String($0.dropFirst("Resources/".count)) }
        for path in resources { site.staticFiles.append((folder.appendingPathComponent("Resources/" + path), path)) }
        let files = listed.files(under: "Content").compactMap { site.readFile(folder, $0) }
        let oldURLs = Dictionary(files.map { ($0.oldURL, $0.id) }) { first, _ in first }
        var links = PublishLinks(resources: Set(resources), oldSite: Self.siteURL(folder), items: oldURLs)
        let items = files.map { site.item($0, folder: folder, timeZone: timeZone, links: &links, projectsSection: projectsSection) }
        for section in Set(files.filter(\.isPost).map { $0.path.split(separator: "/")[1] }).sorted() where section != projectsSection {
            site.siteRedirects.append(("/\(section)/", .path("/archive/")))
        }
        site.notes += listed.notes
        site.imagesOnOldHost = links.onOldHost
        site.source = ImportSource(items: items, skipped: [])
        return site
    }
}

private extension PublishSite {
    /// The file at `path`, unless it is not an item: not Markdown, a list's text, unreadable.
    mutating func readFile(_ folder: URL, _ path: String) -> File? {
        let parts = path.split(separator: "/").dropFirst().map(String.init), name = parts.last!
        guard JekyllSite.isMarkdown(path) else {
            notes.append("\(path):1: not Markdown, which is all Publish reads from Content/; left out")
            return nil
        }
        let stem = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
        guard stem != "index" else {
            let list = parts.count == 1 ? "the home page" : "the list of /\(parts[0])/"
            notes.append("\(path):1: the text above \(list), which Imprint makes itself; left out: put it in a page, or in the theme")
            return nil
        }
        let text: String
        do {
            let data = try POSIXFiles.read(folder.appendingPathComponent(path).path, within: POSIXFiles.realPath(folder.path))
            text = try SourceText.decode(data, displayPath: path).text
        } catch {
            notes.append("\(path):1: could not be read (\(error)), left out")
            return nil
        }
        let markdown = PublishMarkdown(text, fileName: stem)
        let isPost = parts.count > 1
        // Publish's `path` key moves an item within its section; its URL is the path as a folder.
        let relative = (parts.dropFirst(isPost ? 1 : 0).dropLast() + [stem]).joined(separator: "/")
        let itemPath = (markdown.metadata["path"] ?? relative).split(separator: "/").joined(separator: "/")
        return File(path: path, markdown: markdown, isPost: isPost, oldURL: "/" + (isPost ? parts[0] + "/" : "") + itemPath + "/")
    }

    /// The post, project or page of `file`.
    mutating func item(_ file: File, folder: URL, timeZone: TimeZone, links: inout PublishLinks, projectsSection: String) -> ImportedItem {
        let markdown = file.markdown
        let kind: ImportedItem.Kind = !file.isPost ? .page : file.path.split(separator: "/")[1] == projectsSection ? .project : .post
        var date: PostDate?
        if kind == .post {
            date = markdown.metadata["date"].flatMap { PostDate(parsing: $0, defaultTimeZone: timeZone) }
            if date == nil {
                // Publish dates an item without a date by its file, as it did every time it built the site.
                let modified = try? folder.appendingPathComponent(file.path).resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
                date = modified.map { PostDate(date: $0, timeZone: timeZone) }
                notes.append("\(file.path):1: " + (markdown.metadata["date"].map { "date \"\($0)\" is not yyyy-MM-dd HH:mm" } ?? "no date")
                    + "; dated by the file's last change, as Publish did: check it")
            }
        }
        let (pointed, found) = links.rewritten(markdown.body, page: file.oldURL, origin: file.path, firstLine: markdown.bodyLine)
        notes += found
        // Ink showed every brace as text; Imprint would read some as shortcodes or Liquid.
        let (body, escaped) = BracesAsText.escaped(pointed)
        notes += escaped.map { "\(file.path):\(markdown.bodyLine + $0.line - 1): `\($0.text)`: braces Publish showed as text, escaped to show as written" }
        var tags = file.isPost ? markdown.list("tags") : [], summary = markdown.metadata["description"]
        var project: ImportedProject?
        if kind == .project {
            let facts = HugoProject.project(of: file.path, fields: markdown.projectFields, markdown: body, name: markdown.title, summary: &summary, tags: &tags)
            (project, notes) = (facts.project, notes + facts.notes)
        }
        var item = ImportedItem(
            kind: kind, id: file.id, title: markdown.title,
            slug: TagSlug.make(String(file.oldURL.split(separator: "/").last ?? "")), date: date, updated: nil,
            tags: ImportedItem.uniqueTags(tags), summary: summary,
            link: file.oldURL, draftReason: nil, html: body, line: markdown.bodyLine)
        item.project = project
        item.isMarkdown = true
        item.origin = file.path
        if let image = markdown.metadata["image"] { item.image = links.picture(image, origin: file.path, notes: &notes) }
        for (key, line) in markdown.keyLines.sorted(by: { $0.value < $1.value })
        where !Self.knownKeys.contains(key) && !(kind == .project && HugoProject.keys.contains(key.lowercased())) {
            notes.append("\(file.path):\(line): metadata `\(key)` is not carried over: add it by hand if a template needs it (as page.params.\(key))")
        }
        return item
    }

    /// The metadata Publish itself reads and the import carries over.
    static let knownKeys: Set = ["title", "date", "tags", "description", "image", "path"]

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
