import Foundation

/// The files an import will write, worked out before any is written: names that do not clash
/// with each other or with what is there, URLs that do not clash, aliases, and images.
struct ImportPlan {
    let siteRoot: URL
    let config: SiteConfig
    let uploads: UploadsFolder?
    var report = ImportReport()
    /// Where comments come from, and when, for the head of each comments file:
    /// `WordPress (export.xml) on 2026-12-02`.
    var commentOrigin = ""
    private var files: [(path: String, text: String)] = []
    private var copies: [(from: URL, to: String)] = []
    private var takenPaths: Set<String> = []
    private var takenURLs: Set<String>
    /// The `import_id` of every item the site has, and of those planned: an item that has one is
    /// not imported again.
    private var importedIDs: Set<String>
    /// The file of each item the site has, by its `import_id`: an earlier Imprint imported items
    /// without their comments, which a new import puts beside them.
    private let siteFiles: [String: String]
    /// Where links to each item lead: its file once planned (`@/posts/…`), else its old URL.
    private var linkTargets: [String: String] = [:]
    /// For `content/redirects.yml`.
    private var siteRedirects: [SiteRedirect] = []
    /// The starter files of `imprint init` the site has unchanged, whose paths and URLs the import
    /// may take, and those it replaces (`replaceStarterFiles()`), removed before writing.
    private var starterFiles: [StarterFiles.File] = []
    private var starterFilesReplaced: [String] = []
    /// Whether an imported page is an about page, whatever its slug (`StarterFiles.isAboutPage`).
    private var importsAboutPage = false
    /// The tags of the site's posts, and the spelling of each imported tag (`mergeTags`).
    private let siteTags: [String]
    private var tags = ImportedTags()
    /// The old URLs of the items, for links in bodies written with them.
    private var oldLinks = OldURLLinks()
    /// Where the old site is (`setOldSite`), and the static files that are Git LFS pointers, not copied.
    private var oldSite: URL?
    private var lfsPointers: Set<String> = []

