import Mustache

/// Checks every name a theme's templates look up against the data of the pages that render them.
///
/// Names resolve as Mustache resolves them: the first component in the innermost enclosing
/// section's value that has it, then outwards to the page's data; the others strictly inside. A
/// partial is checked wherever it is included, and a name in it is an error only when no page
/// that reaches it can provide it: `page.date` in the shared `<head>` is fine, since posts have one.
///
/// A site that overrides one template can leave a partial fewer pages to serve. A name that some
/// other kind of page has is then dead there, not wrong: in a file of the built-in theme, and in a
/// section or inverted section of a partial, which tests for it. A name that no kind of page has
/// is a typo, reported in the site's file: where it is written, or, in a built-in file, at the
/// site's tag that included that file where it cannot resolve.
struct TemplateChecker {
    let library: TemplateLibrary
    var templates: [PageTemplate] = PageTemplate.all
    /// The names of the templates that are the built-in theme's, which the site did not write.
    var builtIn: Set<String> = []

    /// One error per tag whose name no page reaching it provides, in order of file and position.
    func diagnostics(paths: [String: String]) -> [Diagnostic] {
        var outcomes: [Place: Outcome] = [:]
        for template in templates where library[template.name] != nil {
            for reference in library.nameReferences(reachedFrom: template.name) {
                // Inside a section whose own name is wrong, that name's error is enough.
                guard let frames = Self.frames(around: reference, in: template.data) else { continue }
                let place = Place(template: reference.templateName, line: reference.line, column: reference.column)
                let isTest = reference.kind == .section || reference.kind == .invertedSection
                var outcome = outcomes[place] ?? Outcome(name: reference.name, isTest: isTest)
                if Self.resolve(reference.components, in: frames) != nil {
                    outcome.isResolved = true
                } else {
                    if !outcome.pages.contains(template.pages) { outcome.pages.append(template.pages) }
                    outcome.add(candidates: Self.names(around: frames))
                    outcome.isNamedElsewhere = outcome.isNamedElsewhere || isNamedOnAnyPage(reference)
                    if let include = reference.includes.last(where: { !builtIn.contains($0.templateName) }) {
                        outcome.add(include: include, of: template.pages)
                    }
                }
                outcomes[place] = outcome
            }
        }
        // Names of one built-in file that an include leaves unresolved make one error, at that include.
        var errors: [Place: String] = [:]
        for (place, outcome) in outcomes.sorted(by: { $0.key < $1.key }) where !outcome.isResolved {
            for (at, message) in verdicts(on: outcome, at: place, paths: paths) where errors[at] == nil {
                errors[at] = message
            }
        }
        return errors.sorted { $0.key < $1.key }.map { at, message in
            Diagnostic(.error, file: paths[at.template] ?? at.template, line: at.line, column: at.column, message: message)
        }
    }
}

extension TemplateChecker {
    /// The variable that a name written for another template language most likely means
    /// (`page.title` for Go's `.Title`), ignoring case, among what the pages that render
    /// `template` have (every page's, for a partial); nil when none is near.
    static func nearestName(to name: String, in template: String, templates: [PageTemplate] = PageTemplate.all) -> String? {
        let rendering = templates.filter { $0.name == template }
        var outcome = Outcome(name: name.lowercased(), isTest: false)
        for page in rendering.isEmpty ? templates : rendering { outcome.add(candidates: names(around: [.object(page.data)])) }
        return outcome.suggestion
    }
}

private extension TemplateChecker {
    /// A tag's place: its template, line and column.
    struct Place: Hashable, Comparable {
        let template: String
        let line: Int
        let column: Int

        static func < (a: Place, b: Place) -> Bool { (a.template, a.line, a.column) < (b.template, b.line, b.column) }
    }

    /// Where the errors about a name that resolves on no page reaching it belong, and what they say;
    /// none when the name is dead there, not wrong.
    func verdicts(on outcome: Outcome, at place: Place, paths: [String: String]) -> [(Place, String)] {
        let isBuiltIn = builtIn.contains(place.template)
        if outcome.isNamedElsewhere {
            let isPartial = !templates.contains { $0.name == place.template }
            return isBuiltIn || (outcome.isTest && isPartial) ? [] : [(place, outcome.message)]
        }
        // No page has it here: the built-in file is right where the built-in theme includes it.
        guard isBuiltIn, !outcome.includes.isEmpty else { return [(place, outcome.message)] }
        return outcome.includes.map { include, pages in
            let file = paths[include.included].map { String($0.dropFirst(ThemeSource.builtInLabel.count)) } ?? include.included
            let place = Place(template: include.templateName, line: include.line, column: include.column)
            return (place, outcome.message(including: file, on: pages))
        }
    }

    /// Whether any kind of page has the name where `reference` is, in the sections around it.
    func isNamedOnAnyPage(_ reference: NameReference) -> Bool {
        templates.contains { page in
            Self.frames(around: reference, in: page.data).map { Self.resolve(reference.components, in: $0) != nil } ?? false
        }
    }
}

/// How names resolve against the shape of a page's data.
extension TemplateChecker {
    typealias Kind = TemplateSchema.Kind

    /// The context stack at `reference`: the page's data, then each enclosing section's value.
    static func frames(around reference: NameReference, in data: TemplateSchema) -> [Kind]? {
        var frames: [Kind] = [.object(data)]
        for section in reference.sections {
            guard let kind = resolve(section.components, in: frames) else { return nil }
            if section.kind == .section { frames.append(pushed(kind)) }
        }
        return frames
    }

    /// What a section over a value of `kind` pushes: each element of a list, or the value.
    static func pushed(_ kind: Kind) -> Kind {
        if case .list(let element) = unwrapped(kind) { return unwrapped(element) }
        return unwrapped(kind)
    }

    static func resolve(_ components: [String], in frames: [Kind]) -> Kind? {
        guard let first = components.first else { return frames.last }
        for frame in frames.reversed() {
            if let found = member(first, of: frame) {
                return components.dropFirst().reduce(found) { kind, name in kind.flatMap { member(name, of: $0) } }
            }
        }
        return nil
    }

    static func member(_ name: String, of kind: Kind) -> Kind? {
        switch unwrapped(kind) {
        case .object(let schema): schema.field(name)?.kind
        case .params: .params
        case .list(let element) where Int(name) != nil: element
        default: nil
        }
    }

    static func unwrapped(_ kind: Kind) -> Kind {
        if case .optional(let wrapped) = kind { return unwrapped(wrapped) }
        return kind
    }

    /// The names that resolve at a tag, innermost section first, each frame's in the order declared;
    /// in the page's data, `page` first, as a name written without its object most often means the page's.
    static func names(around frames: [Kind]) -> [String] {
        frames.reversed().flatMap { frame in
            let names = names(in: frame)
            return names.filter { $0.hasPrefix("page.") } + names.filter { !$0.hasPrefix("page.") }
        }
    }

    /// The dotted names that resolve in a frame, down to objects inside objects (`page.date.iso`).
    static func names(in kind: Kind, prefix: String = "", depth: Int = 3) -> [String] {
        guard depth > 0, case .object(let schema) = unwrapped(kind) else { return [] }
        return schema.fields.flatMap { field in
            [prefix + field.name] + names(in: field.kind, prefix: prefix + field.name + ".", depth: depth - 1)
        }
    }
}
