import Foundation

/// Decides what is published and where: drops drafts and future posts (unless asked for),
/// gives every post and page its URL, and rejects two sources that would share one.
struct SiteModelBuilder {
    let config: SiteConfig
    let includeDrafts: Bool
    let includeFuture: Bool
    /// The build's clock: posts dated after it are future posts.
    let now: Date

    /// Whether a post is published by this build.
    func isPublished(_ post: Post) -> Bool {
        (includeDrafts || !post.isDraft) && (includeFuture || post.date.date <= now)
    }

    /// The rendered body of every published post, every page and every project, by source
    /// path, their front matter's pictures, what could not be rendered, located in its file, and
    /// where links to each file lead. A link to a file of `unread`, whose front matter failed, is
    /// not reported: that file's own errors are. A post's text is taken from `postTexts` when
    /// they hold it, apart from the post.
    func renderBodies(
        _ content: Content, with renderer: MarkdownRenderer, reuse: any Reuse = MakingEverything(), parallel: Parallel = .allCores,
        unread: Set<String> = [], postTexts: PostTexts? = nil
    ) -> RenderedBodies {
        func page(_ file: String, title: String, path: String, discussion: Discussion = .none) -> MarkdownPage {
            MarkdownPage(title: title, url: renderer.basePath + path, source: file, reservedIDs: discussion.anchors)
        }
        func source(_ file: String, _ body: MarkdownBody, title: String, path: String, discussion: Discussion = .none) -> (String, MarkdownBody, MarkdownPage) {
            (file, body, page(file, title: title, path: path, discussion: discussion))
        }
        let published = content.posts.filter(isPublished)
        // Shortcodes show `page.title` as the page's heading does.
        let texts = Dictionary(uniqueKeysWithValues: published.map { ($0.sourcePath, ShownText($0, with: renderer)) }
            + content.pages.map { ($0.sourcePath, ShownText($0, with: renderer)) }
            + content.projects.map { ($0.sourcePath, ShownText($0, with: renderer)) })
        let sources = published.map {
            source($0.sourcePath, $0.body, title: texts[$0.sourcePath]!.title, path: path(of: $0), discussion: $0.discussion)
        } + content.pages.map {
            source($0.sourcePath, $0.body, title: texts[$0.sourcePath]!.title, path: path(of: $0), discussion: $0.discussion)
        }
            + content.projects.map { source($0.sourcePath, $0.body, title: $0.name, path: path(of: $0)) }
        let rendered = parallel.map(sources) { path, body, page in
            reuse.render(postTexts?.take(path) ?? body.text, of: path, page: page, with: renderer)
        }
        // Links between bodies, once every page's URL and headings are known.
        let targets = Dictionary(uniqueKeysWithValues: zip(sources, rendered).map { ($0.0.0, LinkTarget(url: $0.0.2.url, ids: $0.1.headingIDs + $0.1.anchorIDs)) })
        var problems: [Diagnostic] = []
        var bodies: [String: RenderedMarkdown] = [:]
        for (source, rendered) in zip(sources, rendered) {
            let (resolved, broken) = rendered.resolvingLinks(targets, unread: unread)
            problems += (rendered.problems + broken).map { $0.diagnostic(file: source.0, body: source.1) }
            bodies[source.0] = resolved
        }
        var pictures: [String: ProjectPictures] = [:]
        for project in content.projects where project.icon != nil || !project.screenshots.isEmpty {
            let (rendered, pictureProblems) = ProjectPictures.render(
                project, page: page(project.sourcePath, title: project.name, path: path(of: project)), with: renderer, sizes: config.images.sizes)
            pictures[project.sourcePath] = rendered
            problems += pictureProblems
        }
        // A post's own preview is checked as its body's images are, and gets its size; previews
        // show the image itself, so its copies are not published.
        var previews: [String: LeadImage] = [:]
        for post in published {
            guard let image = post.image else { continue }
            let shownOn = page(post.sourcePath, title: texts[post.sourcePath]!.title, path: path(of: post))
            let rendered = RenderedPicture(image, of: post.sourcePath, page: shownOn, with: renderer)
            previews[post.sourcePath] = rendered.lead
            problems += rendered.problems
        }
        return RenderedBodies(
            bodies: bodies, pictures: pictures, previews: previews, texts: texts, problems: problems, targets: targets)
    }

