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

    /// Writes a new post, project or page and returns its path relative to `siteRoot`.
    /// A post is dated `now` in the site's time zone and starts as a draft.
    public static func newItem(
        _ kind: Kind, title: String, tags: [String] = [], project: String? = nil, siteRoot: URL, now: Date
    ) throws(Failure) -> String {
        let slug = TagSlug.make(title)
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty, Slug.problem(with: slug) == nil else {
            throw Failure(description: "cannot make a file name from \"\(title)\": give a title with letters or digits")
        }
        let date = PostDate(date: now, timeZone: SiteConfigReader.timeZone(siteRoot: siteRoot))
        let path: String
        var lines: [String]
        switch kind {
        case .post:
            if let project { try checkProjectExists(project, siteRoot: siteRoot) }
            path = "content/posts/\(DateFormats(date: date).day)-\(slug).md"
            lines = ["title: \(YAMLText.quoted(title))", "date: \(DateFormats(date: date).iso8601)"]
            if !tags.isEmpty { lines.append("tags: [\(tags.map(YAMLText.quoted).joined(separator: ", "))]") }
            if let project { lines.append("project: \(project)") }
            lines.append("draft: true")
        case .project:
            path = "content/projects/\(slug).md"
            lines = ["name: \(YAMLText.quoted(title))", "summary: \(YAMLText.quoted("One line about \(title)."))", "# repository: https://github.com/your-account/\(slug)", "status: active"]
        case .page:
            path = "content/pages/\(slug).md"
            lines = ["title: \(YAMLText.quoted(title))"]
        }
        let text = "---\n" + lines.joined(separator: "\n") + "\n---\n\n"
        guard try write(text, to: siteRoot.appendingPathComponent(path)) else {
            throw Failure(description: "\(path) already exists: choose another title, or edit that file")
        }
        return path
    }

    /// Creates a site in `folder`: the default theme, a post, a project, an about page, site.yml
    /// and a Pages workflow. A folder that is not empty needs `force`, and even then every
    /// existing file is kept as it is. Returns the files written and the files kept.
    public static func initSite(at folder: URL, force: Bool, now: Date) throws(Failure) -> (written: [String], kept: [String]) {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard existing.isEmpty || force else {
            throw Failure(description: "\(folder.path) is not empty: give --force to add the missing files (no existing file is changed)")
        }
        let date = PostDate(date: now, timeZone: TimeZone(identifier: "UTC")!)
        let formats = DateFormats(date: date)
        var written: [String] = []
        var kept: [String] = []
        let files = BundledFiles.all + StarterSite.files.map { path, contents in
            (path.replacingOccurrences(of: "{day}", with: formats.day),
             contents.replacingOccurrences(of: "{date}", with: formats.iso8601))
        }
        for (path, contents) in files.sorted(by: { $0.path < $1.path }) {
            if try write(contents, to: folder.appendingPathComponent(path)) { written.append(path) } else { kept.append(path) }
        }
        return (written, kept)
    }
}

private extension Scaffold {
    /// Writes a new file; false when one is already there. Never replaces a file.
    static func write(_ text: String, to url: URL) throws(Failure) -> Bool {
        do throws(FastFileSystem.Failure) {
            return try FastFileSystem.create(Data(text.utf8), at: url.path)
        } catch {
            throw Failure(description: error.description)
        }
    }

    static func checkProjectExists(_ slug: String, siteRoot: URL) throws(Failure) {
        let (config, _) = ConfigLoader.load(siteRoot: siteRoot, baseURLOverride: nil)
        let slugs = ContentLoader(siteRoot: siteRoot, config: config).load().0.projects.map(\.slug)
        guard slugs.contains(slug) else {
            throw Failure(description: "no project `\(slug)` in content/projects/ (projects: \(slugs.isEmpty ? "none" : slugs.sorted().joined(separator: ", ")))")
        }
    }
}
