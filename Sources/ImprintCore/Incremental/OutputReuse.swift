import Mustache

/// What a build may take from the last one: its files, and its posts' template data, except
/// for the posts that changed.
struct OutputReuse: Sendable {
    /// The last build's files by output path.
    let files: [String: OutputFile]
    let postValues: [String: TemplateValue]
    /// The new versions of the published posts that changed.
    let changedPosts: [PublishedPost]
    /// Slugs of the tags a changed post joined or left: every page and feed of theirs is new.
    let changedTags: Set<String>
    private let changedIdentities: Set<ObjectIdentifier>

    init(files: [String: OutputFile], postValues: [String: TemplateValue], changedPosts: [PublishedPost], changedTags: Set<String>) {
        self.files = files
        self.postValues = postValues
        self.changedPosts = changedPosts
        self.changedTags = changedTags
        changedIdentities = Set(changedPosts.map(ObjectIdentifier.init))
    }

    /// Whether a page showing `posts` shows none that changed.
    func isCurrent(showing posts: some Sequence<PublishedPost>) -> Bool {
        !posts.contains { changedIdentities.contains(ObjectIdentifier($0)) }
    }

    /// Whether the list of posts in `folder` (`/tags/swift/`, `/feeds/x/`) is the same as before:
    /// not a changed tag's, and not a custom feed's when tags changed (filters pick by tag).
    func isCurrentList(_ folder: String) -> Bool {
        guard !changedTags.isEmpty else { return true }
        return !folder.hasPrefix("/feeds/") && !changedTags.contains { folder == "/tags/\($0)/" }
    }
}
