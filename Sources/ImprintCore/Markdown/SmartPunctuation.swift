/// Curly quotes, dashes and ellipses for text that is not Markdown (a screenshot's caption), made
/// by cmark's own smart punctuation, so that they are the body's.
enum SmartPunctuation {
    /// `text` with smart punctuation and nothing else of Markdown. Every other ASCII punctuation
    /// mark is escaped, and the text is read as the one line of a heading, where no block starts:
    /// no list, quote or code block. Runs of white space become one space, as HTML shows them.
    static func apply(to text: String) -> String {
        guard text.contains(where: { Self.smart.contains($0) }) else { return text }
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let escaped = line.reduce(into: "# ") { markdown, character in
            if character.isASCII, character.isPunctuation || character.isSymbol, !Self.smart.contains(character) { markdown.append("\\") }
            markdown.append(character)
        }
        return CmarkDocument.parse(escaped, syntax: .init(smartPunctuation: true)) { document in
            document.root.nodes { $0.kind == .text }.map { $0.literal ?? "" }.joined()
        } ?? text
    }

    /// The marks smart punctuation reads: quotes, and the hyphens and periods of dashes and ellipses.
    private static let smart: Set<Character> = ["'", "\"", "-", "."]
}

extension MarkdownRenderer {
    /// `text` as the body would show it: with smart punctuation when the site has it on.
    func punctuate(_ text: String) -> String {
        smartPunctuation ? SmartPunctuation.apply(to: text) : text
    }
}
