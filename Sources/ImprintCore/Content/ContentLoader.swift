import Foundation

/// Reads posts, pages and projects from `content/`, validating every field.
package struct ContentLoader {
    package let siteRoot: URL
    package let config: SiteConfig
    /// Files parsed by earlier builds, when rebuilding.
    var memo: ContentCache?
    var parallel = Parallel.allCores
    /// The files that changed since the last build (relative to the site: `content/posts/x.md`),
    /// when a file watcher knows them; nil looks at every file. With a memo, the others are
    /// neither listed nor looked at again.
    var changedPaths: Set<String>?

    /// Where `content/` really is: every file read must be inside it.
    var contentRoot: String? { POSIXFiles.realPath(siteRoot.appendingPathComponent("content").path) }

    /// The content, and every error and warning found in it.
    package func load() -> (Content, [ContentError]) {
        var problems: [ContentError] = []
        let projects = loadAll("projects", memo: memo?.projects, settings: settings, into: &problems) { readProject(fileName: $0, reader: &$1, body: $2, revision: $3) }
        // A project that has an error of its own is still there: a post about it has no error for it.
        let failed = problems.map(\.path).filter { $0.hasPrefix("content/projects/") }.map { Slug.stem(of: ($0 as NSString).lastPathComponent) }
        let projectSlugs = Set(projects.map(\.slug) + failed)
        let posts = loadAll("posts", memo: memo?.posts, settings: postSettings(projectSlugs), into: &problems) {
            readPost(fileName: $0, reader: &$1, body: $2, revision: $3, projectSlugs: projectSlugs)
        }
        let pages = loadAll("pages", memo: memo?.pages, settings: settings, into: &problems) { readPage(fileName: $0, reader: &$1, body: $2, revision: $3) }
        return (Content(posts: posts, pages: pages, projects: projects), problems)
    }

    /// The most tags a post or project may have.
    static let maximumTags = 100

    /// The endings of Markdown files: `.md`, and the others Jekyll and Hugo read.
    static let markdownExtensions = [".md", ".markdown", ".mdown", ".mkd"]

    /// Whether a file of a content folder is content: Markdown, not hidden.
    static func isContentFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && markdownExtensions.contains { name.hasSuffix($0) }
    }

    /// The post in the bytes of a file called `name`, as `load()` would read it, or its problems.
    func parsePost(_ data: Data, name: String, projectSlugs: Set<String>) -> (Post?, [ContentError]) {
        let path = "content/posts/\(name)"
        do throws(ContentError) {
            let parsed = Self.parse(try SourceText.decode(data, displayPath: path), name: name, revision: "") {
                readPost(fileName: $0, reader: &$1, body: $2, revision: $3, projectSlugs: projectSlugs)
            }
            return (parsed.item, parsed.problems)
        } catch {
            return (nil, [error])
        }
    }

    /// Reads one post again, as `load()` would with the same projects: the post, or its problems.
    func reloadPost(named name: String, projectSlugs: Set<String>) -> (Post?, [ContentError]) {
        loadFile("posts", name: name, root: contentRoot, memo: memo?.posts, settingsSuffix: "|" + postSettings(projectSlugs), trustCache: false) {
            readPost(fileName: $0, reader: &$1, body: $2, revision: $3, projectSlugs: projectSlugs)
        }
    }
}

private extension ContentLoader {
    /// Reads each Markdown file of `content/<folder>/`, concurrently, returning items and
    /// problems in file-name order.
    /// A file unchanged since an earlier build (same signature, same `settings`) is taken from
    /// `memo` instead of being read again. `read` gets the file name, the fields, the body and
    /// the item's revision.
    func loadAll<Item: Sendable>(
        _ folder: String, memo: MemoTable<ContentCache.Entry<Item>>?, settings: String,
        into problems: inout [ContentError], _ read: @escaping @Sendable (String, inout FieldReader, MarkdownBody, String) -> Item
    ) -> [Item] {
        let known = knownNames(in: folder)
        let root = contentRoot
        let names: [String]
        do throws(POSIXFiles.Failure) {
            if let known {
                names = known
            } else {
                names = try listContentFiles(in: folder, root: root)
                problems += commentFilesWithoutContent(in: folder, names: names)
            }
        } catch {
            problems.append(ContentError(.unreadable(error.reason), path: "content/\(folder)"))
            return []
        }
        self.memo?.setListing(names, of: folder)
        let loaded = parallel.map(names) { name in
            let trusted = known != nil && changedPaths?.contains("content/\(folder)/\(name)") == false
            return loadFile(folder, name: name, root: root, memo: memo, settingsSuffix: "|" + settings, trustCache: trusted, read)
        }
        problems += loaded.flatMap(\.1)
        return loaded.compactMap(\.0)
    }

