import Foundation
import ImprintCore
import Mustache

/// A Hugo shortcode's Go template (`layouts/shortcodes/NAME.html`) made into a shortcode
/// template of Imprint's: `.Get "k"` is `params.k`, `.Get 0` is `args.0`, `.Inner` is `inner`,
/// `.Page.Title` and `.Page.RelPermalink` the page's; `if`, `with`, `else`, `range .Params`,
/// `not`, `or`, `and`, `isset`, `default`, `$x := …`, and the functions that only mark a value
/// safe or make Markdown HTML are kept. Output is escaped where html/template escaped it: not `.Inner`,
/// `safeHTML` or `markdownify`. Anything else (`partial`, `.Site`, `printf`, comparisons) fails,
/// naming it.
struct GoTemplateConversion {
    /// What `.` stands for in each block open, innermost last, and the variables set.
    private var dots: [String?] = [nil]
    private var variables: [String: String] = [:]
    private var writer: ShortcodeTemplateWriter

    /// The shortcode `name` made of `source`, read from `origin`.
    static func convert(_ source: String, name: String, origin: String) throws(SiteShortcode.Failure) -> SiteShortcode {
        var conversion = GoTemplateConversion(writer: ShortcodeTemplateWriter(origin: origin))
        for piece in TemplatePiece.split(source, openings: ["{{"]) {
            switch piece {
            case .text(let text): try conversion.writer.literal(text)
            case .action(_, let inner): try conversion.action(inner)
            }
        }
        var shortcode = try conversion.writer.finished(name: name, origin: origin)
        shortcode.unwrapsParagraph = true
        return shortcode
    }

    /// Functions that return their argument as it is, marked safe or made HTML: not escaped.
    private static let unescaping: Set = [
        "safeHTML", "safeHTMLAttr", "safeURL", "safeJS", "markdownify", ".Page.RenderString", "$.Page.RenderString",
    ]
    /// Functions that make Markdown HTML.
    private static let markdown: Set = ["markdownify", ".Page.RenderString", "$.Page.RenderString"]
    /// Functions that return their argument, for a site at its root.
    private static let keeping: Set = ["relURL", "absURL", "htmlUnescape", "chomp", "trim"]
}

private extension GoTemplateConversion {
    mutating func action(_ inner: String) throws(SiteShortcode.Failure) {
        if inner.hasPrefix("/*") { return }
        let words = TemplatePiece.words(inner[...])
        guard let keyword = words.first else { return }
        switch keyword {
        case "end":
            try writer.close()
            dots.removeLast()
        case "else" where words.count == 1:
            try writer.otherwise()
        case "if", "with", "else" where ["if", "with"].contains(words.dropFirst().first):
            let chained = keyword == "else"
            guard let test = try? condition(Array(words.dropFirst(chained ? 2 : 1))) else { throw Self.unknown(inner) }
            try writer.open(test, chained: chained)
            // `with` sets `.` to its value; the `end` of an `else with` closes the `with` it follows too.
            var dot = dots.last!
            if words[chained ? 1 : 0] == "with", case .value(let name) = test { dot = name }
            if chained { dots[dots.count - 1] = dot } else { dots.append(dot) }
        case "range":
            guard words.count == 2, [".Params", "$.Params"].contains(words[1]) else { throw Self.unknown(inner) }
            try writer.open(.value("args"))
            dots.append(".")
        default:
            if words.count >= 3, words[0].hasPrefix("$"), words[1] == ":=" {
                variables[words[0]] = try value(words.dropFirst(2).joined(separator: " "))
                return
            }
            try output(inner)
        }
    }

