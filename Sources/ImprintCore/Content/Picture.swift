/// A picture named in front matter (a project's `icon` and each of its `screenshots`, a post's
/// `image`): a path as Markdown writes an image's (a site path, a file of the bundle, or a
/// URL), its text for readers who cannot see it, and where it is written, for messages.
struct Picture: Sendable, Equatable {
    let src: String
    let alt: String?
    let caption: String?
    let line: Int
    let column: Int
}

extension FieldReader {
    /// `key` as one picture: a path.
    mutating func picture(_ key: String) -> Picture? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let src, _) = node.kind else { return failType(key, "a path, like /assets/icon.png", node) }
        return Picture(src: src, alt: nil, caption: nil, line: node.line, column: node.column)
    }

    /// `key` as a list of pictures: each a path, or `src` with `alt` and `caption`.
    mutating func pictures(_ key: String) -> [Picture] {
        guard let node = node(key) else { return [] }
        guard case .sequence(let items) = node.kind else { return failType(key, "a list of paths, or of `src` with `alt` and `caption`", node) ?? [] }
        return items.compactMap { item in
            switch item.kind {
            case .scalar(let src, _):
                return Picture(src: src, alt: nil, caption: nil, line: item.line, column: item.column)
            case .mapping:
                guard let src = item["src"], case .scalar(let path, _) = src.kind else { return failType(key + ".src", "a path", item["src"] ?? item) }
                func text(_ name: String) -> String? {
                    if case .scalar(let text, _)? = item[name]?.kind { return text }
                    return nil
                }
                return Picture(src: path, alt: text("alt"), caption: text("caption"), line: src.line, column: src.column)
            case .sequence:
                return failType(key, "a path, or `src` with `alt` and `caption`", item)
            }
        }
    }
}