    init(siteRoot: URL, config: SiteConfig, uploads: URL?) {
        self.siteRoot = siteRoot
        self.config = config
        self.uploads = uploads.map { UploadsFolder(folder: $0, siteRoot: siteRoot) }
        let (content, _) = ContentLoader(siteRoot: siteRoot, config: config).load()
        // The site's pages and the old paths its aliases redirect: an import adds to neither.
        takenURLs = Set(content.posts.map { Permalinks.expand(config.permalinks.post, slug: $0.slug, date: $0.date) }
            + content.pages.map { Permalinks.expand(config.permalinks.page, slug: $0.slug, date: nil) }
            + (content.posts.flatMap(\.aliases) + content.pages.flatMap(\.aliases)).map(RedirectsPlanner.directoryPath))
        let files = content.posts.map { ($0.importID, $0.sourcePath) } + content.pages.map { ($0.importID, $0.sourcePath) }
            + content.projects.map { project in (project.params.first { $0.key == "import_id" }?.value.text, project.sourcePath) }
        siteFiles = Dictionary(files.compactMap { id, path in id.map { ($0, path) } }) { first, _ in first }
        importedIDs = Set(siteFiles.keys)
        starterFiles = StarterFiles.unchanged(in: content, siteRoot: siteRoot, config: config)
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

    /// Plans the copy of a static file of a site's folder to `content/static/` (or, under
    /// `assets/`, to `content/assets/`, which serves `/assets/`), where it keeps its URL; a file
    /// that is there already is kept.
    mutating func addStaticFile(_ source: URL, path: String) {
        // What Imprint makes itself would clash with the old file at its URL.
        if Self.generatedFiles.contains(path) || Self.generatedRoots.contains(where: { $0 != "/assets/" && ("/" + path).hasPrefix($0) }) {
            report.notConverted.append("\(path):1: Imprint makes this file itself, so the old one is left out")
            return
        }
        let destination = path.hasPrefix("assets/") ? "content/" + path : "content/static/" + path
        if refusesPrivateFile(copiedTo: destination) { return }
        if OldHostImages.isLFSPointer(source) {
            lfsPointers.insert(destination)
            report.notConverted.append("\(path):1: a Git LFS pointer, not the file, so it is not copied: "
                + "run `git lfs pull` in the old site, then import again")
            return
        }
        guard !takenPaths.contains(destination), FastFileSystem.kind(of: siteRoot.appendingPathComponent(destination).path) == .missing else {
            report.staticKept.append(destination)
            return
        }
        takenPaths.insert(destination)
        copies.append((source, destination))
        report.staticCopied.append(destination)
    }

    /// Plans `from: to` for `content/redirects.yml`: an old page or feed of the site that no
    /// item owns (a list, a tag's feed). Not onto a page or alias the site has, nor where Imprint
    /// makes a page itself; `to` must be one of Imprint's own pages or files.
    mutating func addSiteRedirect(from: String, to target: SiteRedirect.Target) {
        let to: String
        switch target {
        case .path(let path): to = path
        case .tag(let name): to = "/tags/\(config.tagSlug(name))/"
        case .tagFeed(let name): to = "/tags/\(config.tagSlug(name))/feed.xml"
        }
        let redirect = SiteRedirect(from: from, to: to, line: 0)
        let path = redirect.isFileCopy ? from : RedirectsPlanner.directoryPath(from)
        guard path != to, !takenURLs.contains(path), !Self.generatedFiles.contains(String(path.dropFirst())),
              redirect.isFileCopy || !Self.generatedRoots.contains(where: { path.hasPrefix($0) }),
              !siteRedirects.contains(where: { $0.from == from })
        else { return }
        takenURLs.insert(path)
        siteRedirects.append(redirect)
    }

    /// `content/redirects.yml` with the planned redirects; or, when the site has one, the lines
    /// it lacks, for the report.
    mutating func planSiteRedirects() {
        guard !siteRedirects.isEmpty else { return }
        let (existing, _) = SiteRedirect.load(siteRoot: siteRoot)
        let missing = siteRedirects.filter { redirect in !existing.contains { $0.from == redirect.from } }
        let lines = missing.map { "\(YAMLText.quoted($0.from)): \(YAMLText.quoted($0.to))" }
        guard !missing.isEmpty else { return }
        let path = SiteRedirect.path
        if FastFileSystem.kind(of: siteRoot.appendingPathComponent(path).path) == .missing, !takenPaths.contains(path) {
            takenPaths.insert(path)
            files.append((path, "# Old pages and feeds of the imported site, and where each is now.\n" + lines.joined(separator: "\n") + "\n"))
            report.siteRedirects = missing.map { "\($0.from) → \($0.to)" }
        } else {
            report.siteRedirectsToAdd = lines
        }
    }

    /// Plans `templates/shortcodes/NAME.mustache` made from an include or shortcode of the old
    /// site, when a planned item uses it; call once every item is added. A template of that name
    /// the site has is kept: with the same text, it is the one an earlier import made; with
    /// another, the made one takes the next free name (`note-2`) and the imported items' tags follow it.
    mutating func addShortcode(_ shortcode: SiteShortcode) {
        let items = files.filter { $0.path.hasPrefix("content/") }.map(\.text)
        guard !SiteShortcode.Made(shortcodes: [shortcode.name: shortcode]).used(in: items).isEmpty else { return }
        var name = shortcode.name, number = 1, path = "", kept = false
        while true {
            path = "templates/\(Shortcodes.folder)\(name).mustache"
            let file = siteRoot.appendingPathComponent(path).path
            if !takenPaths.contains(path), FastFileSystem.kind(of: file) == .missing { break }
            if !takenPaths.contains(path), (try? FastFileSystem.read(file)) == Data(shortcode.template.utf8) {
                kept = true
                break
            }
            number += 1
            name = "\(shortcode.name)-\(number)"
        }
        var line = "\(path), from \(shortcode.origin)" + (kept ? " (the site has it already)" : "")
        if !kept {
            takenPaths.insert(path)
            files.append((path, shortcode.template))
        }
        if name != shortcode.name {
            files = files.map { $0.path.hasPrefix("content/") ? ($0.path, Self.renamingShortcode(shortcode.name, to: name, in: $0.text)) : $0 }
            line += ": templates/\(Shortcodes.folder)\(shortcode.name).mustache is the site's own and is kept, "
                + "so the imported tags are `{{< \(name) >}}`"
        }
        report.shortcodesMade.append(line)
    }

    /// Links between imported items lead to the files they became (or, for one left out, to its
    /// old URL): call once every item is added.
    mutating func resolveLinks() {
        files = files.map { ($0.path, ImportLink.resolving($0.text) { id in linkTargets[id] ?? "#" }) }
        resolveOldURLLinks()
        pointLinksAtOldSite()
    }

    /// Writes every planned file, none over an existing one, nor through a link, once the
    /// starter files it replaces are removed.
    func write() throws(FastFileSystem.Failure) -> ImportReport {
        for path in starterFilesReplaced {
            if let failure = FastFileSystem.remove(siteRoot.appendingPathComponent(path).path).first { throw failure }
        }
        for (path, text) in files { try create(Data(text.utf8), at: path) }
        for (source, path) in copies {
            // The bytes of the file, never a link to it.
            try create(try FastFileSystem.read(source.path), at: path)
        }
        return report
    }

    private func create(_ data: Data, at path: String) throws(FastFileSystem.Failure) {
        let file = siteRoot.appendingPathComponent(path).path
        guard try FastFileSystem.create(data, at: file) else {
            throw FastFileSystem.Failure(path: file, operation: "write", reason: "something is already there; nothing was replaced")
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

    /// Plans the comments file beside the item's file at `path` (the site's, when it was
    /// `importedBefore`), unless the site has one there: that one is kept. A comment the export
    /// has no date for has its item's, as the build needs one.
    mutating func addComments(of item: ImportedItem, beside path: String, importedBefore: Bool = false) {
        report.commentsLeftOut.merge(item.commentsLeftOut, uniquingKeysWith: +)
        guard !item.comments.isEmpty else { return }
        let file = CommentsFile.path(forContentFile: path), count = item.comments.count
        guard takenPaths.insert(file).inserted, FastFileSystem.kind(of: siteRoot.appendingPathComponent(file).path) == .missing else {
            report.commentFilesKept.append("\(file) (\(count) comment\(count == 1 ? "" : "s") of \(path) not written)")
            return
        }
        var comments = item.comments
        for index in comments.indices where comments[index].date == nil && item.date != nil {
            comments[index].date = item.date
            report.commentsDatedAsItem += 1
        }
        files.append((file, CommentFile.text(comments, of: item.kind, origin: commentOrigin)))
        report.commentFiles.append(file + (importedBefore ? " (the \(item.kind.rawValue) was imported before)" : ""))
        report.commentsKept += count
    }

    /// Why `slug` cannot be used for `item`, or nil.
    func clash(_ item: ImportedItem, slug: String) -> String? {
        let (path, url) = location(item, slug: slug)
        if takenPaths.contains(path) { return "another imported item is \(path)" }
        if FastFileSystem.kind(of: siteRoot.appendingPathComponent(path).path) != .missing, !starterFiles.contains(where: { $0.path == path }) {
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

    /// The front matter; the slug is the file name's.
    mutating func frontMatter(_ item: ImportedItem, url: String) -> String {
        var lines = ["---", "title: \(YAMLText.quoted(item.title))"]
        if let date = item.date, item.kind == .post { lines.append("date: \(DateFormats(date: date).iso8601)") }
        if let updated = item.updated, item.kind == .post { lines.append("updated: \(DateFormats(date: updated).iso8601)") }
        if !item.tags.isEmpty, item.kind == .post { lines.append("tags: [\(tags.respelled(item.tags).map(YAMLText.quoted).joined(separator: ", "))]") }
        if let summary = item.summary { lines.append("summary: \(YAMLText.quoted(summary))") }
        if let image = item.image { lines.append("image: \(YAMLText.quoted(image))") }
        lines += item.keptFrontMatter
        // A draft's permalink is its short link, `?p=12`, which redirects lists too: once is enough.
        var seen: Set<String> = []
        let links = ([item.link].compactMap { $0 } + item.redirects).filter { link in
            URLComponents(string: link).map { seen.insert(($0.percentEncodedPath.isEmpty ? "/" : $0.percentEncodedPath) + ($0.percentEncodedQuery.map { "?" + $0 } ?? "")).inserted } ?? true
        }
        let aliases = links.compactMap { alias($0, url: url) }
        if !aliases.isEmpty { lines.append("aliases: [\(aliases.map(YAMLText.quoted).joined(separator: ", "))]") }
        if item.isDraft, item.kind == .post { lines.append("draft: true") }
        lines.append("import_id: \(YAMLText.quoted(item.id))")
        return (lines + ["---", ""]).joined(separator: "\n")
    }

    /// The old permalink's path, when a static site can redirect from it and it is not the new URL.
    mutating func alias(_ link: String, url: String) -> String? {
        guard let components = URLComponents(string: link) else { return nil }
        let path = components.percentEncodedPath.isEmpty ? "/" : (components.percentEncodedPath.removingPercentEncoding ?? components.percentEncodedPath)
        let alias = path + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        if let problem = Slug.problem(withAlias: alias), components.query != nil {
            report.oldURLsNotRedirected.append("\(link): a static site cannot redirect this query (the alias \(problem))")
            return nil
        }
        let directory = RedirectsPlanner.directoryPath(alias)
        guard directory != url, alias != "/" else { return nil }
        if let problem = Slug.problem(withAlias: directory) {
            report.oldURLsNotRedirected.append("\(link): the path \(problem)")
            return nil
        }
        // Never onto a page the site has or plans, nor onto what Imprint makes itself.
        if takenURLs.contains(directory) {
            report.oldURLsNotRedirected.append("\(link): \(directory) is taken by a page or a redirect of the site; no alias written")
            return nil
        }
        if let root = Self.generatedRoots.first(where: { directory.hasPrefix($0) }) {
            report.oldURLsNotRedirected.append("\(link): \(directory) is under \(root), which Imprint makes itself; no alias written")
            return nil
        }
        takenURLs.insert(directory)
        return components.query == nil ? directory : alias
    }

    /// `text` with the tags of shortcode `name` outside code renamed `new`.
    static func renamingShortcode(_ name: String, to new: String, in text: String) -> String {
        guard let tag = try? Regex("\\{\\{([<%])\\s*(/?)\\s*\(name)(?=[\\s/>%])") else { return text }
        let code = MarkdownRenderer.codeBlockLines(of: text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard !code.contains(index + 1) else { return String(line) }
            return String(line).replacing(tag) { match in "{{\(match.output[1].substring ?? "<") \(match.output[2].substring ?? "")\(new)" }
        }.joined(separator: "\n")
    }

    /// The folders whose pages Imprint makes: tag pages, the archive, projects, the license,
    /// feeds, the home page's pages and assets.
    static let generatedRoots = ["/tags/", "/archive/", "/projects/", "/license/", "/feeds/", "/page/", "/assets/"]
    /// The files Imprint makes at the site's root.
    static let generatedFiles = Set(["index.html", "404.html", "feed.xml", "atom.xml", "_redirects"] + SitemapPlanner.files.map(\.path))

    /// The body with each image of the old site's `wp-content/uploads` pointed at
    /// `content/assets/uploads/`, copied from `--uploads`; or listed in the report, with why.
    mutating func attachments(in html: String) -> String {
        // Wherever the export says they are: on the old host or any, root-relative, or on
        // WordPress.com's `*.files.wordpress.com`, whose paths are those of uploads.
        let pattern = #"(?:(?:https?:)?//[^"'\s<>()]+)?/wp-content/uploads/([^"'\s<>()?#]+)|(?:https?:)?//[\w-]+\.files\.wordpress\.com/([^"'\s<>()?#]+)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return html }
        var result = html
        let matches = expression.matches(in: html, range: NSRange(html.startIndex..., in: html)).reversed()
        for match in matches {
            let restRange = match.range(at: 1).location == NSNotFound ? match.range(at: 2) : match.range(at: 1)
            guard let whole = Range(match.range, in: html), let rest = Range(restRange, in: html) else { continue }
            let url = String(html[whole])
            guard let uploads else {
                if !report.attachmentsListed.contains(url) { report.attachmentsListed.append(url) }
                continue
            }
            switch uploads.copy(for: String(html[rest])) {
            case .success(let copy):
                if !copies.contains(where: { $0.to == copy.destination }), !uploads.isTaken(copy.destination) {
                    copies.append((copy.source, copy.destination))
                    report.attachmentsCopied.append(copy.destination)
                }
                result.replaceSubrange(Range(match.range, in: result)!, with: copy.urlPath)
            case .failure(let refusal):
                if case .notFound = refusal {
                    let line = "\(url) (\(refusal.reason))"
                    if !report.attachmentsListed.contains(line) { report.attachmentsListed.append(line) }
                } else {
                    let line = "\(url): \(refusal.reason)"
                    if !report.attachmentsRefused.contains(line) { report.attachmentsRefused.append(line) }
                }
            }
        }
        return result
    }
}

private extension ImportPlan {
    /// Links written with an item's old URL lead to its file (`OldURLLinks`).
    mutating func resolveOldURLLinks() {
        let resolved = oldLinks.resolving(files, targets: linkTargets, renderer: MarkdownRenderer(config: config))
        files = resolved.files
        report.linksFromOldURLs = resolved.count
        report.oldFragmentsDropped = resolved.fragmentsDropped
    }

    /// Links to pages of the old site that the new site does not answer lead to the old site (`OldSiteLinks`).
    mutating func pointLinksAtOldSite() {
        let redirects = Set(SiteRedirect.load(siteRoot: siteRoot).0.map { RedirectsPlanner.directoryPath($0.from) })
        let links = OldSiteLinks(oldSite: oldSite) { [takenURLs, takenPaths, oldLinks, siteRoot] path in
            let directory = RedirectsPlanner.directoryPath(path)
            let folder = path.hasPrefix("/assets/") ? "content" : "content/static"
            let files = [folder + path, folder + directory + "index.html"]
            return takenURLs.contains(directory) || redirects.contains(directory) || oldLinks.isOldURL(path)
                || Self.generatedRoots.contains { directory.hasPrefix($0) } || Self.generatedFiles.contains(String(path.dropFirst()))
                || files.contains { takenPaths.contains($0) || FastFileSystem.kind(of: siteRoot.appendingPathComponent($0).path) != .missing }
        }
        let resolved = links.resolving(files)
        files = resolved.files
        report.linksToOldSite = resolved.lines
    }

    /// `markdown` of `item`, to be written at `path`, with each image the import does not bring
    /// pointed at the old site, and listed.
    mutating func imagesBrought(_ markdown: String, of item: ImportedItem, path: String) -> String {
        let bundle = Dictionary(item.bundleFiles.map { ($0.path, $0.source) }) { first, _ in first }
        let plannedCopies = Set(copies.map(\.to))
        let basePath = String(config.baseURL.path.dropLast())
        let images = OldHostImages(for: item, oldSite: oldSite, basePath: basePath) { [lfsPointers, siteRoot] written, inBundle in
            if inBundle { return bundle[written].map { OldHostImages.isLFSPointer($0) ? .lfsPointer : nil } ?? .missing }
            let file = (written.hasPrefix("/assets/") ? "content" : "content/static") + written
            if lfsPointers.contains(file) { return .lfsPointer }
            return plannedCopies.contains(file) || FastFileSystem.kind(of: siteRoot.appendingPathComponent(file).path) != .missing ? nil : .missing
        }
        let (shown, moved) = images.resolving(markdown)
        report.imagesOnOldHost += moved.map { $0.description(in: path, fromFolder: item.isMarkdown) }
        return shown
    }
}
