import Foundation
import ImprintCore

/// The files an import will write, worked out before any is written: names that do not clash
/// with each other or with what is there, URLs that do not clash, aliases, and images. Each kind
/// of file is planned in its own extension (`ImportPlan+Images.swift`, `+FrontMatter`, `+Redirects`,
/// …), which is why the state they share is not private to this file.
struct ImportPlan {
    let siteFolder: URL
    let config: SiteConfig
    let uploads: UploadsFolder?
    var report = ImportReport()
    /// Where comments come from, and when, for the head of each comments file:
    /// `WordPress (export.xml) on 2026-12-02`.
    var commentOrigin = ""
    var files: [(path: String, text: String)] = []
    var copies: [(from: URL, to: String)] = []
    var takenPaths: Set<String> = []
    var takenURLs: Set<String>
    /// The `import_id` of every item the site has, and of those planned: an item that has one is
    /// not imported again.
    private var importedIDs: Set<String>
    /// The file of each item the site has, by its `import_id`: an earlier Imprint imported items
    /// without their comments, which a new import puts beside them.
    private let siteFiles: [String: String]
    /// Where links to each item lead: its file once planned (`@/posts/…`), else its old URL.
    var linkTargets: [String: String] = [:]
    /// For `content/redirects.yml`.
    var siteRedirects: [SiteRedirect] = []
    /// The starter files of `imprint init` the site has unchanged, whose paths and URLs the import
    /// may take, and those it replaces (`replaceStarterFiles()`), removed before writing.
    private var starterFiles: [StarterFiles.File] = []
    private var starterFilesReplaced: [String] = []
    /// Whether an imported page is an about page, whatever its slug (`StarterFiles.isAboutPage`).
    private var importsAboutPage = false
    /// The tags of the site's posts, and the spelling of each imported tag (`mergeTags`).
    private let siteTags: [String]
    var tags = ImportedTags()
    /// The old URLs of the items, for links in bodies written with them.
    var oldLinks = OldURLLinks()
    /// Where the old site is (`setOldSite`), and the static files that are Git LFS pointers, not copied.
    var oldSite: URL?
    var lfsPointers: Set<String> = []

    init(siteFolder: URL, config: SiteConfig, uploads: URL?) {
        self.siteFolder = siteFolder
        self.config = config
        self.uploads = uploads.map { UploadsFolder(folder: $0, siteFolder: siteFolder) }
        let (content, _) = ContentLoader(siteFolder: siteFolder, config: config).load()
        // The site's pages and the old paths its aliases redirect: an import adds to neither.
        takenURLs = Set(content.posts.map { Permalinks.expand(config.permalinks.post, slug: $0.slug, date: $0.date) }
            + content.pages.map { Permalinks.expand(config.permalinks.page, slug: $0.slug, date: nil) }
            + (content.posts.flatMap(\.aliases) + content.pages.flatMap(\.aliases)).map(OutputPath.directoryPath))
        let files = content.posts.map { ($0.importID, $0.sourcePath) } + content.pages.map { ($0.importID, $0.sourcePath) }
            + content.projects.map { project in (project.params.first { $0.key == "import_id" }?.value.text, project.sourcePath) }
        siteFiles = Dictionary(files.compactMap { id, path in id.map { ($0, path) } }) { first, _ in first }
        importedIDs = Set(siteFiles.keys)
        starterFiles = StarterFiles.unchanged(in: content, siteFolder: siteFolder, config: config)
        takenURLs.subtract(starterFiles.map(\.url))
        siteTags = content.posts.flatMap(\.tags)
    }

    /// Replaces the unchanged starter files that the import takes the place of: the about page
    /// when an imported item takes its file or URL, the first post when posts are imported.
    /// Call once everything is planned.
    mutating func replaceStarterFiles() {
        let importsPosts = report.written.contains { $0.hasPrefix("content/posts/") }
        for file in starterFiles where file.goesWithPosts ? importsPosts : importsAboutPage || takenPaths.contains(file.path) || takenURLs.contains(file.url) {
            starterFilesReplaced.append(file.path)
            report.startersReplaced.append(file.path)
        }
    }

    /// Makes `url` the old site's address: images the import does not bring load from it, and
    /// links to it are links to the old site.
    mutating func setOldSite(_ url: URL?) {
        oldSite = url
        if let url { oldLinks.addHost(of: url) }
    }

    /// Gives each tag of `items` one spelling, so that no two share a slug: call before adding them.
    mutating func mergeTags(of items: [ImportedItem]) {
        tags = ImportedTags(items, siteTags: siteTags, slug: config.tagSlug)
        report.mergedTags = tags.merged
    }

