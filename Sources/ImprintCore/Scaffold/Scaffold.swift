import Foundation

/// `imprint new` and `imprint init`: starting files, written without ever replacing one.
public enum Scaffold {
    public enum Kind: String, Sendable, CaseIterable {
        case post, project, page
    }

    /// A file that could not be written, or an argument that does not fit.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Writes a new post, project or page and returns its path relative to `siteFolder`.
    /// A post is dated `now` in the site's time zone and starts as a draft.
    public static func newItem(
        _ kind: Kind, title: String, tags: [String] = [], project: String? = nil, siteFolder: URL, now: Date
    ) throws(Failure) -> String {
        let slug = TagSlug.make(title)
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty, Slug.problem(with: slug) == nil else {
            throw Failure(description: "cannot make a file name from \"\(title)\": give a title with letters or digits")
        }
        let date = PostDate(date: now, timeZone: SiteConfigReader.timeZone(siteFolder: siteFolder))
        let path: String
        var lines: [String]
        switch kind {
        case .post:
            if let project { try checkProjectExists(project, siteFolder: siteFolder) }
            path = "content/posts/\(DateFormats(date: date).day)-\(slug).md"
            lines = ["title: \(YAMLText.quoted(title))", "date: \(DateFormats(date: date).iso8601)"]
            if !tags.isEmpty { lines.append("tags: [\(tags.map(YAMLText.quoted).joined(separator: ", "))]") }
            if let project { lines.append("project: \(project)") }
            lines.append("draft: true")
        case .project:
            path = "content/projects/\(slug).md"
            lines = ["name: \(YAMLText.quoted(title))", "summary: \(YAMLText.quoted("One line about \(title)."))", "# repository: https://github.com/your-username/\(slug)", "status: active"]
        case .page:
            path = "content/pages/\(slug).md"
            lines = ["title: \(YAMLText.quoted(title))"]
        }
        let text = "---\n" + lines.joined(separator: "\n") + "\n---\n\n"
        guard try write(text, to: siteFolder.appendingPathComponent(path)) else {
            throw Failure(description: "\(path) already exists: choose another title, or edit that file")
        }
        return path
    }

    /// Creates a site in `folder`: an empty `templates/` with a README naming the built-in theme's files, a post, a
    /// project, an about page, site.yml and the CI file of `host`, which gets Imprint from `source`. A folder that is
    /// not empty needs `force`, and even then every existing file is kept as it is. Returns the files written and
    /// the files kept, and what to say last when the CI file does not know where to get Imprint.
    public static func initSite(at folder: URL, force: Bool, host: CIHost = .github, now: Date) throws(Failure)
        -> (written: [String], kept: [String], notice: String?) {
        try initSite(at: folder, force: force, host: host, source: .current, now: now)
    }

    static func initSite(at folder: URL, force: Bool, host: CIHost, source: ImprintSource, now: Date) throws(Failure)
        -> (written: [String], kept: [String], notice: String?) {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard existing.isEmpty || force else {
            throw Failure(description: "\(folder.path) is not empty: give --force to add the missing files (no existing file is changed)")
        }
        let date = PostDate(date: now, timeZone: TimeZone(identifier: "UTC")!)
        let formats = DateFormats(date: date)
        var written: [String] = []
        var kept: [String] = []
        let files = [(BuiltInTheme.folder + "README.md", BuiltInTheme.readme), (host.path, host.file(source: source))]
            + StarterSite.files.map { path, contents in
                (path.replacingOccurrences(of: "{day}", with: formats.day),
                 contents.replacingOccurrences(of: "{date}", with: formats.iso8601))
            }
        try checkNoLinks(on: files.map(\.0), in: folder)
        for (path, contents) in files.sorted(by: { $0.0 < $1.0 }) {
            if try write(contents, to: folder.appendingPathComponent(path)) { written.append(path) } else { kept.append(path) }
        }
        return (written, kept, host.notice(source: source))
    }
}

extension Scaffold {
    /// Copies the built-in theme's files named by `paths` (all of them when empty) into the
    /// site's `templates/`, to change them there. A file already there is kept as it is.
    /// Returns the files written and the files kept.
    public static func ejectTheme(_ paths: [String], siteFolder: URL) throws(Failure) -> (written: [String], kept: [String]) {
        var chosen: [String] = []
        for path in paths {
            let inTheme = path.hasPrefix(BuiltInTheme.folder) ? String(path.dropFirst(BuiltInTheme.folder.count)) : path
            guard BuiltInTheme.files[inTheme] != nil else {
                let nearest = BuiltInTheme.files.keys.filter { $0.hasSuffix("/" + inTheme) }.sorted()
                throw Failure(description: "the built-in theme has no file \(path)" + (nearest.isEmpty ? "" : ": did you mean \(nearest.joined(separator: " or "))?")
                    + " `imprint theme list` names its files")
            }
            chosen.append(inTheme)
        }
        var written: [String] = [], kept: [String] = []
        let paths = (chosen.isEmpty ? Array(BuiltInTheme.files.keys) : chosen).sorted()
        try checkNoLinks(on: paths.map { BuiltInTheme.folder + $0 }, in: siteFolder)
        for path in paths {
            let target = BuiltInTheme.folder + path
            if try write(BuiltInTheme.files[path]!, to: siteFolder.appendingPathComponent(target)) { written.append(target) } else { kept.append(target) }
        }
        return (written, kept)
    }

    /// The built-in theme's files, by their path in a theme.
    public static var builtInThemeFiles: [String] { BuiltInTheme.files.keys.sorted() }
}

private extension Scaffold {
    /// Writes a new file; false when one is already there. Never replaces a file.
    static func write(_ text: String, to url: URL) throws(Failure) -> Bool {
        do throws(POSIXFiles.Failure) {
            return try POSIXFiles.create(Data(text.utf8), at: url.path)
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// A folder on the way to a file that is a symbolic link would have the file written wherever
    /// it leads (a `.github` that links to another repository's folder): refused before anything is written.
    static func checkNoLinks(on paths: [String], in folder: URL) throws(Failure) {
        let links = Set(paths.flatMap(POSIXFiles.folders(of:))).sorted().map { folder.appendingPathComponent($0).path }
            .filter { POSIXFiles.kind(of: $0) == .symbolicLink }
        guard !links.isEmpty else { return }
        let named = links.map { "\($0) (a link to \((try? FileManager.default.destinationOfSymbolicLink(atPath: $0)) ?? "?"))" }
        throw Failure(description: "\(named.joined(separator: ", ")): a symbolic link where files are to be written, which would"
            + " write them wherever it leads: replace it with a folder, or remove it; nothing was written")
    }

    static func checkProjectExists(_ slug: String, siteFolder: URL) throws(Failure) {
        let (config, _) = ConfigLoader.load(siteFolder: siteFolder, baseURLOverride: nil)
        let slugs = ContentLoader(siteFolder: siteFolder, config: config).load().0.projects.map(\.slug)
        guard slugs.contains(slug) else {
            throw Failure(description: "no project `\(slug)` in content/projects/ (projects: \(slugs.isEmpty ? "none" : slugs.sorted().joined(separator: ", ")))")
        }
    }
}
