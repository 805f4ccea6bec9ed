import Foundation
import ImprintCore

/// A piece of an old site's template (a Go template of Hugo's, Liquid of Jekyll's): text as it
/// is, or an action between delimiters (`{{ … }}`, `{% … %}`).
enum TemplatePiece: Equatable {
    case text(String)
    /// The action's opening delimiter and what is between the delimiters, without its dashes and
    /// the spaces around it.
    case action(opening: String, inner: String)

    /// The pieces of `source`, whose actions open with one of `openings` (`{{`, `{%`) and close
    /// with its mirror (`}}`, `%}`). A dash beside a delimiter (`{{- x -}}`) takes the spaces
    /// and line breaks on its side out of the text, as both engines do; an action that is never
    /// closed is text.
    static func split(_ source: String, openings: [String]) -> [TemplatePiece] {
        var pieces: [TemplatePiece] = []
        var rest = source[...]
        var trimsNext = false
        while let start = openings.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let opening = String(rest[start])
            let closing = String(opening.reversed().map { $0 == "{" ? "}" : $0 })
            guard let end = rest[start.upperBound...].range(of: closing) else { break }
            var before = rest[..<start.lowerBound], inner = rest[start.upperBound..<end.lowerBound]
            if trimsNext { before = before.drop { $0.isWhitespace } }
            if inner.hasPrefix("-") {
                inner = inner.dropFirst()
                while before.last?.isWhitespace == true { before = before.dropLast() }
            }
            trimsNext = inner.hasSuffix("-")
            if trimsNext { inner = inner.dropLast() }
            if !before.isEmpty { pieces.append(.text(String(before))) }
            pieces.append(.action(opening: opening, inner: inner.trimmingCharacters(in: .whitespacesAndNewlines)))
            rest = rest[end.upperBound...]
        }
        if trimsNext { rest = rest.drop { $0.isWhitespace } }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    /// The words of an action, or of one command of a pipeline: split at spaces outside quotes
    /// and parentheses; a parenthesized word loses its parentheses.
    static func words(_ text: Substring) -> [String] {
        var words: [String] = [], word = "", quote: Character?, depth = 0
        for character in text {
            if let open = quote {
                word.append(character)
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" || character == "`" {
                quote = character
                word.append(character)
            } else if character == "(" || character == ")" {
                depth += character == "(" ? 1 : -1
                word.append(character)
            } else if character.isWhitespace, depth == 0 {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.map { $0.hasPrefix("(") && $0.hasSuffix(")") ? String($0.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) : $0 }
    }

    /// The commands of a pipeline (`.Get "a" | markdownify`), split at bars outside quotes.
    static func commands(_ text: String) -> [Substring] {
        var commands: [Substring] = [], start = text.startIndex, quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" || character == "`" {
                quote = character
            } else if character == "|", !(text[index...].hasPrefix("||")) {
                commands.append(text[start..<index])
                start = text.index(after: index)
            }
        }
        commands.append(text[start...])
        return commands.map { Substring($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The text of a quoted literal (`"x"`, `'x'`, a Go raw string), or nil.
    static func literal(_ word: String) -> String? {
        guard word.count >= 2, let first = word.first, "\"'`".contains(first), word.last == first else { return nil }
        return String(word.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
    }
}