    /// Reads `content/<folder>/<name>`, or takes it from `memo` when its signature and settings
    /// are unchanged; with `trustCache` (the watcher saw no change), without looking at the file.
    func loadFile<Item: Sendable>(
        _ folder: String, name: String, root: String?, memo: MemoTable<ContentCache.Entry<Item>>?, settingsSuffix: String, trustCache: Bool,
        _ read: (String, inout FieldReader, MarkdownBody, String) -> Item
    ) -> (Item?, [ContentError]) {
        let path = "content/\(folder)/\(name)"
        if trustCache, let cached = memo?.value(for: path, if: { $0.revision.hasSuffix(settingsSuffix) && $0.hasCurrentOtherFiles }) {
            return (cached.item, cached.problems)
        }
        let file = siteRoot.appendingPathComponent(path)
        let revision = (POSIXFiles.signature(of: file.path) ?? UUID().uuidString) + settingsSuffix
        if let cached = memo?.value(for: path, if: { $0.revision == revision && $0.hasCurrentOtherFiles }) { return (cached.item, cached.problems) }
        let result: (item: Item?, problems: [ContentError], otherFiles: [String: String])
        do throws(ContentError) {
            result = Self.parse(try SourceText.read(file, displayPath: path, within: root), name: name, revision: revision, read)
        } catch {
            result = (nil, [error], [:])
        }
        memo?.store(ContentCache.Entry(revision: revision, item: result.item, problems: result.problems, otherFiles: result.otherFiles), for: path)
        return (result.item, result.problems)
    }

    /// The item in a content file's text, or its problems.
    static func parse<Item>(
        _ source: SourceText, name: String, revision: String, _ read: (String, inout FieldReader, MarkdownBody, String) -> Item
    ) -> (item: Item?, problems: [ContentError], otherFiles: [String: String]) {
        do throws(ContentError) {
            let frontMatter = try FrontMatter(source)
            var reader = FieldReader(frontMatter.fields, path: source.path)
            let item = read(name, &reader, frontMatter.body, revision)
            return (reader.errors.isEmpty ? item : nil, reader.errors + reader.warnings, reader.otherFiles)
        } catch {
            return (nil, [error], [:])
        }
    }

    /// What every file's reading depends on besides its text.
    var settings: String { "\(config.timeZone.identifier)|\(config.license.defaultLicense ?? "")" }

    /// What a post's reading depends on: the settings, the projects it may name and the slugs
    /// site.yml gives tags.
    func postSettings(_ projectSlugs: Set<String>) -> String {
        settings + "|" + projectSlugs.sorted().joined(separator: ",") + "|" + config.tagSlugs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }

    /// The Markdown files of `content/<folder>/`, sorted, with the `NAME/index.md` of each
    /// bundle; none when there is no such folder. A folder that is a link must lead inside
    /// `root`, the real path of `content/`.
    func listContentFiles(in folder: String, root: String?) throws(POSIXFiles.Failure) -> [String] {
        let path = siteRoot.appendingPathComponent("content/\(folder)").path
        if let root, POSIXFiles.kind(of: path) == .symbolicLink { try POSIXFiles.checkInside(path, root: root) }
        return try (POSIXFiles.list(path) ?? []).compactMap { name in
            if Self.isContentFileName(name) { return name }
            let index = name + "/" + Slug.bundleIndex
            guard !name.hasPrefix("."), POSIXFiles.kind(of: path + "/" + name) == .directory,
                  POSIXFiles.kind(of: path + "/" + index) != .missing
            else { return nil }
            return index
        }.sorted()
    }



