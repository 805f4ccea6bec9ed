/// Walks compiled nodes against a context stack and writes the output.
struct Renderer {
    private let library: TemplateLibrary
    private var stack: [TemplateValue]
    private var depth = 0
    private(set) var output = ""

    init(library: TemplateLibrary, data: TemplateValue) {
        self.library = library
        stack = [data]
        output.reserveCapacity(16_384)
    }

    /// Renders `nodes`. `indent` goes before each source line (standalone partials);
    /// `overrides` replace blocks of the same name (inheritance).
    mutating func render(_ nodes: [Node], indent: String, overrides: [String: Block]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                if !indent.isEmpty { output += indent }
            case .variable(let path, let escaped):
                let text = lookup(path).renderedText
                if escaped { HTMLEscaping.append(text, to: &output) } else { output += text }
            case .section(let path, let children, let inverted):
                try renderSection(lookup(path), children, inverted: inverted, indent: indent, overrides: overrides)
            case .partial(let reference, let standaloneIndent):
                try include(reference, isParent: false, indent: standaloneIndent.map { indent + $0 } ?? "", overrides: overrides)
            case .parent(let reference, let ownOverrides, let standaloneIndent):
                // The outermost override wins: a child's block beats its parent's.
                let merged = ownOverrides.merging(overrides) { _, outer in outer }
                try include(reference, isParent: true, indent: standaloneIndent.map { indent + $0 } ?? "", overrides: merged)
            case .block(let block):
                let blockIndent = block.indent.map { indent + $0 }
                if let override = overrides[block.name] {
                    try render(override.nodes, indent: blockIndent ?? "", overrides: overrides)
                } else {
                    try render(block.nodes, indent: blockIndent ?? indent, overrides: overrides)
                }
            }
        }
    }
}

private extension Renderer {
    mutating func renderSection(
        _ value: TemplateValue, _ children: [Node], inverted: Bool, indent: String, overrides: [String: Block]
    ) throws(MustacheError) {
        if inverted {
            if !value.isTruthy { try render(children, indent: indent, overrides: overrides) }
            return
        }
        guard value.isTruthy else { return }
        let items: [TemplateValue] = if case .array(let items) = value { items } else { [value] }
        for item in items {
            stack.append(item)
            defer { stack.removeLast() }
            try render(children, indent: indent, overrides: overrides)
        }
    }

    mutating func include(
        _ reference: TemplateReference, isParent: Bool, indent: String, overrides: [String: Block]
    ) throws(MustacheError) {
        let name: String? = if reference.isDynamic {
            if case .string(let name) = lookup(Path(reference.name)) { name } else { nil }
        } else {
            reference.name
        }
        guard let template = try library.resolve(reference, isParent: isParent, name: name) else { return }
        guard depth < TemplateLibrary.maximumDepth else {
            throw MustacheError(
                templateName: reference.templateName, line: reference.line, column: reference.column,
                reason: .recursionLimit(name: template.name, depth: TemplateLibrary.maximumDepth))
        }
        depth += 1
        defer { depth -= 1 }
        try render(template.nodes, indent: indent, overrides: overrides)
    }

    /// Resolves a name by the spec's rules: the first part up the context stack, the rest strictly inside it.
    func lookup(_ path: Path) -> TemplateValue {
        guard let first = path.components.first else { return stack.last ?? .null }
        var found: TemplateValue?
        for frame in stack.reversed() {
            if case .object(let members) = frame, let value = members[first] {
                found = value
                break
            }
        }
        guard var value = found else { return .null }
        for key in path.components.dropFirst() {
            guard let next = value[key] else { return .null }
            value = next
        }
        return value
    }
}
