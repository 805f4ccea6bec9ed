/// The model of a rebuild after posts changed but kept their place: their body, title, summary,
/// `updated`, their own fields or their tags, but not what orders them or gives them their URL
/// (date, slug, projects, aliases, draft). That is what saving a post while writing it does.
/// The last model is patched instead of every file being read again; when the edit turns out
/// to be of another kind, the model is read whole (`fallback`), and the patch's steps are
/// forgotten. `IncrementalBuildTests` compares the result with full builds, file by file.
struct PostTextPatch: ModelSource {
    let last: BuiltModel
    let changedFiles: Set<String>
    let fallback: ContentModel

    /// A patch's errors are in the edited posts' bodies alone: the last model's paths and files
    /// were checked, and none of those changed.
    func model(_ inputs: BuildInputs, _ steps: inout StepRunner) -> MadeModel {
        let attempt = steps.steps.count
        do throws(BuildFailure) {
            if let patched = try patch(inputs, &steps) { return .built(patched) }
        } catch {
            return .failed(error, readable: nil)
        }
        steps.discard(after: attempt)
        return fallback.model(inputs, &steps)
    }
}

private extension PostTextPatch {
    /// The patched model, or nil when a full read is needed.
    func patch(_ inputs: BuildInputs, _ steps: inout StepRunner) throws(BuildFailure) -> BuiltModel? {
        guard let theme = inputs.theme, inputs.problems.isEmpty, inputs.config == last.site.config else { return nil }
        let loader = ContentLoader(siteFolder: inputs.options.siteFolder, config: inputs.config, reuse: inputs.reuse)
        guard let edited = steps.run("reload edited posts", { reload(with: loader) }) else { return nil }
        let renderer = inputs.markdownRenderer(theme.bodies)
        let rendered = try steps.run("render markdown") { () throws(BuildFailure) -> [ObjectIdentifier: PublishedPost]? in
            var problems: [Diagnostic] = []
            var headingsChanged = false
            let replacements = last.site.posts.reduce(into: [ObjectIdentifier: PublishedPost]()) { replacements, old in
                guard let post = edited[old.post.sourcePath] else { return }
                let shown = ShownText(post, with: renderer)
                let page = MarkdownPage(title: shown.title, url: renderer.basePath + old.path, source: post.sourcePath, reservedIDs: post.discussion.anchors)
                let rendered = inputs.reuse.render(post.body.text, of: post.sourcePath, page: page, with: renderer)
                // Headings and anchors that change may break other bodies' links to them: a full read checks those.
                guard rendered.headingIDs == old.content.headingIDs, rendered.anchorIDs == old.content.anchorIDs else {
                    headingsChanged = true
                    return
                }
                let (content, broken) = rendered.resolvingLinks(last.linkTargets)
                problems += (rendered.problems + broken).map { $0.diagnostic(file: post.sourcePath, body: post.body) }
                replacements[ObjectIdentifier(old)] = PublishedPost(
                    post: post, path: old.path, content: content, preview: old.preview, shown: shown)
            }
            guard !headingsChanged else { return nil }
            guard problems.isEmpty else { throw BuildFailure(diagnostics: problems) }
            return replacements
        }
        guard let replacements = rendered else { return nil }
        var site = steps.run("patch site model") { last.site.replacing(replacements) }
        if edited.contains(where: { path, post in post.tags != last.posts[path]?.tags }) {
            site = try steps.run("index tags") { () throws(BuildFailure) in try site.retagged() }
        }
        return BuiltModel(
            site: site, theme: theme, posts: last.posts.merging(edited) { _, new in new }, projectSlugs: last.projectSlugs, linkTargets: last.linkTargets,
            inputWarnings: last.inputWarnings.filter { !edited.keys.contains($0.file) }, readEverything: false)
    }

    /// The new version of each changed post, by source path, when each is an edit of this kind
    /// to a post the last build read without a problem; nil when the model must be read whole.
    func reload(with loader: ContentLoader) -> [String: Post]? {
        var edited: [String: Post] = [:]
        let folder = "content/posts/"
        for path in changedFiles {
            guard path.hasPrefix(folder), !path.dropFirst(folder.count).contains("/") else { return nil }
            let name = String(path.dropFirst(folder.count))
            // Editors' temporary and backup files are not content; the loader skips them too.
            guard ContentLoader.isContentFileName(name) else { continue }
            guard let old = last.posts[path] else { return nil }
            let (post, problems) = loader.reloadPost(named: name, projectSlugs: last.projectSlugs)
            // A new preview image is checked and measured by a full read.
            guard let post, problems.isEmpty, post.isPlaced(like: old), post.image == old.image else { return nil }
            edited[path] = post
        }
        return edited.isEmpty ? nil : edited
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
