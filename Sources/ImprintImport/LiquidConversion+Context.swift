import Foundation
import ImprintCore

/// Where in the text a Liquid tag stands, as far as its conversion cares: in a `{% comment %}`,
/// a code span or an HTML tag's attribute, where an HTML comment cannot go.
extension LiquidConversion {
    /// `text` with each `{% comment %}` replaced by a placeholder of as many lines, and the
    /// comments' texts, in order: the Liquid in them stays as written, since the comments the
    /// conversion writes would end them early.
    static func takingComments(from text: String) -> (text: String, comments: [String]) {
        var comments: [String] = []
        let text = text.replacing(comment) { match in
            comments.append(String(match.output.1))
            return commentMark + String(repeating: "\n", count: match.output.1.filter { $0 == "\n" }.count) + commentMark
        }
        return (text, comments)
    }

    /// `text` with each comment's placeholder replaced by the comment, as HTML. On a line of its
    /// own the comment is a block, which keeps its blank lines (and the lines after it their
    /// numbers); inside a paragraph a blank line would end it, so it has none.
    static func restoring(_ comments: [String], in text: String) -> String {
        var output = "", rest = text[...], kept = comments.makeIterator()
        while let match = rest.firstMatch(of: commentPlaceholder) {
            output += rest[..<match.range.lowerBound]
            var comment = kept.next() ?? ""
            if !output.isEmpty && !output.hasSuffix("\n") {
                comment = comment.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
            }
            output += "<!--" + comment.replacingOccurrences(of: "--", with: "- -") + "-->"
            rest = rest[match.range.upperBound...]
        }
        return output + rest
    }

    private nonisolated(unsafe) static let comment = /\{%-?\s*comment\s*-?%\}([\s\S]*?)\{%-?\s*endcomment\s*-?%\}/
    /// Stands for a `{% comment %}` while the tags around it are converted (a private-use character).
    private static let commentMark = "\u{E003}"
    private nonisolated(unsafe) static let commentPlaceholder = /\x{E003}\n*\x{E003}/

    /// Whether `text` ends inside a code span: an odd number of backticks on its last line.
    static func endsInCodeSpan(_ text: String) -> Bool {
        let lastLine = text[(text.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex)...]
        return lastLine.filter { $0 == "`" }.count % 2 == 1
    }

    /// The quote of the attribute value `text` ends in, when it ends in one inside an HTML tag.
    static func openQuote(in text: String) -> Character? {
        guard let open = text.lastIndex(of: "<") else { return nil }
        var quote: Character?
        for character in text[open...] where character == "\"" || character == "'" {
            if quote == nil { quote = character } else if quote == character { quote = nil }
        }
        return quote
    }

    /// Whether `text` ends inside an HTML tag (`<a href="/tags/`), where a comment cannot go.
    static func isInsideHTMLTag(_ text: String) -> Bool {
        guard let open = text.lastIndex(of: "<") else { return false }
        let after = text[text.index(after: open)...]
        return after.first?.isLetter == true && !after.contains(">")
    }
}
