/// A name a project had before (`formerly`), and where its repository was under that name.
struct FormerName: Sendable, Equatable {
    let name: String
    /// The repository's address then, when the rename moved it.
    let repository: String?
}

extension FieldReader {
    /// `key` as former names: one name, or a list whose entries are each a name, or `name` with
    /// `repository` (an absolute http(s) URL).
    mutating func formerNames(_ key: String) -> [FormerName] {
        guard let node = node(key) else { return [] }
        switch node.kind {
        case .scalar(let name, _):
            return [FormerName(name: name, repository: nil)]
        case .sequence(let items):
            return items.compactMap { formerName(key, $0) }
        case .mapping:
            return failType(key, "a list of names, or of `name` with `repository`", node) ?? []
        }
    }
}

private extension FieldReader {
    mutating func formerName(_ key: String, _ item: YAMLNode) -> FormerName? {
        switch item.kind {
        case .scalar(let name, _):
            return FormerName(name: name, repository: nil)
        case .mapping:
            var entry = FieldReader(item, path: path)
            let name = entry.string("name", required: true)
            let repository = entry.url("repository")
            // A key of its own would go nowhere (a former name has no `params`): an error, not a warning.
            for (unknown, value) in entry.unreadFields {
                entry.fail(.unknownFormerNameKey(unknown), at: value)
            }
            add(entry.errors + entry.warnings.filter { if case .unknownKey = $0.reason { false } else { true } })
            guard entry.errors.isEmpty, let name else { return nil }
            return FormerName(name: name, repository: repository)
        case .sequence:
            return failType(key, "a name, or `name` with `repository`", item)
        }
    }
}
