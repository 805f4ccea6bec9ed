/// The layouts and partials of a whole build, compiled once, looked up by name.
public struct TemplateLibrary: Sendable {
    /// How references to templates that do not exist are treated.
    public enum Mode: Sendable {
        /// An error naming the template, line and missing name. Site builds use this.
        case strict
        /// The empty string, as the Mustache spec requires.
        case spec
    }

    /// How deep partials and parents may nest before rendering stops with an error.
    public static let maximumDepth = 100
    /// How many bytes one render may write before it stops with an error: partials that each
    /// include the next twice double the output at every level, within the depth limit.
    public static let maximumOutput = 64 * 1024 * 1024

    /// How missing templates are treated.
    public let mode: Mode
    private let templates: [String: Template]

    /// Compiles every source. Throws all compile errors at once and, in strict mode, every
    /// malformed name and every partial or parent tag that names a template not in `sources`.
    public init(templates sources: [String: String], mode: Mode = .strict) throws(MustacheErrorList) {
        let (library, errors) = Self.compiling(sources, mode: mode)
        guard errors.isEmpty else { throw MustacheErrorList(errors) }
        self = library
    }

    /// The templates of `sources` that compile, and the errors of those that do not (in strict
    /// mode also every partial or parent tag naming a template not in `sources`), so that a
    /// caller can go on checking the good ones.
    public static func compiling(_ sources: [String: String], mode: Mode = .strict) -> (TemplateLibrary, [MustacheError]) {
        var templates: [String: Template] = [:]
        var errors: [MustacheError] = []
        for (name, source) in sources {
            do {
                templates[name] = try Template(name: name, source: source, mode: mode)
            } catch {
                errors.append(error)
            }
        }
        let library = TemplateLibrary(mode: mode, templates: templates)
        if mode == .strict { errors += library.missingReferences(existing: Array(sources.keys)) }
        return (library, errors)
    }

    private init(mode: Mode, templates: [String: Template]) {
        self.mode = mode
        self.templates = templates
    }

    /// The templates `name` can render: itself and every partial and parent it names, transitively.
    /// Nil when one of them uses a dynamic name (`{{>*x}}`), which could reach any template.
    public func closure(of name: String) -> Set<String>? {
        var found: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard found.insert(next).inserted, let template = templates[next] else { continue }
            if template.hasDynamicReferences { return nil }
            pending += template.staticReferences.map(\.reference.name)
        }
        return found
    }

    /// Every name the template called `name` looks up when it renders, in the order rendering reaches
    /// them, through its partials and parents (with the blocks it overrides) and their sections.
    ///
    /// A partial reached again inside itself is not followed a second time; a dynamic partial
    /// (`{{>*name}}`) contributes the name it looks up, not the template it may lead to.
    public func nameReferences(reachedFrom name: String) -> [NameReference] {
        guard let template = templates[name] else { return [] }
        var walker = ReferenceWalker(library: self)
        walker.walk(template, sections: [], overrides: [:])
        return walker.found
    }

    /// The names of all templates, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// The compiled template called `name`, if there is one.
    public subscript(name: String) -> Template? { templates[name] }

    /// Renders the template called `name` against `data`.
    public func render(_ name: String, with data: TemplateValue) throws(MustacheError) -> String {
        guard let template = templates[name] else {
            throw MustacheError(templateName: name, line: 1, column: 1, reason: .missingTemplate(name))
        }
        return try render(template, with: data)
    }

    /// Renders `template` against `data`, resolving its partials and parents in this library.
    public func render(_ template: Template, with data: TemplateValue) throws(MustacheError) -> String {
        String(decoding: try renderBytes(template, with: data), as: UTF8.self)
    }

    /// Renders `template` as UTF-8 bytes, ready to be written to a file.
    public func renderBytes(_ template: Template, with data: TemplateValue) throws(MustacheError) -> [UInt8] {
        var renderer = Renderer(library: self, data: data, templateName: template.name)
        try renderer.render(template.nodes, indent: "", overrides: [:])
        return renderer.output
    }

    /// The template a partial or parent tag names, or nil in spec mode when there is none.
    func resolve(_ reference: TemplateReference, isParent: Bool, name: String?) throws(MustacheError) -> Template? {
        if let name, let template = templates[name] { return template }
        guard mode == .strict else { return nil }
        let reason: MustacheError.Reason = switch (name, isParent) {
        case (nil, _): .unresolvedDynamicName(reference.name)
        case (let name?, false): .missingPartial(name, available: names(nearest: name))
        case (let name?, true): .missingParent(name, available: names(nearest: name))
        }
        throw MustacheError(templateName: reference.templateName, line: reference.line, column: reference.column, reason: reason)
    }
}

private extension TemplateLibrary {
    /// Every template's name, the nearest to `name` first.
    func names(nearest name: String) -> [String] {
        EditDistance.nearestFirst(templates.keys, to: name)
    }

    /// Partial and parent tags naming none of `existing`, the sources given: a template that did
    /// not compile has its own error, and is not missing.
    func missingReferences(existing: [String]) -> [MustacheError] {
        let names = Set(existing)
        return templates.values.flatMap { template in
            template.staticReferences.compactMap { reference, isParent in
                guard !names.contains(reference.name) else { return nil }
                let available = EditDistance.nearestFirst(existing, to: reference.name)
                return MustacheError(
                    templateName: template.name, line: reference.line, column: reference.column,
                    reason: isParent
                        ? .missingParent(reference.name, available: available)
                        : .missingPartial(reference.name, available: available))
            }
        }
    }
}
