/// The `comments` section of site.yml: the service that takes new comments, loaded only when a
/// reader asks for it. giscus keeps them in a repository's GitHub Discussions, utterances in its
/// issues; with mastodon, a post's comments are the replies to the toot its front matter names.
struct CommentSettings: Sendable, Equatable {
    enum Provider: String, Sendable, CaseIterable {
        case giscus, utterances, mastodon
    }

    var provider: Provider
    /// `owner/name` of the GitHub repository (giscus, utterances).
    var repository: String?
    /// giscus's ids of the repository and the discussion category, and the category's name.
    var repositoryID: String?
    var category: String?
    var categoryID: String?
    /// How a page finds its discussion or issue: `pathname` (the default), `url`, `title`, `og:title`.
    var mapping = "pathname"
    /// The label utterances gives its issues.
    var label: String?

    static func read(_ node: YAMLNode, path: String) -> (CommentSettings?, [ContentError]) {
        var reader = FieldReader(node, path: path)
        guard case .mapping = node.kind else {
            reader.fail(.wrongType(key: "comments", expected: "a mapping with provider and its settings", found: node.kindDescription), at: node)
            return (nil, reader.errors)
        }
        guard let name = reader.string("provider", required: true) else { return (nil, reader.errors) }
        guard let provider = Provider(rawValue: name) else {
            reader.fail(.unknownCommentProvider(name), at: reader.fields["provider"]!)
            return (nil, reader.errors)
        }
        var settings = CommentSettings(provider: provider)
        settings.repository = reader.string("repo")
        settings.repositoryID = reader.string("repo_id")
        settings.category = reader.string("category")
        settings.categoryID = reader.string("category_id")
        settings.mapping = reader.string("mapping") ?? settings.mapping
        if !mappings.contains(settings.mapping) { reader.fail(.invalidCommentMapping(settings.mapping), at: reader.fields["mapping"]!) }
        settings.label = reader.string("label")
        let required: [(String, String?)] = switch provider {
        case .giscus: [("repo", settings.repository), ("repo_id", settings.repositoryID), ("category", settings.category), ("category_id", settings.categoryID)]
        case .utterances: [("repo", settings.repository)]
        case .mastodon: []
        }
        for (key, value) in required where value == nil {
            reader.fail(.missingCommentSetting(provider: name, key: key), at: node)
        }
        if let repository = settings.repository, !isRepository(repository) {
            reader.fail(.invalidCommentRepository(repository), at: reader.fields["repo"]!)
        }
        return (reader.errors.isEmpty ? settings : nil, reader.errors + reader.warnings)
    }

    static let mappings: Set<String> = ["pathname", "url", "title", "og:title"]

    /// `owner/name`, each of letters, digits, `-`, `_` and `.`.
    static func isRepository(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { part in
            !part.isEmpty && part != "." && part != ".." && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        }
    }
}
