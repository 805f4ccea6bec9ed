/// How a build gets its site model: by reading every content file (`ContentModel`), or, in
/// `serve`, by patching the last build's model.
protocol ModelSource: Sendable {
    func model(_ inputs: BuildInputs, _ steps: inout StepRunner) throws(BuildFailure) -> BuiltModel
}

/// What a build reads before its model: the settings, the theme and the stylesheet, with the
/// problems found in them, and how to build.
struct BuildInputs: Sendable {
    let options: BuildOptions
    let config: SiteConfig
    let theme: Theme?
    /// The stylesheet made from `backgrounds`, and the link pages give it.
    let stylesheet: OutputFile?
    let stylesheetLink: String?
    /// The problems of site.yml, the templates and the stylesheet.
    let problems: [Diagnostic]
    let memo: MemoStore?
    let parallel: Parallel
}

/// A site model, and what a later build needs to patch it.
struct BuiltModel: Sendable {
    let site: SiteModel
    let theme: Theme
    /// Every post read, published or not, by source path (`content/posts/x.md`).
    let posts: [String: Post]
    let projectSlugs: Set<String>
    /// The warnings about the files read.
    let inputWarnings: [Diagnostic]
    /// Whether every content file was read: false for a patch, which read only what changed.
    let readEverything: Bool
}
