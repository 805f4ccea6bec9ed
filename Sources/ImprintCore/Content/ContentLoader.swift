import Foundation

/// Reads posts, pages and projects from `content/`, validating every field.
struct ContentLoader {
    let siteRoot: URL
    let config: SiteConfig
    /// Files parsed by earlier builds, when rebuilding.
    var cache: ContentCache?
    var parallel = Parallel.allCores

    /// The content, and every error and warning found in it.
    func load() -> (Content, [ContentError]) {
        var problems: [ContentError] = []
        let settings = "\(config.timeZone.identifier)|\(config.license.defaultLicense ?? "")"
        let projects = loadAll("projects", cache: cache?.projects, settings: settings, into: &problems) { readProject(fileName: $0, reader: &$1, body: $2, revision: $3) }
        let projectSlugs = Set(projects.map(\.slug))
        let postSettings = settings + "|" + projectSlugs.sorted().joined(separator: ",")
        let posts = loadAll("posts", cache: cache?.posts, settings: postSettings, into: &problems) {
            readPost(fileName: $0, reader: &$1, body: $2, revision: $3, projectSlugs: projectSlugs)
        }
        let pages = loadAll("pages", cache: cache?.pages, settings: settings, into: &problems) { readPage(fileName: $0, reader: &$1, body: $2, revision: $3) }
        return (Content(posts: posts, pages: pages, projects: projects), problems)
    }
}

private extension ContentLoader {
    /// Reads each Markdown file of `content/<folder>/`, concurrently, returning items and
    /// problems in file-name order.
    /// A file unchanged since an earlier build (same signature, same `settings`) is taken from
    /// `cache` instead of being read again. `read` gets the file name, the fields, the body and
    /// the item's revision.
    func loadAll<Item: Sendable>(
        _ folder: String, cache: BuildScopedCache<ContentCache.Entry<Item>>?, settings: String,
        into problems: inout [ContentError], _ read: @escaping @Sendable (String, inout FieldReader, String, String) -> Item
    ) -> [Item] {
        let directory = siteRoot.appendingPathComponent("content/\(folder)")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
        let loaded = parallel.map(names) { name -> (Item?, [ContentError]) in
            let path = "content/\(folder)/\(name)"
            let revision = (FastFileSystem.signature(of: directory.path + "/" + name) ?? UUID().uuidString) + "|" + settings
            if let cached = cache?.value(for: path, if: { $0.revision == revision }) { return (cached.item, cached.problems) }
            let result: (Item?, [ContentError])
            do throws(ContentError) {
                let source = try SourceText.read(directory.appendingPathComponent(name), displayPath: path)
                let frontMatter = try FrontMatter(source)
                var reader = FieldReader(frontMatter.fields, path: path)
                let item = read(name, &reader, frontMatter.body, revision)
                result = (reader.errors.isEmpty ? item : nil, reader.errors + reader.misspeltKeyWarnings)
            } catch {
                result = (nil, [error])
            }
            cache?.store(ContentCache.Entry(revision: revision, item: result.0, problems: result.1), for: path)
            return result
        }
        problems += loaded.flatMap(\.1)
        return loaded.compactMap(\.0)
    }

    func readPost(fileName: String, reader: inout FieldReader, body: String, revision: String, projectSlugs: Set<String>) -> Post {
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
        let date = reader.date("date", defaultTimeZone: config.timeZone, required: true)
        let tags = reader.stringList("tags")
        let post = Post(
            sourcePath: reader.path, title: title ?? "", date: date ?? PostDate(date: .distantPast, timeZone: config.timeZone),
            updated: reader.date("updated", defaultTimeZone: config.timeZone),
            tags: tags, tagSlugs: tags.map(TagSlug.make), summary: reader.string("summary"),
            projects: projects, slug: readSlug(&reader, default: isDated ? String(stem.dropFirst(11)) : stem),
            isDraft: reader.bool("draft") ?? false, aliases: readAliases(&reader),
            params: reader.unreadFields, body: body, revision: revision)
        return post
    }

    func readPage(fileName: String, reader: inout FieldReader, body: String, revision: String) -> Page {
        Page(
            sourcePath: reader.path, title: reader.string("title", required: true) ?? "",
            slug: readSlug(&reader, default: Slug.stem(of: fileName)), menu: reader.int("menu"),
            summary: reader.string("summary"), params: reader.unreadFields, body: body, revision: revision)
    }

    func readProject(fileName: String, reader: inout FieldReader, body: String, revision: String) -> Project {
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
            language: reader.string("language"), version: reader.string("version"), tags: reader.stringList("tags"),
            status: status, formerly: reader.stringList("formerly"), weight: reader.int("weight"),
            params: reader.unreadFields, body: body, revision: revision)
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
            let text = try SourceText.read(siteRoot.appendingPathComponent("content").appendingPathComponent(path), displayPath: "content/" + path)
            return (id, text.text)
        } catch {
            reader.fail(.missingLicenseFile(path), at: reader.fields["license_file"]!)
            return (id, nil)
        }
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
