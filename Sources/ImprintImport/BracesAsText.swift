import Foundation
import ImprintCore

/// Markdown from a generator that showed `{{ … }}` and `{% … %}` as text (Publish: Ink knows no
/// templates or shortcodes), written so that Imprint shows them as text too, rather than read them
/// as shortcodes or stop at them as Liquid: a shortcode's tag (`{{< name >}}`) as
/// `{{</* name */>}}`, other braces escaped in the forms of `ProseEscaping.Place` (`\{{`, or in
/// raw HTML, where a backslash would show, `&#123;{`). Code blocks and code spans are left as written.
enum BracesAsText {
    /// `markdown` written so; and the lines (from 1) where it changed, each with the text as it was.
    static func escaped(_ markdown: String) -> (markdown: String, changed: [(line: Int, text: String)]) {
        var changed: [(line: Int, text: String)] = []
        let escaped = ProseEscaping.changingLines(of: markdown) { line, number, inHTML in
            let written = inHTML ? ProseEscaping.html(line) : outsideCodeSpans(line, inText)
            if written != line { changed.append((number, line.trimmingWhitespace())) }
            return written
        }
        return (escaped, changed)
    }
}

private extension BracesAsText {
    /// Text of a paragraph: shortcode tags commented out, other opening braces escaped.
    static func inText(_ text: String) -> String {
        let tags = text.replacing(/\{\{([<%])(.*?)([>%])\}\}/) { "{{\($0.output.1)/*\($0.output.2)*/\($0.output.3)}}" }
        var result = "", previous: Character?
        for (index, character) in zip(tags.indices, tags) {
            let next = tags[tags.index(after: index)...]
            // A brace escaped already, or one that opens a commented-out tag, stays.
            if character == "{", previous != "\\", next.hasPrefix("{") || next.hasPrefix("%"),
               !next.hasPrefix("{</*"), !next.hasPrefix("{%/*"), !next.hasPrefix("%/*") {
                result += ProseEscaping.Place.markdownText.brace
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// `line` with `change` applied to what is outside its code spans (`ProseEscaping.codeSpan`).
    static func outsideCodeSpans(_ line: String, _ change: (String) -> String) -> String {
        let characters = Array(line)
        var result = "", start = 0, index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let (end, isSpan) = ProseEscaping.codeSpan(characters, at: index)
            if isSpan {
                result += change(String(characters[start..<index])) + String(characters[index..<end])
                start = end
            }
            index = end
        }
        return result + change(String(characters[start...]))
    }
}
