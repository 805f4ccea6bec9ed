/// The `feeds` section of site.yml.
struct FeedSettings: Sendable, Equatable {
    /// A filtered feed declared under `feeds.custom`.
    struct CustomFeed: Sendable, Equatable {
        let slug: String
        let title: String
        let tags: [String]
        /// `match: all` keeps posts with every tag; `any` (the default) posts with at least one.
        let matchesAll: Bool
        /// Where the `tags` list is written, for warnings about tags no post has.
        let tagsLine: Int
        let tagsColumn: Int
    }

    /// The newest N posts go in each feed.
    var items = 20
    /// Full post HTML in feeds, or only the summary.
    var fullContent = true
    var custom: [CustomFeed] = []

    /// Reads the section, reporting each wrong field at its line.
    static func read(_ node: YAMLNode, path: String) -> (FeedSettings, [ContentError]) {
        var settings = FeedSettings()
        var reader = FieldReader(node, path: path)
        guard case .mapping = node.kind else {
            reader.fail(.wrongType(key: "feeds", expected: "a mapping with items, full_content and custom", found: node.kindDescription), at: node)
            return (settings, reader.errors)
        }
        settings.items = reader.positiveInt("items") ?? settings.items
        settings.fullContent = reader.bool("full_content") ?? settings.fullContent
        if let custom = reader.node("custom") {
            if case .sequence(let entries) = custom.kind {
                settings.custom = entries.compactMap { readCustomFeed($0, reader: &reader) }
            } else {
                reader.fail(.wrongType(key: "feeds.custom", expected: "a list of feeds", found: custom.kindDescription), at: custom)
            }
        }
        return (settings, reader.errors + reader.warnings)
    }

    private static func readCustomFeed(_ node: YAMLNode, reader: inout FieldReader) -> CustomFeed? {
        guard case .mapping = node.kind else {
            reader.fail(.wrongType(key: "feeds.custom", expected: "a list of mappings with slug, title and tags", found: node.kindDescription), at: node)
            return nil
        }
        var entry = FieldReader(node, path: reader.path)
        let slug = entry.string("slug", required: true)
        let title = entry.string("title", required: true)
        if let slug, let problem = Slug.problem(with: slug) {
            entry.fail(.invalidSlug(slug, why: problem), at: entry.fields["slug"]!)
        }
        var tags: [String] = []
        if let tagsNode = entry.node("tags") {
            if case .sequence(let items) = tagsNode.kind, !items.isEmpty,
               case let texts = items.compactMap({ item -> String? in if case .scalar(let text, _) = item.kind { text } else { nil } }),
               texts.count == items.count {
                tags = texts
            } else {
                entry.fail(.wrongType(key: "tags", expected: "a list of tag names", found: tagsNode.kindDescription), at: tagsNode)
            }
        } else {
            entry.fail(.missingKey("tags"), at: node)
        }
        let match = entry.string("match") ?? "any"
        if match != "any" && match != "all" {
            entry.fail(.invalidMatch(match), at: entry.fields["match"]!)
        }
        reader.add(entry.errors + entry.warnings)
        guard entry.errors.isEmpty, let slug, let title else { return nil }
        let tagsNode = entry.fields["tags"]!
        return CustomFeed(slug: slug, title: title, tags: tags, matchesAll: match == "all", tagsLine: tagsNode.line, tagsColumn: tagsNode.column)
    }
}
