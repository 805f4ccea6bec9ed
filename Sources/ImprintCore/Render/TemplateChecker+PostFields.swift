import Mustache

extension TemplateChecker {
    /// The fields of post data (`PostView`) that a page of `template` can read: each name its
    /// templates look up, resolved against the page's data as Mustache resolves it, where it
    /// reaches a post. Nil when the page can show all of a post: a tag prints a post or a value
    /// holding posts whole, or names a template at run time.
    ///
    /// A name is taken to go on past a value that may not have it (front matter `params`, a
    /// member that may be null), to the sections around it, so that no post field it could reach
    /// is left out.
    func postFieldsRead(by template: PageTemplate) -> Set<String>? {
        guard library.closure(of: template.name) != nil else { return nil }
        var read: Set<String> = []
        for reference in library.nameReferences(reachedFrom: template.name) {
            guard reference.kind != .dynamicName else { return nil }
            var frames: [Kind] = [.object(template.data)]
            var rendered = true
            for section in reference.sections {
                let kinds = Self.lookUp(section.components, in: frames, reading: &read)
                guard section.kind == .section else { continue }
                // A section over a name no value has renders nothing.
                guard let kind = kinds.first else {
                    rendered = false
                    break
                }
                frames.append(Self.pushed(kind))
            }
            guard rendered else { continue }
            let kinds = Self.lookUp(reference.components, in: frames, reading: &read)
            if reference.kind == .variable, kinds.contains(where: Self.holdsPosts) { return nil }
        }
        return read
    }
}

private extension TemplateChecker {
    static let post = PostView.schema.name

    /// The kinds `components` may resolve to in `frames`, innermost first, each post field read
    /// on the way added to `read`.
    static func lookUp(_ components: [String], in frames: [Kind], reading read: inout Set<String>) -> [Kind] {
        guard let first = components.first else { return frames.last.map { [$0] } ?? [] }
        var found: [Kind] = []
        for frame in frames.reversed() {
            guard let kind = member(first, of: frame, reading: &read) else { continue }
            found.append(kind)
            if case .optional = kind { continue }
            if case .params = unwrapped(frame) { continue }
            break
        }
        return found.compactMap { kind in
            components.dropFirst().reduce(kind) { kind, name in kind.flatMap { member(name, of: $0, reading: &read) } }
        }
    }

    static func member(_ name: String, of kind: Kind, reading read: inout Set<String>) -> Kind? {
        if case .object(let schema) = unwrapped(kind), schema.name == post, schema.field(name) != nil { read.insert(name) }
        return member(name, of: kind)
    }

    /// Whether a value of `kind` is a post or holds one.
    static func holdsPosts(_ kind: Kind) -> Bool {
        switch kind {
        case .object(let schema): schema.name == post || schema.fields.contains { holdsPosts($0.kind) }
        case .list(let element), .optional(let element): holdsPosts(element)
        default: false
        }
    }
}
