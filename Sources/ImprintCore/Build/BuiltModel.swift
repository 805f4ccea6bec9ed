/// A site model, and what a later build needs to patch it.
struct BuiltModel: Sendable {
    let site: SiteModel
    let theme: Theme
    /// Every post read, published or not, by source path (`content/posts/x.md`).
    let posts: [String: Post]
    let projectSlugs: Set<String>
    /// Where links to each source file lead, by source path.
    let linkTargets: [String: LinkTarget]
    /// The warnings about the files read.
    let inputWarnings: [Diagnostic]
    /// Whether every content file was read: false for a patch, which read only what changed.
    let readEverything: Bool
}
