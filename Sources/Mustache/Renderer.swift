/// Walks compiled nodes against a context stack and writes the output.
struct Renderer {
    private let library: TemplateLibrary
    private var stack: [TemplateValue]
    private var depth = 0
    /// The template whose nodes are being rendered, for errors about the output's size.
    private var templateName: String
    private(set) var output: [UInt8] = []

    init(library: TemplateLibrary, data: TemplateValue, templateName: String) {
        self.library = library
        self.templateName = templateName
        stack = [data]
        output.reserveCapacity(16_384)
    }

    /// Renders `nodes`. `indent` goes before each source line (standalone partials);
    /// `overrides` replace blocks of the same name (inheritance).
    mutating func render(_ nodes: [Node], indent: String, overrides: [String: Block]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text)
            case .lineStart:
                if !indent.isEmpty { output.append(contentsOf: indent.utf8) }
            case .variable(let path, let escaped):
                let text = lookup(path.components).renderedText
                if escaped { HTMLEscaping.append(text, to: &output) } else { output.append(contentsOf: text.utf8) }
            case .section(let path, let children, let inverted):
                try renderSection(lookup(path.components), children, inverted: inverted, at: path.offset, indent: indent, overrides: overrides)
            case .partial(let reference, let standaloneIndent):
                try include(reference, isParent: false, indent: standaloneIndent.map { indent + $0 } ?? "", overrides: overrides)
            case .parent(let reference, let ownOverrides, let standaloneIndent):
                // The outermost override wins: a child's block beats its parent's.
                let merged = ownOverrides.merging(overrides) { _, outer in outer }
                try include(reference, isParent: true, indent: standaloneIndent.map { indent + $0 } ?? "", overrides: merged)
            case .block(let block):
                let blockIndent = block.indent.map { indent + $0 }
                if let override = overrides[block.name] {
                    let outer = templateName
                    templateName = override.templateName
                    defer { templateName = outer }
                    try render(override.nodes, indent: blockIndent ?? "", overrides: overrides)
                } else {
                    try render(block.nodes, indent: blockIndent ?? indent, overrides: overrides)
                }
            }
        }
    }
}

private extension Renderer {
    /// `offset` is where the section's tag is, in the template being rendered.
    mutating func renderSection(
        _ value: TemplateValue, _ children: [Node], inverted: Bool, at offset: Int, indent: String, overrides: [String: Block]
    ) throws(MustacheError) {
        if inverted {
            if !value.isTruthy { try render(children, indent: indent, overrides: overrides) }
            return
        }
        guard value.isTruthy else { return }
        guard case .array(let items) = value else {
            try renderPushing(value, children, indent: indent, overrides: overrides)
            return
        }
        for item in items {
            try renderPushing(item, children, indent: indent, overrides: overrides)
            // Sections over long lists inside each other multiply the output as partials can.
            guard output.count <= TemplateLibrary.maximumOutput else {
                let locator = library[templateName]?.locator() ?? SourceLocator(templateName: templateName, source: [])
                throw locator.error(at: offset, .outputLimit(name: templateName, limit: TemplateLibrary.maximumOutput))
            }
        }
    }

    mutating func renderPushing(
        _ value: TemplateValue, _ children: [Node], indent: String, overrides: [String: Block]
    ) throws(MustacheError) {
        stack.append(value)
        defer { stack.removeLast() }
        try render(children, indent: indent, overrides: overrides)
    }

    mutating func include(
        _ reference: TemplateReference, isParent: Bool, indent: String, overrides: [String: Block]
    ) throws(MustacheError) {
        let name: String? = if reference.isDynamic {
            if case .string(let name) = lookup(Path.components(of: reference.name)) { name } else { nil }
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
        let outer = templateName
        templateName = template.name
        defer {
            depth -= 1
            templateName = outer
        }
        try render(template.nodes, indent: indent, overrides: overrides)
        guard output.count <= TemplateLibrary.maximumOutput else {
            throw MustacheError(
                templateName: reference.templateName, line: reference.line, column: reference.column,
                reason: .outputLimit(name: template.name, limit: TemplateLibrary.maximumOutput))
        }
    }

    /// Resolves a name by the spec's rules: the first part up the context stack, the rest strictly inside it.
    func lookup(_ components: [String]) -> TemplateValue {
        // Indexing instead of iterating reads each frame in place; copying frames costs a retain each.
        guard !components.isEmpty else { return stack[stack.count - 1] }
        var frame = stack.count - 1
        while frame >= 0 {
            if var value = stack[frame][components[0]] {
                for position in 1..<components.count {
                    guard let next = value[components[position]] else { return .null }
                    value = next
                }
                return value
            }
            frame -= 1
        }
        return .null
    }
}
