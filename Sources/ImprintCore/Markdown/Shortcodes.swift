import Foundation
import Mustache

/// The shortcodes of a theme: the templates `templates/shortcodes/NAME.mustache`, named
/// `shortcodes/NAME` in the theme's library, each with the arguments it declares on its first
/// line: `{{! arguments: id (required), start, title }}`. Positional arguments fill the
/// declared ones in order; a template that declares none gets its named arguments only as
/// `params.NAME`, and every argument without a name in `args`.
package struct Shortcodes: Sendable {
    package struct Declaration: Sendable, Equatable {
        /// The declared arguments in order, or nil.
        package let arguments: [String]?
        package let required: [String]
        /// Whether the template shows `inner`: then it is written as a pair.
        package let usesInner: Bool
    }

    /// The folder of the theme that holds them, and the prefix of their names in the library.
    package static let folder = "shortcodes/"

    let library: TemplateLibrary
    /// By shortcode name (`youtube`).
    let declarations: [String: Declaration]
    /// Changes whenever a shortcode template or anything it includes does.
    let fingerprint: String

    /// The shortcodes among `sources`, the theme's templates by library name.
    init(library: TemplateLibrary, sources: [String: String], fingerprint: String) {
        self.library = library
        self.fingerprint = fingerprint
        declarations = Dictionary(uniqueKeysWithValues: sources.keys.filter { $0.hasPrefix(Self.folder) }.map { name in
            let usesInner = library.nameReferences(reachedFrom: name).contains { $0.components.first == "inner" }
            return (String(name.dropFirst(Self.folder.count)), Self.declaration(in: sources[name]!, usesInner: usesInner))
        })
    }

    /// The declaration on the first line of a template's source.
    package static func declaration(in source: String, usesInner: Bool) -> Declaration {
        let firstLine = source.prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        guard firstLine.hasPrefix("{{!"), firstLine.hasSuffix("}}") else { return Declaration(arguments: nil, required: [], usesInner: usesInner) }
        let comment = firstLine.dropFirst(3).dropLast(2).trimmingCharacters(in: .whitespaces)
        guard comment.hasPrefix("arguments:") else { return Declaration(arguments: nil, required: [], usesInner: usesInner) }
        var arguments: [String] = [], required: [String] = []
        for item in comment.dropFirst("arguments:".count).split(separator: ",") {
            var name = item.trimmingCharacters(in: .whitespaces)
            if name.hasSuffix("(required)") {
                name = name.dropLast("(required)".count).trimmingCharacters(in: .whitespaces)
                required.append(name)
            }
            if !name.isEmpty { arguments.append(name) }
        }
        return Declaration(arguments: arguments, required: required, usesInner: usesInner)
    }

    /// The names of the shortcodes there are, nearest to `name` first.
    package func names(nearest name: String) -> [String] {
        declarations.keys.sorted().sorted { EditDistance.between(name, $0) < EditDistance.between(name, $1) }
    }
}

extension Shortcodes: Equatable {
    package static func == (lhs: Shortcodes, rhs: Shortcodes) -> Bool {
        lhs.fingerprint == rhs.fingerprint
    }

    /// What to write instead of one of Hugo's own shortcodes, which a theme may not have.
    static func hugoHint(for name: String) -> String? {
        switch name {
        case "ref", "relref": "Hugo's `\(name)` is a link to a file in Imprint: `[text](@/posts/2011-10-12-x.md)`"
        case "highlight": "Hugo's `highlight` is a fenced code block in Imprint: ```` ```swift ```` … ```` ``` ````"
        case "tweet", "x", "instagram": "paste the post's embed HTML, which Markdown keeps as written"
        case "param": "write the value itself: front matter reaches templates, not bodies"
        default: nil
        }
    }
}
