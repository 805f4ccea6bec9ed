/// Follows a template as the renderer would, without data, and collects every name it looks up.
///
/// Both branches of every section are followed, partials and parents are entered with the blocks
/// that override theirs, and each template is entered once per place and context: a theme that
/// includes one partial from many others is followed in time proportional to its size.
struct ReferenceWalker {
    let library: TemplateLibrary
    private(set) var found: [NameReference] = []
    /// The templates being followed, outermost first: a partial that includes itself stops here.
    private var including: [String] = []
    /// The partial and parent tags followed to reach the template being followed, outermost first.
    private var includes: [NameReference.Include] = []
    /// Templates already followed in a context (sections and overrides), which would add nothing new.
    private var visited: Set<String> = []
    private var locators: [String: SourceLocator] = [:]

    init(library: TemplateLibrary) {
        self.library = library
    }

    mutating func walk(_ template: Template, sections: [NameReference], overrides: [String: Block]) {
        let context = Self.key(template.name, sections, overrides)
        guard !including.contains(template.name), visited.insert(context).inserted else { return }
        including.append(template.name)
        defer { including.removeLast() }
        walk(template.nodes, in: template.name, sections: sections, overrides: overrides)
    }
}

private extension ReferenceWalker {
    mutating func walk(_ nodes: [Node], in templateName: String, sections: [NameReference], overrides: [String: Block]) {
        for node in nodes {
            switch node {
            case .text, .lineStart:
                break
            case .variable(let path, _):
                found.append(reference(path.components, .variable, templateName, offset: path.offset, sections))
            case .section(let path, let children, let inverted):
                let kind: NameReference.Kind = inverted ? .invertedSection : .section
                let section = reference(path.components, kind, templateName, offset: path.offset, sections)
                found.append(section)
                walk(children, in: templateName, sections: sections + [section], overrides: overrides)
            case .partial(let reference, _):
                include(reference, sections: sections, overrides: overrides)
            case .parent(let reference, let ownOverrides, _):
                // The outermost override wins, as when rendering.
                include(reference, sections: sections, overrides: ownOverrides.merging(overrides) { _, outer in outer })
            case .block(let block):
                let content = overrides[block.name] ?? block
                walk(content.nodes, in: content.templateName, sections: sections, overrides: overrides)
            }
        }
    }

    mutating func include(_ reference: TemplateReference, sections: [NameReference], overrides: [String: Block]) {
        guard !reference.isDynamic else {
            found.append(NameReference(
                components: Path.components(of: reference.name), kind: .dynamicName, templateName: reference.templateName,
                line: reference.line, column: reference.column, sections: sections, includes: includes))
            return
        }
        guard let template = library[reference.name] else { return }
        includes.append(NameReference.Include(
            templateName: reference.templateName, line: reference.line, column: reference.column, included: reference.name))
        defer { includes.removeLast() }
        walk(template, sections: sections, overrides: overrides)
    }

    mutating func reference(
        _ components: [String], _ kind: NameReference.Kind, _ templateName: String, offset: Int, _ sections: [NameReference]
    ) -> NameReference {
        if locators[templateName] == nil { locators[templateName] = library[templateName]?.locator() }
        let (line, column) = locators[templateName]?.position(of: offset) ?? (1, 1)
        return NameReference(
            components: components, kind: kind, templateName: templateName, line: line, column: column, sections: sections,
            includes: includes)
    }

    /// A template in a context: the sections around it and the blocks that replace its own.
    static func key(_ name: String, _ sections: [NameReference], _ overrides: [String: Block]) -> String {
        let sectionKeys = sections.map { "\($0.templateName):\($0.line):\($0.column)" }
        let overrideKeys = overrides.keys.sorted().map { "\($0)=\(overrides[$0]!.templateName)@\(overrides[$0]!.offset)" }
        return ([name] + sectionKeys + ["|"] + overrideKeys).joined(separator: "\u{0}")
    }
}
