import Foundation
import Mustache

/// The Mustache text of a shortcode made from an old template, written piece by piece by the
/// converters of Go templates and Liquid: text as it was, values (escaped or not, as the old
/// engine printed them), and sections that show their text when a value is there or is not.
struct ShortcodeTemplateWriter {
    private var text: String
    /// The sections open, innermost last: the value each tests, and whether it is inverted.
    private var open: [(name: String, inverted: Bool)] = []
    private(set) var usesInner = false
    /// The arguments printed as Markdown made HTML (`markdownify`), by name or position.
    private(set) var markdownArguments: Set<String> = []

    init(origin: String) {
        text = "{{! made by imprint import from \(origin) }}\n"
    }

    /// Text as it is; Mustache would read a `{{` in it as a tag.
    mutating func literal(_ literal: String) throws(SiteShortcode.Failure) {
        guard !literal.contains("{{") else { throw SiteShortcode.Failure(reason: "its text holds `{{`, which Mustache reads as a tag") }
        text += literal
    }

    /// The value `name` (`params.title`, `args.0`, `inner`); when it is not there, `fallback`.
    /// An argument that was `markdown` is made HTML by the import, in its tags.
    mutating func value(_ name: String, escaped: Bool, fallback: String? = nil, markdown: Bool = false) {
        if name == "inner" { usesInner = true }
        if markdown, name != "inner" { markdownArguments.insert(String(name.split(separator: ".").last!)) }
        let tag = escaped ? "{{\(name)}}" : "{{{\(name)}}}"
        guard let fallback else {
            text += tag
            return
        }
        text += "{{#\(name)}}\(tag){{/\(name)}}{{^\(name)}}\(escaped ? HTMLEscaping.escape(fallback) : fallback){{/\(name)}}"
    }

    /// Opens a section shown when `name` is there (or, `inverted`, when it is not).
    mutating func open(_ name: String, inverted: Bool) {
        if name == "inner" { usesInner = true }
        text += "{{\(inverted ? "^" : "#")\(name)}}"
        open.append((name, inverted))
    }

    /// `else`: closes the innermost section and opens its opposite.
    mutating func otherwise() throws(SiteShortcode.Failure) {
        guard let last = open.last else { throw SiteShortcode.Failure(reason: "an `else` outside any `if`") }
        try close()
        open(last.name, inverted: !last.inverted)
    }

    mutating func close() throws(SiteShortcode.Failure) {
        guard let last = open.popLast() else { throw SiteShortcode.Failure(reason: "an `end` that closes nothing") }
        text += "{{/\(last.name)}}"
    }

    /// The shortcode, once every section is closed.
    func finished(name: String, origin: String) throws(SiteShortcode.Failure) -> SiteShortcode {
        guard open.isEmpty else { throw SiteShortcode.Failure(reason: "a block that is never closed") }
        return SiteShortcode(name: name, origin: origin, template: text, usesInner: usesInner, markdownArguments: markdownArguments)
    }
}
