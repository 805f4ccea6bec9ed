import Mustache

extension TemplateChecker {
    /// What one tag's name came to, over every page that reaches it.
    struct Outcome {
        let name: String
        /// Whether the tag is a section or an inverted section, which renders only when the name has a value.
        let isTest: Bool
        var isResolved = false
        /// Whether a kind of page that does not reach the tag has the name there.
        var isNamedElsewhere = false
        /// The innermost partial or parent tag of the site's own files on the way to the tag, with the
        /// pages it was followed for.
        private(set) var includes: [(include: NameReference.Include, pages: [String])] = []
        /// The pages where it does not resolve, as `PageTemplate.pages` says them.
        var pages: [String] = []
        /// Every name those pages have where the tag is, the likeliest to be meant first.
        var candidates: [String] = []
        private var known: Set<String> = []

        init(name: String, isTest: Bool) {
            self.name = name
            self.isTest = isTest
        }

        mutating func add(candidates names: [String]) {
            for name in names where known.insert(name).inserted { candidates.append(name) }
        }

        mutating func add(include: NameReference.Include, of page: String) {
            guard let index = includes.firstIndex(where: { $0.include == include }) else { return includes.append((include, [page])) }
            if !includes[index].pages.contains(page) { includes[index].pages.append(page) }
        }

        var message: String {
            let hint = suggestion.map { "did you mean `\($0)`?" } ?? "`imprint help templates` lists what each page has"
            return "`\(name)` is not a variable of \(Self.phrase(pages)): \(hint)"
        }

        /// The message for the site's tag that included the built-in `file` where the name cannot resolve on `pages`.
        func message(including file: String, on pages: [String]) -> String {
            "the built-in \(file) uses `\(name)`, which is not a variable of \(Self.phrase(pages)) here: "
                + "include it inside a section that has it, or change a copy of it (`imprint theme eject \(file)`)"
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

        static func phrase(_ pages: [String]) -> String {
            pages.count <= 3 ? list(pages) : "any of the \(pages.count) kinds of page that use this template"
        }

        static func list(_ items: [String]) -> String {
            items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
        }
    }
}
