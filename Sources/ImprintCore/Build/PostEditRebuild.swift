import Foundation
import Mustache

/// The rebuild `serve` does when posts changed but kept their place: their body, title, summary,
/// `updated`, their own fields or their tags, but not what orders them or gives them their URL
/// (date, slug, projects, aliases, draft). That is what saving a post while writing it does.
/// The model is patched instead of built, and only the files that show an edited post are made
/// again: its page and its neighbours', the lists, tag and project pages and feeds it is in, and
/// every page and feed of a tag it joined or left. Every other file is the last build's.
/// `IncrementalBuildTests` compares the result with full builds, file by file.
struct PostEditRebuild {
    let last: LastBuild
    /// The new version of each edited post, by source path.
    let edited: [String: Post]

    /// The rebuild for `changedPaths`, when each is an edit of this kind to a post the last build
    /// read without a problem; nil when a full rebuild is needed.
    static func plan(changedPaths: Set<String>, last: LastBuild?, loader: ContentLoader) -> PostEditRebuild? {
        guard let last else { return nil }
        var edited: [String: Post] = [:]
        let folder = "content/posts/"
        for path in changedPaths {
            guard path.hasPrefix(folder), !path.dropFirst(folder.count).contains("/") else { return nil }
            let name = String(path.dropFirst(folder.count))
            // Editors' temporary and backup files are not content; the loader skips them too.
            guard ContentLoader.isContentFileName(name) else { continue }
            guard let old = last.posts[path] else { return nil }
            let (post, problems) = loader.reloadPost(named: name, projectSlugs: last.projectSlugs)
            guard let post, problems.isEmpty, post.isPlaced(like: old) else { return nil }
            edited[path] = post
        }
        return edited.isEmpty ? nil : PostEditRebuild(last: last, edited: edited)
    }

    /// The rebuild, or nil when it turns out a full one is needed: when a tag edit changes how a
    /// tag is spelt across the site, which every post showing that tag shows.
    func run(
        _ steps: inout StepRunner, theme: Theme, stylesheet: (file: OutputFile?, link: String?), options: BuildOptions, caches: BuildCaches,
        metrics: RenderMetrics?
    ) throws(BuildFailure) -> BuildReport? {
        let renderer = MarkdownRenderer(config: last.site.config)
        let replacements = steps.run("render markdown") {
            last.site.posts.reduce(into: [ObjectIdentifier: PublishedPost]()) { replacements, old in
                guard let post = edited[old.post.sourcePath] else { return }
                let content = caches.markdown.render(post.body, of: post.sourcePath, with: renderer)
                replacements[ObjectIdentifier(old)] = PublishedPost(post: post, path: old.path, content: content)
            }
        }
        let changedTags = edited.reduce(into: Set<String>()) { slugs, edit in
            slugs.formUnion(Set(edit.value.tagSlugs).symmetricDifference(last.posts[edit.key]?.tagSlugs ?? []))
        }
        let retagged = edited.contains { path, post in post.tags != last.posts[path]?.tags }
        var site = steps.run("patch site model") { last.site.replacing(replacements) }
        if retagged {
            site = try steps.run("index tags") { () throws(BuildFailure) in try site.retagged() }
            let renamed = site.tags.contains { tag in last.site.tagNames[tag.slug].map { $0 != tag.name } ?? false }
            guard !renamed else { return nil }
        }
        caches.isPartialBuild.withLock { $0 = true }
        let parallel = Parallel(width: options.threads)
        let reuse = OutputReuse(
            files: last.filesByPath, postValues: last.postValues, changedPosts: Array(replacements.values), changedTags: changedTags)
        let context = GeneratorContext(
            site: site, theme: theme, stylesheetLink: stylesheet.link, metrics: metrics, caches: caches, parallel: parallel, reuse: reuse)
        var files = try steps.run("generate pages") { () throws(BuildFailure) in try SiteBuild.runGenerators(context) }
        files += stylesheet.file.map { [$0] } ?? []
        files += try steps.run("collect assets") { () throws(BuildFailure) in try SiteBuild.collectAssets(options) }
        files += try steps.run("generate redirects") { () throws(BuildFailure) in try RedirectsGenerator(context: context).generate(existing: files) }
        files += steps.run("generate sitemap") {
            // The sitemap shows each page's last change and every tag page: new only when an
            // edit changed `updated` or tags.
            let sameDates = edited.allSatisfy { path, post in last.posts[path]?.updated == post.updated }
            let kept = ["sitemap.xml", "robots.txt"].compactMap { last.filesByPath[$0] }
            return sameDates && changedTags.isEmpty && kept.count == 2 ? kept : SitemapGenerator.files(for: files, base: site.config.baseURL)
        }
        // Paths the last build had were checked then; only a new tag's pages and feeds are new,
        // and a page that lands on a redirect's path is the redirects' error.
        if !changedTags.isEmpty {
            try steps.run("check output paths") { () throws(BuildFailure) in
                let clashes = OutputWriter.check(files.filter { last.filesByPath[$0.path] == nil })
                guard clashes.isEmpty else { throw BuildFailure(diagnostics: clashes) }
            }
        }
        let inputWarnings = last.inputWarnings.filter { !edited.keys.contains($0.file) }
        let warnings = inputWarnings + Feed.unusedTagWarnings(for: site)
        let next = steps.run("remember the build") {
            let next = LastBuild(
                posts: last.posts.merging(edited) { _, new in new }, projectSlugs: last.projectSlugs, site: site,
                postValues: context.postValues, files: files, inputWarnings: inputWarnings)
            caches.lastBuild.withLock { $0 = next }
            return next
        }
        return BuildReport(
            files: files, filesByPath: next.filesByPath, steps: steps.steps, warnings: warnings, baseURL: site.config.baseURL,
            templates: metrics?.entries ?? [])
    }
}

private extension Post {
    /// Whether this version keeps the order and the URL of `old`: the same date, slug, projects,
    /// aliases and draft status (tags may change).
    func isPlaced(like old: Post) -> Bool {
        date == old.date && slug == old.slug && projects == old.projects && aliases == old.aliases
            && isDraft == old.isDraft && sourcePath == old.sourcePath
    }
}
