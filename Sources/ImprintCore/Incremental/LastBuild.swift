import Mustache

/// What the last good build of a `serve` session made, kept so that the next build, when only
/// the text of posts changed, can redo the pages that show them and reuse everything else
/// (`PostEditRebuild`).
struct LastBuild: Sendable {
    /// Every post read, published or not, by source path (`content/posts/x.md`).
    let posts: [String: Post]
    let projectSlugs: Set<String>
    let site: SiteModel
    /// Each published post's template data, by site path.
    let postValues: [String: TemplateValue]
    /// The files, in build order.
    let files: [OutputFile]
    /// The warnings about the files read (not those about the model, made again each time).
    let inputWarnings: [Diagnostic]
    let filesByPath: [String: OutputFile]

    init(
        posts: [String: Post], projectSlugs: Set<String>, site: SiteModel, postValues: [String: TemplateValue], files: [OutputFile],
        inputWarnings: [Diagnostic]
    ) {
        self.posts = posts
        self.projectSlugs = projectSlugs
        self.site = site
        self.postValues = postValues
        self.files = files
        self.inputWarnings = inputWarnings
        filesByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
