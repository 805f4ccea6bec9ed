import Foundation

/// Reads posts, pages and projects from `content/`, validating every field.
package struct ContentLoader {
    package let siteFolder: URL
    package let config: SiteConfig
    var parallel = Parallel.allCores
    /// What decides which files are taken as an earlier build read them (`ContentFileReading`)
    /// and whether a folder is listed again (`ContentListing`).
    var reuse: any Reuse = MakingEverything()

    /// Where `content/` really is: every file read must be inside it.
    var contentRoot: String? { POSIXFiles.realPath(siteFolder.appendingPathComponent("content").path) }

    /// The content, and every error and warning found in it.
    package func load() -> (Content, [ContentError]) {
        var problems: [ContentError] = []
        let projects = loadAll("projects", settings: settings, into: &problems) { readProject(fileName: $0, reader: &$1, body: $2, revision: $3) }
        // A project that has an error of its own is still there: a post about it has no error for it.
        let failed = problems.map(\.path).filter { $0.hasPrefix("content/projects/") }.map { Slug.stem(of: ($0 as NSString).lastPathComponent) }
        let projectSlugs = Set(projects.map(\.slug) + failed)
        let posts = loadAll("posts", settings: postSettings(projectSlugs), into: &problems) {
            readPost(fileName: $0, reader: &$1, body: $2, revision: $3, projectSlugs: projectSlugs)
        }
        let pages = loadAll("pages", settings: settings, into: &problems) { readPage(fileName: $0, reader: &$1, body: $2, revision: $3) }
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
        let reading = ContentFileReading(folder: "posts", siteFolder: siteFolder, root: contentRoot) {
            readPost(fileName: $0, reader: &$1, body: $2, revision: $3, projectSlugs: projectSlugs)
        }
        return loadFile(name, with: reading, settingsSuffix: Self.suffix(for: postSettings(projectSlugs)))
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
}

private extension ContentLoader {
    /// Reads each Markdown file of `content/<folder>/`, concurrently, returning items and
    /// problems in file-name order. Each file is read under `settings`, what its reading depends
    /// on besides its text; `read` gets the file name, the fields, the body and the item's revision.
    func loadAll<Item: Sendable>(
        _ folder: String, settings: String,
        into problems: inout [ContentError], _ read: @escaping @Sendable (String, inout FieldReader, MarkdownBody, String) -> Item
    ) -> [Item] {
        let root = contentRoot
        let listing: ContentListing.Listing
        do throws(POSIXFiles.Failure) {
            listing = try reuse.value(ContentListing(loader: self, root: root), for: folder)
        } catch {
            problems.append(ContentError(.unreadable(error.reason), path: "content/\(folder)"))
            return []
        }
        problems += listing.problems
        let reading = ContentFileReading(folder: folder, siteFolder: siteFolder, root: root, read: read)
        let suffix = Self.suffix(for: settings)
        let loaded = parallel.map(listing.names) { name in
            loadFile(name, with: reading, settingsSuffix: suffix)
        }
        problems += loaded.flatMap(\.1)
        return loaded.compactMap(\.0)
    }

    /// Reads the file called `name` of the folder of `reading`, or takes it as an earlier build read it.
    func loadFile<Item>(_ name: String, with reading: ContentFileReading<Item>, settingsSuffix: String) -> (Item?, [ContentError]) {
        let file = reuse.value(reading, for: ContentFileReading.Input(path: reading.prefix + name, settings: settingsSuffix))
        return (file.item, file.problems)
    }

    /// What names `settings` in the input and the revision of each file read under them: their
    /// hash, since a post's settings hold every project's slug (a kilobyte a post at 40 projects,
    /// 100 MB at 100,000 posts, were each revision to hold them).
    static func suffix(for settings: String) -> String {
        "|" + ContentHash.long(Data(settings.utf8))
    }

    /// What every file's reading depends on besides its text.
    var settings: String { "\(config.timeZone.identifier)|\(config.license.defaultLicense ?? "")" }

    /// What a post's reading depends on: the settings, the projects it may name and the slugs
    /// site.yml gives tags.
    func postSettings(_ projectSlugs: Set<String>) -> String {
        settings + "|" + projectSlugs.sorted().joined(separator: ",") + "|" + config.tagSlugs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
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
            let file = siteFolder.appendingPathComponent("content").appendingPathComponent(path)
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
    /// A loader that reads every file anew: how an import reads the site it adds to. (In an
    /// extension, so that the build keeps the memberwise initializer.)
    package init(siteFolder: URL, config: SiteConfig) {
        self.siteFolder = siteFolder
        self.config = config
    }
}