    mutating func add(_ item: ImportedItem) {
        let label = "\(item.origin ?? "line \(item.line)"): \(item.title)"
        linkTargets[item.id] = item.link ?? "#"
        for link in [item.link].compactMap({ $0 }) + item.redirects { oldLinks.add(link, id: item.id) }
        // A page has no drafts: one that was not public is not imported at all.
        if item.kind != .post, let reason = item.draftReason {
            leaveOut(item, "\(label): a \(item.kind.rawValue) that was not public (\(reason)); \(item.kind.rawValue)s have no drafts, so it is left out")
            return
        }
        guard item.kind != .post || item.date != nil else {
            leaveOut(item, "\(label): it has no date")
            return
        }
        guard importedIDs.insert(item.id).inserted else {
            report.alreadyImported.append("\(label): the site has it (import_id \(item.id)); left as it is")
            if let path = siteFiles[item.id] { addComments(of: item, beside: path, importedBefore: true) }
            return
        }
        let wanted = item.slug.flatMap { Slug.problem(with: $0) == nil ? $0 : nil } ?? TagSlug.make(item.title)
        var slug = wanted
        if let reason = clash(item, slug: wanted) {
            var number = 2
            while clash(item, slug: "\(wanted)-\(number)") != nil { number += 1 }
            slug = "\(wanted)-\(number)"
            report.renamed.append("\(label): \(wanted) → \(slug) (\(reason))")
        }
        let (path, url) = location(item, slug: slug)
        linkTargets[item.id] = "@/" + path.dropFirst("content/".count)
        takenPaths.insert(path)
        takenURLs.insert(url)
        if item.kind == .page, StarterFiles.isAboutPage(slug: slug, title: item.title) { importsAboutPage = true }
        let markdown: String
        if item.isMarkdown {
            let body = ImportedMarkdownHTML.clean(item.html)
            let origin = item.origin ?? "line"
            report.removedFromHTML += body.removals.map { "\(origin):\(item.line + $0.line - 1): \(item.title): \($0.removal)" }
            markdown = body.markdown
        } else {
            let body = HTMLToMarkdown(basePath: String(config.baseURL.path.dropLast())).convert(attachments(in: item.html))
            report.removedFromHTML += body.removals.map { "\(label): \($0)" }
            markdown = body.markdown
        }
        files.append((path, (item.project?.frontMatter(of: item) ?? frontMatter(item, url: url)) + imagesBrought(markdown, of: item, path: path)))
        // A project has no aliases: its old URLs are redirects of the site.
        if item.kind == .project { for old in [item.link].compactMap({ $0 }) + item.redirects { addSiteRedirect(from: old, to: .path(url)) } }
        report.written.append(path)
        report.importedItems.append(ImportProof.Item(item, path: path))
        let bundle = path.dropLast(Slug.bundleIndex.count)
        for file in item.bundleFiles
        where !OldHostImages.isLFSPointer(file.source) && !refusesPrivateFile(copiedTo: bundle + file.path) && takenPaths.insert(bundle + file.path).inserted {
            copies.append((file.source, bundle + file.path))
            report.bundleFilesCopied += 1
        }
        if item.isScheduled, let date = item.date { report.scheduled.append("\(path): appears on \(DateFormats(date: date).iso8601)") }
        if let reason = item.draftReason {
            report.drafts += 1
            report.draftReasons.append("\(path): \(reason)")
        }
        addComments(of: item, beside: path)
    }

    /// Writes every planned file, none over an existing one, nor through a link, once the
    /// starter files it replaces are removed.
    func write() throws(POSIXFiles.Failure) -> ImportReport {
        for path in starterFilesReplaced {
            if let failure = POSIXFiles.remove(siteFolder.appendingPathComponent(path).path).first { throw failure }
        }
        for (path, text) in files { try create(Data(text.utf8), at: path) }
        for (source, path) in copies {
            // The bytes of the file, never a link to it.
            try create(try POSIXFiles.read(source.path), at: path)
        }
        return report
    }

    private func create(_ data: Data, at path: String) throws(POSIXFiles.Failure) {
        let file = siteFolder.appendingPathComponent(path).path
        guard try POSIXFiles.create(data, at: file) else {
            throw POSIXFiles.Failure(path: file, operation: "write", reason: "something is already there; nothing was replaced")
        }
    }
}

private extension ImportPlan {
    /// Lists the item as skipped, `why`, and counts its comments.
    mutating func leaveOut(_ item: ImportedItem, _ why: String) {
        report.skipped.append(why)
        let comments = ImportedComment.LeftOut.ofItemLeftOut(kept: item.comments, leftOut: item.commentsLeftOut)
        report.commentsLeftOut.merge(comments, uniquingKeysWith: +)
    }

    /// Why `slug` cannot be used for `item`, or nil.
    func clash(_ item: ImportedItem, slug: String) -> String? {
        let (path, url) = location(item, slug: slug)
        if takenPaths.contains(path) { return "another imported item is \(path)" }
        if POSIXFiles.kind(of: siteFolder.appendingPathComponent(path).path) != .missing, !starterFiles.contains(where: { $0.path == path }) {
            return "\(path) exists and is kept; to have the imported one there instead, delete it and import again"
        }
        if takenURLs.contains(url) { return "\(url) is taken" }
        return nil
    }

    /// The file the item becomes (`…/slug.md`, or `…/slug/index.md` with its bundle's files) and its URL.
    func location(_ item: ImportedItem, slug: String) -> (path: String, url: String) {
        let file = item.bundleFiles.isEmpty ? ".md" : "/index.md"
        switch item.kind {
        case .page:
            return ("content/pages/\(slug)\(file)", Permalinks.expand(config.permalinks.page, slug: slug, date: nil))
        case .project:
            return ("content/projects/\(slug)\(file)", "/projects/\(slug)/")
        case .post:
            let date = item.date!
            return ("content/posts/\(DateFormats(date: date).day)-\(slug)\(file)", Permalinks.expand(config.permalinks.post, slug: slug, date: date))
        }
    }
}

extension ImportPlan {
    /// The folders whose pages Imprint makes: tag pages, the archive, projects, the license,
    /// feeds, the home page's pages and assets.
    static let generatedRoots = ["/tags/", "/archive/", "/projects/", "/license/", "/feeds/", "/page/", "/assets/"]
    /// The files Imprint makes at the site's root.
    static let generatedFiles = Set(["index.html", "404.html", "feed.xml", "atom.xml", "_redirects"] + OutputPath.sitemapFiles.map(\.path))
}
