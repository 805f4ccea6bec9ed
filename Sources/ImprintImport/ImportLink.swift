/// A link from one imported item to another, written before the import knows the file the
/// other becomes (a taken name gets a number): a mark with the item's `import_id`, which the
/// plan replaces with `@/posts/…` once every file is named.
enum ImportLink {
    static func to(_ id: String) -> String { "@/" + open + id + close }

    /// `text` with each mark replaced by `target(id)`.
    static func resolving(_ text: String, _ target: (String) -> String) -> String {
        guard text.contains(open) else { return text }
        return text.replacing(/@\/\x{E003}([^\x{E004}]*)\x{E004}/) { target(String($0.output.1)) }
    }

    private static let open = "\u{E003}", close = "\u{E004}"
}