    /// The Markdown files of `folder` without listing it: the last build's names, updated with
    /// the changed paths. Nil when there is no such list, when the folder itself (or a folder in
    /// it, or above it, or a bundle) changed, or a changed name is not ASCII: then only listing
    /// it can tell.
    func knownNames(in folder: String) -> [String]? {
        guard let changedPaths, var names = memo?.listing(of: folder).map(Set.init) else { return nil }
        let prefix = "content/\(folder)/"
        for path in changedPaths {
            if prefix.hasPrefix(path + "/") || path + "/" == prefix { return nil }
            guard path.hasPrefix(prefix) else { continue }
            let name = String(path.dropFirst(prefix.count))
            // Swift compares strings by canonical equivalence: a rename from `café` written with
            // one code point to `café` with two is one name to a set, two files to the disk.
            if name.contains("/") || name.utf8.contains(where: { $0 >= 0x80 }) { return nil }
            // A bundle's folder that came, went or was renamed: only listing can tell.
            if POSIXFiles.kind(of: siteRoot.appendingPathComponent(path).path) == .directory || names.contains(name + "/" + Slug.bundleIndex) {
                return nil
            }
            guard Self.isContentFileName(name) else { continue }
            if FileManager.default.fileExists(atPath: siteRoot.appendingPathComponent(path).path) {
                names.insert(name)
            } else {
                names.remove(name)
            }
        }
        return names.sorted()
    }

    func readPost(fileName: String, reader: inout FieldReader, body: MarkdownBody, revision: String, projectSlugs: Set<String>) -> Post {
        let stem = Slug.stem(of: fileName)
        let datePrefix = PostDate(parsing: String(stem.prefix(10)), defaultTimeZone: config.timeZone)
        let isDated = datePrefix != nil && stem.count > 11 && stem.dropFirst(10).first == "-"
        if !isDated {
            reader.fail(.invalidPostFileName(fileName))
        }
        let projects = reader.stringList("project")
        for slug in projects where !projectSlugs.contains(slug) {
            reader.fail(.unknownProject(slug), at: reader.fields["project"]!)
        }
        let title = reader.string("title", required: true)
        // Jekyll's posts may leave the date to their file name.
        let date = reader.date("date", defaultTimeZone: config.timeZone, required: datePrefix == nil) ?? datePrefix
        let tags = readTags(&reader, withCategories: true)
        let post = Post(
            sourcePath: reader.path, title: title ?? "", date: date ?? PostDate(date: .distantPast, timeZone: config.timeZone),
            updated: reader.date("updated", defaultTimeZone: config.timeZone),
            tags: tags, tagSlugs: tags.map(config.tagSlug), summary: reader.string("summary"), toc: reader.bool("toc"),
            projects: projects, slug: readSlug(&reader, default: isDated ? String(stem.dropFirst(11)) : stem),
            isDraft: readDraft(&reader), aliases: readAliases(&reader), importID: reader.string("import_id"), image: reader.picture("image"),
            discussion: readDiscussion(&reader, openByDefault: true), params: reader.unreadFields, body: body,
            revision: revision + reader.otherFiles.sorted { $0.key < $1.key }.map { "|\($0.key)=\($0.value)" }.joined())
        return post
    }

    func readPage(fileName: String, reader: inout FieldReader, body: MarkdownBody, revision: String) -> Page {
        Page(
            sourcePath: reader.path, title: reader.string("title", required: true) ?? "",
            slug: readSlug(&reader, default: Slug.stem(of: fileName)), menu: reader.int("menu"),
            summary: reader.string("summary"), toc: reader.bool("toc"), aliases: readAliases(&reader),
            importID: reader.string("import_id"), discussion: readDiscussion(&reader, openByDefault: false), params: reader.unreadFields, body: body,
            revision: revision + reader.otherFiles.sorted { $0.key < $1.key }.map { "|\($0.key)=\($0.value)" }.joined())
    }

