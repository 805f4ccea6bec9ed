import Foundation
import ImprintCore
import Mustache

/// The Mustache text of a shortcode made from an old template, written piece by piece by the
/// converters of Go templates and Liquid: text as it was, values (escaped or not, as the old
/// engine printed them), and sections shown when a condition on the values holds or does not.
struct ShortcodeTemplateWriter {
    /// What a section tests: a value being there, or not, or any or all of several conditions.
    indirect enum Condition: Equatable {
        case value(String)
        case not(Condition)
        case any([Condition])
        case all([Condition])
    }

    /// The text written so far, and that of each section open before it, outermost first.
    private var text: String
    private var open: [Section] = []
    private(set) var usesInner = false
    /// The arguments printed as Markdown made HTML (`markdownify`), by name or position.
    private(set) var markdownArguments: Set<String> = []

    private struct Section {
        let condition: Condition
        /// The text before the section.
        let before: String
        /// The text shown when the condition holds, once `else` is reached.
        var shown: String?
        /// Whether an `end` closing it closes its parent too: it is an `else if`.
        let isChained: Bool
    }

    init(origin: String) {
        text = "{{! made by imprint import from \(origin) }}\n"
    }

    /// Text as it is; Mustache would read a `{{` in it as a tag.
    mutating func literal(_ literal: String) throws(SiteShortcode.Failure) {
        guard !literal.contains("{{") else { throw SiteShortcode.Failure(reason: "its text holds `{{`, which Mustache reads as a tag") }
        text += literal
    }

    /// The value `name` (`params.title`, `args.0`, `inner`); when it is not there, `fallback`.
    /// An argument that was `markdown` is its HTML, which the import writes in its tags as
    /// `KEY_html` (`SiteShortcode.arguments`); a tag without it shows the text as written.
    mutating func value(_ name: String, escaped: Bool, fallback: String? = nil, markdown: Bool = false) {
        if name == "inner" { usesInner = true }
        // The inner text is HTML already; an argument's Markdown shows as written without its HTML.
        let markdown = markdown && name != "inner", escaped = escaped || markdown
        let tag = escaped ? "{{\(name)}}" : "{{{\(name)}}}"
        let plain = fallback.map { "{{#\(name)}}\(tag){{/\(name)}}{{^\(name)}}\(escaped ? HTMLEscaping.escape($0) : $0){{/\(name)}}" } ?? tag
        guard markdown else {
            text += plain
            return
        }
        let key = String(name.split(separator: ".").last!)
        markdownArguments.insert(key)
        let html = "params.\(key)\(SiteShortcode.htmlSuffix)"
        text += "{{#\(html)}}{{{\(html)}}}{{/\(html)}}{{^\(html)}}\(plain){{/\(html)}}"
    }

    /// Opens a section shown when `condition` holds; `chained`, it is the `else if` of the
    /// innermost one, which the same `end` closes.
    mutating func open(_ condition: Condition, chained: Bool = false) throws(SiteShortcode.Failure) {
        if chained { try otherwise() }
        if Self.names(in: condition).contains("inner") { usesInner = true }
        open.append(Section(condition: condition, before: text, shown: nil, isChained: chained))
        text = ""
    }

    /// `else`: what follows is shown when the innermost section's condition does not hold.
    mutating func otherwise() throws(SiteShortcode.Failure) {
        guard let last = open.indices.last, open[last].shown == nil else { throw SiteShortcode.Failure(reason: "an `else` outside any `if`") }
        open[last].shown = text
        text = ""
    }

    /// `end`: closes the innermost section, and the sections it is the `else if` of.
    mutating func close() throws(SiteShortcode.Failure) {
        guard let section = open.popLast() else { throw SiteShortcode.Failure(reason: "an `end` that closes nothing") }
        let (shown, hidden) = section.shown.map { ($0, text) } ?? (text, "")
        text = section.before + Self.section(section.condition, shown: shown, otherwise: hidden)
        if section.isChained { try close() }
    }

    /// The shortcode, once every section is closed.
    func finished(name: String, origin: String) throws(SiteShortcode.Failure) -> SiteShortcode {
        guard open.isEmpty else { throw SiteShortcode.Failure(reason: "a block that is never closed") }
        return SiteShortcode(name: name, origin: origin, template: text, usesInner: usesInner, markdownArguments: markdownArguments)
    }
}

private extension ShortcodeTemplateWriter {
    /// Mustache has no `or` and no `and`: sections nested, the text repeated in each branch.
    static func section(_ condition: Condition, shown: String, otherwise: String) -> String {
        switch condition {
        case .value(let name):
            return (shown.isEmpty ? "" : "{{#\(name)}}\(shown){{/\(name)}}") + (otherwise.isEmpty ? "" : "{{^\(name)}}\(otherwise){{/\(name)}}")
        case .not(let inner):
            return section(inner, shown: otherwise, otherwise: shown)
        case .any(let conditions):
            guard let first = conditions.first else { return otherwise }
            return section(first, shown: shown, otherwise: section(.any(Array(conditions.dropFirst())), shown: shown, otherwise: otherwise))
        case .all(let conditions):
            guard let first = conditions.first else { return shown }
            return section(first, shown: section(.all(Array(conditions.dropFirst())), shown: shown, otherwise: otherwise), otherwise: otherwise)
        }
    }

    static func names(in condition: Condition) -> [String] {
        switch condition {
        case .value(let name): [name]
        case .not(let inner): names(in: inner)
        case .any(let conditions), .all(let conditions): conditions.flatMap(names)
        }
    }
}