    /// Where a post is published, before base_url's path: `/2015/04/02/square-progress/`.
    func path(of post: Post) -> String {
        Permalinks.expand(config.permalinks.post, slug: post.slug, date: post.date)
    }

    func path(of page: Page) -> String {
        GeneratedPageText(sourcePath: page.sourcePath)?.path ?? Permalinks.expand(config.permalinks.page, slug: page.slug, date: nil)
    }

    func path(of project: Project) -> String {
        "/projects/\(project.slug)/"
    }

    func build(_ content: Content, _ rendered: RenderedBodies) throws(BuildFailure) -> SiteModel {
        let bodies = rendered.bodies
        let posts = Self.newestFirst(content.posts.filter(isPublished))
            .map { PublishedPost(
                post: $0, path: path(of: $0), content: bodies[$0.sourcePath]!, preview: rendered.previews[$0.sourcePath],
                shown: rendered.texts[$0.sourcePath]!) }
        var pages: [PublishedPage] = []
        var texts: [GeneratedPageText: PublishedPage] = [:]
        for page in content.pages {
            let shown = rendered.texts[page.sourcePath]!
            let published = PublishedPage(
                page: page, path: path(of: page), content: bodies[page.sourcePath]!, title: shown.title, summary: shown.summary)
            if let text = GeneratedPageText(sourcePath: page.sourcePath) { texts[text] = published } else { pages.append(published) }
        }
        let projects = content.projects
            .map { PublishedProject(
                project: $0, path: path(of: $0), content: bodies[$0.sourcePath]!, summary: rendered.texts[$0.sourcePath]!.summary!,
                pictures: rendered.pictures[$0.sourcePath] ?? ProjectPictures()) }
            .sorted { Self.indexOrder($0.project) < Self.indexOrder($1.project) }
        try checkUniqueURLs(posts.map { ($0.path, $0.post.sourcePath) } + pages.map { ($0.path, $0.page.sourcePath) }
            + projects.map { ($0.path, $0.project.sourcePath) })
        return SiteModel(
            config: config, posts: posts, pages: pages, projects: projects, generatedPageTexts: texts, tags: try TagIndex.build(posts))
    }
}

private extension SiteModelBuilder {
    /// Status first (active, maintained, archived), then `weight` (projects without one last), then name.
    static func indexOrder(_ project: Project) -> (Int, Int, String, String) {
        (Project.Status.allCases.firstIndex(of: project.status)!, project.weight ?? Int.max, project.name.lowercased(), project.slug)
    }

    /// Newest first; posts of the same moment by file name. Sorts positions rather than posts,
    /// which are large to move.
    static func newestFirst(_ posts: [Post]) -> [Post] {
        posts.indices
            .sorted { (posts[$0].date.date, posts[$1].sourcePath) > (posts[$1].date.date, posts[$0].sourcePath) }
            .map { posts[$0] }
    }

    func checkUniqueURLs(_ claims: [(path: String, source: String)]) throws(BuildFailure) {
        var paths = Set<String>(minimumCapacity: claims.count)
        guard !claims.allSatisfy({ paths.insert($0.path).inserted }) else { return }
        // Some URL is claimed twice: report every clash, in an order that does not depend on the file system.
        var owner: [String: String] = [:]
        var errors: [Diagnostic] = []
        for claim in claims.sorted(by: { ($0.path, $0.source) < ($1.path, $1.source) }) {
            if let first = owner[claim.path] {
                errors.append(ContentError(.duplicateURL(url: claim.path, otherFile: first), path: claim.source).diagnostic)
            } else {
                owner[claim.path] = claim.source
            }
        }
        guard errors.isEmpty else { throw BuildFailure(diagnostics: errors) }
    }
}