    /// Prints a pipeline: a value, then functions that keep it, mark it safe, or give a default.
    mutating func output(_ pipeline: String) throws(SiteShortcode.Failure) {
        var commands = TemplatePiece.commands(pipeline)
        var escaped = true, markdown = false, fallback: String?
        var first = TemplatePiece.words(commands.removeFirst())
        // `markdownify .Inner`: a function with its argument first.
        if first.count == 2, Self.unescaping.contains(first[0]) || Self.keeping.contains(first[0]) {
            escaped = escaped && !Self.unescaping.contains(first[0])
            markdown = Self.markdown.contains(first[0])
            first.removeFirst()
        }
        // `default "x" (.Get "k")`.
        if first.count == 3, first[0] == "default", let text = TemplatePiece.literal(first[1]) {
            fallback = text
            first = [first[2]]
        }
        if first.count == 1, let text = TemplatePiece.literal(first[0]) {
            try writer.literal(HTMLEscaping.escape(text))
            return
        }
        let name = try value(first.joined(separator: " "))
        for command in commands {
            let words = TemplatePiece.words(command)
            if words.count == 1, Self.unescaping.contains(words[0]) {
                escaped = false
                markdown = markdown || Self.markdown.contains(words[0])
            } else if words.count == 1, words[0] == "plainify" {
                // Text without markup: the Markdown as written, escaped, is near it.
                (escaped, markdown) = (true, false)
            } else if words.count == 1, Self.keeping.contains(words[0]) {
                continue
            } else if words.count == 2, words[0] == "default", let text = TemplatePiece.literal(words[1]) {
                fallback = text
            } else {
                throw Self.unknown(pipeline)
            }
        }
        writer.value(name, escaped: escaped && name != "inner", fallback: fallback, markdown: markdown)
    }

    /// What `if` or `with` tests: a value, or `not`, `or` and `and` of others.
    func condition(_ words: [String]) throws(SiteShortcode.Failure) -> ShortcodeTemplateWriter.Condition {
        let operands = { (words: ArraySlice<String>) throws(SiteShortcode.Failure) in
            try words.map { word throws(SiteShortcode.Failure) in try condition(TemplatePiece.words(word[...])) }
        }
        switch words.first {
        case "not" where words.count == 2: return .not(try condition(TemplatePiece.words(words[1][...])))
        case "or" where words.count > 2: return .any(try operands(words.dropFirst()))
        case "and" where words.count > 2: return .all(try operands(words.dropFirst()))
        // `isset .Params "k"`: given, which a section tests as given and not empty.
        case "isset" where words.count == 3: return .value(try value("index \(words[1]) \(words[2])"))
        default: return .value(try value(words.joined(separator: " ")))
        }
    }

    /// The Mustache name of a value: an argument, the inner text, the page's title or URL.
    func value(_ expression: String) throws(SiteShortcode.Failure) -> String {
        let words = TemplatePiece.words(expression[...])
        if words.count == 1, let variable = variables[words[0]] { return variable }
        if words.count == 1, words[0] == ".", let dot = dots.last! { return dot }
        switch words.first {
        case ".Get", "$.Get":
            guard words.count == 2 else { break }
            if let index = Int(words[1]) { return "args.\(index)" }
            if let key = TemplatePiece.literal(words[1]), key.wholeMatch(of: /[A-Za-z_][\w-]*/) != nil { return "params.\(key)" }
        case "index":
            guard words.count == 3, [".Params", "$.Params"].contains(words[1]) else { break }
            if let index = Int(words[2]) { return "args.\(index)" }
            if let key = TemplatePiece.literal(words[2]), key.wholeMatch(of: /[A-Za-z_][\w-]*/) != nil { return "params.\(key)" }
        case ".Inner", "$.Inner":
            if words.count == 1 { return "inner" }
        case ".Page.Title", "$.Page.Title":
            if words.count == 1 { return "page.title" }
        case ".Page.RelPermalink", "$.Page.RelPermalink", ".Page.Permalink", "$.Page.Permalink":
            if words.count == 1 { return "page.url" }
        default:
            break
        }
        throw Self.unknown(expression)
    }

    static func unknown(_ text: String) -> SiteShortcode.Failure {
        SiteShortcode.Failure(reason: "`{{ \(text) }}` has no equivalent in a shortcode of Imprint's")
    }
}
