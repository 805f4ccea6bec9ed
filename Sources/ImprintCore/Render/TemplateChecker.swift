import Mustache

/// Checks every name a theme's templates look up against the data of the pages that render them.
///
/// Names resolve as Mustache resolves them: the first component in the innermost enclosing
/// section's value that has it, then outwards to the page's data; the others strictly inside. A
/// partial is checked wherever it is included, and a name in it is an error only when no page
/// that reaches it can provide it: `page.date` in the shared `<head>` is fine, since posts have one.
struct TemplateChecker {
    let library: TemplateLibrary
    var templates: [PageTemplate] = PageTemplate.all

    /// One error per tag whose name no page reaching it provides, in order of file and position.
    func diagnostics(paths: [String: String]) -> [Diagnostic] {
        var outcomes: [Place: Outcome] = [:]
        for template in templates where library[template.name] != nil {
            for reference in library.nameReferences(reachedFrom: template.name) {
                // Inside a section whose own name is wrong, that name's error is enough.
                guard let frames = Self.frames(around: reference, in: template.data) else { continue }
                let place = Place(template: reference.templateName, line: reference.line, column: reference.column)
                var outcome = outcomes[place] ?? Outcome(name: reference.name)
                if Self.resolve(reference.components, in: frames) != nil {
                    outcome.isResolved = true
                } else {
                    if !outcome.pages.contains(template.pages) { outcome.pages.append(template.pages) }
                    outcome.add(candidates: Self.names(around: frames))
                }
                outcomes[place] = outcome
            }
        }
        return outcomes.filter { !$0.value.isResolved }.sorted { $0.key < $1.key }.map { place, outcome in
            Diagnostic(
                .error, file: paths[place.template] ?? place.template, line: place.line, column: place.column, message: outcome.message)
        }
    }
}

extension TemplateChecker {
    /// The variable that a name written for another template language most likely means
    /// (`page.title` for Go's `.Title`), ignoring case, among what the pages that render
    /// `template` have (every page's, for a partial); nil when none is near.
    static func nearestName(to name: String, in template: String, templates: [PageTemplate] = PageTemplate.all) -> String? {
        let rendering = templates.filter { $0.name == template }
        var outcome = Outcome(name: name.lowercased())
        for page in rendering.isEmpty ? templates : rendering { outcome.add(candidates: names(around: [.object(page.data)])) }
        return outcome.suggestion
    }
}

private extension TemplateChecker {
    typealias Kind = TemplateSchema.Kind

    struct Place: Hashable, Comparable {
        let template: String
        let line: Int
        let column: Int

        static func < (a: Place, b: Place) -> Bool { (a.template, a.line, a.column) < (b.template, b.line, b.column) }
    }

    /// What one tag's name came to, over every page that reaches it.
    struct Outcome {
        let name: String
        var isResolved = false
        /// The pages where it does not resolve, as `PageTemplate.pages` says them.
        var pages: [String] = []
        /// Every name those pages have where the tag is, the likeliest to be meant first.
        var candidates: [String] = []
        private var known: Set<String> = []

        init(name: String) {
            self.name = name
        }

        mutating func add(candidates names: [String]) {
            for name in names where known.insert(name).inserted { candidates.append(name) }
        }

        var message: String {
            let of = pages.count <= 3 ? Self.list(pages) : "any of the \(pages.count) kinds of page that use this template"
            let hint = suggestion.map { "did you mean `\($0)`?" } ?? "`imprint help templates` lists what each page has"
            return "`\(name)` is not a variable of \(of): \(hint)"
        }

        /// The nearest name, by its whole spelling or by as many trailing components as were written
        /// (`title` for `page.title`), when it is near enough to be what was meant.
        /// Ties go to a whole-spelling match, then to the likeliest, the first in `candidates`.
        var suggestion: String? {
            let written = name.split(separator: ".").count
            // At one distance, a name near as a whole beats one near by its last components.
            let scored = candidates.enumerated().map { rank, candidate -> (distance: Int, byTail: Int, rank: Int, name: String) in
                let tail = candidate.split(separator: ".").suffix(written).joined(separator: ".")
                let whole = EditDistance.between(name, candidate), byTail = EditDistance.between(name, tail)
                return (min(whole, byTail), whole <= byTail ? 0 : 1, rank, candidate)
            }
            let limit = name.count <= 3 ? 1 : 2
            let best = scored.min { ($0.distance, $0.byTail, $0.rank) < ($1.distance, $1.byTail, $1.rank) }
            guard let best, best.distance <= limit else { return nil }
            return best.name
        }

        static func list(_ items: [String]) -> String {
            items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
        }
    }

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