    func readProject(fileName: String, reader: inout FieldReader, body: MarkdownBody, revision: String) -> Project {
        let name = reader.string("name", required: true) ?? ""
        let summary = reader.string("summary", required: true) ?? ""
        let slug = readSlug(&reader, default: Slug.stem(of: fileName))
        let statusName = reader.string("status")
        let status = statusName.flatMap(Project.Status.init(rawValue:)) ?? .active
        if let statusName, Project.Status(rawValue: statusName) == nil {
            reader.fail(.invalidStatus(statusName), at: reader.fields["status"]!)
        }
        let (license, licenseText) = readLicense(&reader)
        return Project(
            sourcePath: reader.path, name: name, summary: summary, slug: slug,
            repository: reader.url("repository"), homepage: reader.url("homepage"), download: reader.url("download"),
            license: license, licenseText: licenseText, platforms: reader.stringList("platforms"),
            language: reader.string("language"), version: reader.string("version"), tags: readTags(&reader),
            status: status, formerly: reader.formerNames("formerly"), icon: reader.picture("icon"), screenshots: reader.pictures("screenshots"),
            weight: reader.int("weight"),
            params: reader.unreadFields, body: body,
            revision: revision + reader.otherFiles.sorted { $0.key < $1.key }.map { "|\($0.key)=\($0.value)" }.joined())
    }

    /// The project's SPDX id (spelt as Imprint spells a bundled one), and the text of a license
    /// Imprint does not bundle, from `license_file`.
    func readLicense(_ reader: inout FieldReader) -> (String?, String?) {
        let written = reader.string("license")
        let id = written ?? config.license.defaultLicense
        guard let path = reader.string("license_file") else {
            if let id, let bundled = BundledLicense.named(id) { return (bundled.id, nil) }
            if let written { reader.fail(.unknownLicense(written), at: reader.fields["license"]!) }
            return (id, nil)
        }
        do {
            let file = siteRoot.appendingPathComponent("content").appendingPathComponent(path)
            reader.noteOtherFile(file.path)
            let root = contentRoot
            // `../` in the path leaves content/ without any link, which the read would refuse.
            if let root, let target = POSIXFiles.realPath(file.path), !POSIXFiles.isInside(target, root: root) {
                reader.fail(.licenseFileOutside(path), at: reader.fields["license_file"]!)
                return (id, nil)
            }
            let text = try SourceText.read(file, displayPath: "content/" + path, within: root)
            return (id, text.text)
        } catch {
            reader.fail(.missingLicenseFile(path), at: reader.fields["license_file"]!)
            return (id, nil)
        }
    }

    /// `draft: true`, or Jekyll's `published: false`: a post that is written but not published.
    func readDraft(_ reader: inout FieldReader) -> Bool {
        let draft = reader.bool("draft") ?? false
        return reader.bool("published") == false || draft
    }

    func readSlug(_ reader: inout FieldReader, default fallback: String) -> String {
        guard let slug = reader.string("slug") else {
            if let problem = Slug.problem(with: fallback) {
                reader.fail(.invalidSlug(fallback, why: problem + " (it comes from the file name; set `slug`)"))
            }
            return fallback
        }
        if let problem = Slug.problem(with: slug) {
            reader.fail(.invalidSlug(slug, why: problem), at: reader.fields["slug"]!)
        }
        return slug
    }

    /// The tags, at most `maximumTags`: each tag page lists its posts with all their tags, so
    /// thousands of tags on one post make output that grows with the square of their number.
    /// A post's also holds its `categories`, which Jekyll's posts have beside tags.
    /// A post's one text with spaces (`tags: swift ios`) is split there, as Jekyll splits it.
    func readTags(_ reader: inout FieldReader, withCategories: Bool = false) -> [String] {
        let tags = withCategories ? reader.words("tags") + reader.words("categories") : reader.stringList("tags")
        guard tags.count <= Self.maximumTags else {
            reader.fail(.tooMany(key: "tags", count: tags.count, limit: Self.maximumTags), at: (reader.fields["tags"] ?? reader.fields["categories"])!)
            return Array(tags.prefix(Self.maximumTags))
        }
        return tags
    }

    func readAliases(_ reader: inout FieldReader) -> [String] {
        let aliases = reader.stringList("aliases")
        for alias in aliases {
            if let problem = Slug.problem(withAlias: alias) {
                reader.fail(.invalidAlias(alias, why: problem), at: reader.fields["aliases"]!)
            }
        }
        return aliases
    }
}

extension ContentLoader {
    /// A loader of every file, without a memo: how an import reads the site it adds to. (In an
    /// extension, so that the build keeps the memberwise initializer.)
    package init(siteRoot: URL, config: SiteConfig) {
        self.siteRoot = siteRoot
        self.config = config
    }
}
