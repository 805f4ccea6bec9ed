import Foundation
import ImprintCore

/// The starter about page, first post and project that `imprint init` wrote, where a site still
/// has them byte for byte as written. An import replaces them, the one case it replaces a file:
/// else the imported about page lands at `/about-2/` while `/about/` says "Who writes here.", a
/// "Hello" post sits among the old blog's and `/projects/` shows the starter "Example". A file
/// changed since is the author's, and is kept.
enum StarterFiles {
    /// A starter file the site has unchanged.
    struct File: Equatable {
        /// `content/pages/about.md`, `content/posts/2023-11-14-hello.md`.
        let path: String
        /// The URL of its page, without base_url's path.
        let url: String
        /// Whether it is the first post or the project, which go when the import brings posts; the
        /// about page goes when an imported item takes its file or its URL, or is an about page.
        let goesWithPosts: Bool
    }

    /// The starter files of `content` that are as `imprint init` wrote them.
    static func unchanged(in content: Content, siteFolder: URL, config: SiteConfig) -> [File] {
        let pages = content.pages.filter { $0.sourcePath == aboutPath }.compactMap { page in
            isUnchanged(page.sourcePath, siteFolder: siteFolder, template: template(aboutPath), day: nil)
                ? File(path: page.sourcePath, url: Permalinks.expand(config.permalinks.page, slug: page.slug, date: nil), goesWithPosts: false) : nil
        }
        let posts = content.posts.compactMap { post -> File? in
            let name = post.sourcePath.dropFirst("content/posts/".count)
            guard post.sourcePath.hasPrefix("content/posts/"), name.count == firstPostName.count + 11, name.hasSuffix("-" + firstPostName),
                  isUnchanged(post.sourcePath, siteFolder: siteFolder, template: template(firstPostPath), day: String(name.prefix(10)))
            else { return nil }
            return File(path: post.sourcePath, url: Permalinks.expand(config.permalinks.post, slug: post.slug, date: post.date), goesWithPosts: true)
        }
        let projects = content.projects.filter { $0.sourcePath == projectPath }.compactMap { project in
            isUnchanged(project.sourcePath, siteFolder: siteFolder, template: template(projectPath), day: nil)
                ? File(path: project.sourcePath, url: "/projects/\(project.slug)/", goesWithPosts: true) : nil
        }
        return pages + posts + projects
    }

    /// Whether a page of that slug or title is a blog's about page (`about-me`, `about-us`,
    /// "About this blog"), which takes the starter about page's place whatever its slug.
    static func isAboutPage(slug: String, title: String) -> Bool {
        slug.wholeMatch(of: /about(-(me|us|\d+))?/) != nil || title.lowercased().firstMatch(of: /^about(\s|$)/) != nil
    }
}

private extension StarterFiles {
    static let aboutPath = "content/pages/about.md"
    static let firstPostPath = "content/posts/{day}-hello.md"
    static let firstPostName = "hello.md"
    static let projectPath = "content/projects/example.md"

    static func template(_ path: String) -> String {
        StarterSite.files.first { $0.path == path }!.contents
    }

    /// Whether the file at `path` is `template` with `{day}` and `{date}` as init filled them in:
    /// the day of the file's name and the date its front matter gives.
    static func isUnchanged(_ path: String, siteFolder: URL, template: String, day: String?) -> Bool {
        let file = siteFolder.appendingPathComponent(path).path
        // The starter files are a few lines and regular files: anything else is not one, and is not read.
        guard let version = POSIXFiles.version(of: file), version.length < 4_096, let data = try? POSIXFiles.read(file) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        guard template.contains("{date}") else { return text == template }
        guard let dateLine = text.split(separator: "\n").first(where: { $0.hasPrefix("date: ") }), let day, dateLine.hasPrefix("date: " + day) else {
            return false
        }
        return text == template.replacingOccurrences(of: "{date}", with: String(dateLine.dropFirst("date: ".count)))
    }
}
