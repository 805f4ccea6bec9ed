import Foundation
import ImprintCore
import Mustache

/// A Jekyll include (`_includes/NAME.html`) made into a shortcode template of Imprint's:
/// `{{ include.k }}` is `params.k`, `{% if include.k %}` (with `or`, `and`, `!= nil`),
/// `{% unless %}`, `{% elsif %}`, `{% else %}`, `prepend:` and `append:` of text,
/// `{% for x in include.k %}` and `{% assign x = include.k %}` are kept, `| markdownify` and the
/// filters that leave a value as it is too; `site.url` and `site.baseurl` are empty, as in
/// imported posts, and `page.title` and `page.url` the page's. Liquid prints values as they are:
/// so does the template, but for `| escape`. Anything else (other includes, `site.data`,
/// comparisons, `capture`) fails, naming it.
struct LiquidTemplateConversion {
    /// What each variable set by `assign` or a `for` stands for.
    private var variables: [String: String] = [:]
    private var writer: ShortcodeTemplateWriter

    /// The shortcode `name` made of `source`, read from `origin`.
    static func convert(_ source: String, name: String, origin: String) throws(SiteShortcode.Failure) -> SiteShortcode {
        var conversion = LiquidTemplateConversion(writer: ShortcodeTemplateWriter(origin: origin))
        var inComment = false
        for piece in TemplatePiece.split(source, openings: ["{{", "{%"]) {
            switch piece {
            case .action("{%", let inner) where inComment:
                inComment = inner != "endcomment"
            case _ where inComment:
                continue
            case .text(let text):
                try conversion.writer.literal(text)
            case .action("{%", "comment"):
                inComment = true
            case .action("{%", let inner):
                try conversion.tag(inner)
            case .action(_, let inner):
                try conversion.output(inner)
            }
        }
        return try conversion.writer.finished(name: name, origin: origin)
    }

    /// Filters that leave the value as it is, for a site at its root.
    private static let keeping: Set = ["relative_url", "absolute_url", "strip", "strip_newlines", "smartify"]
    private static let escaping: Set = ["escape", "escape_once", "xml_escape"]
}

private extension LiquidTemplateConversion {
    mutating func tag(_ inner: String) throws(SiteShortcode.Failure) {
        let words = TemplatePiece.words(inner[...])
        switch words.first {
        case "if", "unless", "elsif":
            guard let test = try? condition(Array(words.dropFirst())) else { throw Self.unknown("{% \(inner) %}") }
            try writer.open(words[0] == "unless" ? .not(test) : test, chained: words[0] == "elsif")
        case "else" where words.count == 1:
            try writer.otherwise()
        case "endif", "endunless", "endfor":
            try writer.close()
        case "for" where words.count == 4 && words[2] == "in":
            // Arguments are text: a list of one, as Liquid loops over text.
            let name = try value(words[3])
            variables[words[1]] = name
            try writer.open(.value(name))
        case "assign" where words.count == 4 && words[2] == "=":
            variables[words[1]] = try value(words[3])
        default:
            throw Self.unknown("{% \(inner) %}")
        }
    }

    mutating func output(_ inner: String) throws(SiteShortcode.Failure) {
        var commands = TemplatePiece.commands(inner)
        let first = String(commands.removeFirst())
        if ["site.url", "site.baseurl"].contains(first), commands.allSatisfy({ Self.keeping.contains(String($0)) }) { return }
        var escaped = false, markdown = false, fallback: String?, before = "", after = ""
        if let text = TemplatePiece.literal(first) {
            try writer.literal(text)
            guard commands.isEmpty else { throw Self.unknown(inner) }
            return
        }
        let name = try value(first)
        for command in commands {
            let filter = command.prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces)
            let argument = command.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
            if Self.escaping.contains(filter) {
                escaped = true
            } else if filter == "markdownify" {
                markdown = true
            } else if Self.keeping.contains(filter) {
                continue
            } else if filter == "default", let text = TemplatePiece.literal(argument) {
                fallback = text
            } else if filter == "prepend" || filter == "append", let text = TemplatePiece.literal(argument) {
                if filter == "prepend" { before = text + before } else { after += text }
            } else {
                throw Self.unknown(inner)
            }
        }
        try writer.literal(escaped ? HTMLEscaping.escape(before) : before)
        writer.value(name, escaped: escaped, fallback: fallback, markdown: markdown)
        try writer.literal(escaped ? HTMLEscaping.escape(after) : after)
    }

    /// What `if` tests: values, maybe compared with `nil` or `""`, joined by `or` or by `and`.
    func condition(_ words: [String]) throws(SiteShortcode.Failure) -> ShortcodeTemplateWriter.Condition {
        let joiners = Set(words.enumerated().filter { $0.offset % 2 == 1 && ["or", "and"].contains($0.element) }.map(\.element))
        guard joiners.count <= 1 else { throw Self.unknown(words.joined(separator: " ")) }
        let operands = joiners.first.map { joiner in words.split(separator: joiner).map(Array.init) } ?? [words]
        let conditions = try operands.map { words throws(SiteShortcode.Failure) -> ShortcodeTemplateWriter.Condition in
            let blank: Set = ["nil", "null", "\"\"", "''", "empty", "blank"]
            switch words.count {
            case 1: return .value(try value(words[0]))
            case 3 where words[1] == "!=" && blank.contains(words[2]): return .value(try value(words[0]))
            case 3 where words[1] == "==" && blank.contains(words[2]): return .not(.value(try value(words[0])))
            default: throw Self.unknown(words.joined(separator: " "))
            }
        }
        guard conditions.count > 1 else { return conditions[0] }
        return joiners.first == "or" ? .any(conditions) : .all(conditions)
    }

    /// The Mustache name of a value: an argument of the include, a variable, the page's title or URL.
    func value(_ expression: String) throws(SiteShortcode.Failure) -> String {
        if let variable = variables[expression] { return variable }
        if let key = expression.wholeMatch(of: /include\.([A-Za-z_][\w-]*)/)?.output.1 { return "params.\(key)" }
        if expression == "page.title" { return "page.title" }
        if expression == "page.url" { return "page.url" }
        throw Self.unknown(expression)
    }

    static func unknown(_ text: String) -> SiteShortcode.Failure {
        SiteShortcode.Failure(reason: "`\(text)` has no equivalent in a shortcode of Imprint's")
    }
}
