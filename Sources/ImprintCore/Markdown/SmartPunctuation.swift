/// Curly quotes, dashes and ellipses for text that is not Markdown (a screenshot's caption), made
/// by cmark's own smart punctuation, so that they are the body's.
enum SmartPunctuation {
    /// `text` with smart punctuation and nothing else of Markdown. Every other ASCII punctuation
    /// mark is escaped, and the text is read as the one line of a heading, where no block starts:
    /// no list, quote or code block. Runs of white space become one space, as HTML shows them.
    static func apply(to text: String) -> String {
        hasWork(text.utf8) ? punctuating(text) : text
    }

    /// `apply(to:)`, without first asking whether `text` has anything to change.
    static func punctuating(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let escaped = line.reduce(into: "# ") { markdown, character in
            if character.isASCII, character.isPunctuation || character.isSymbol, !Self.smart.contains(character) { markdown.append("\\") }
            markdown.append(character)
        }
        return CmarkDocument.parse(escaped, syntax: .init(smartPunctuation: true)) { document in
            document.root.nodes { $0.kind == .text }.map { $0.literal ?? "" }.joined()
        } ?? text
    }

    /// Whether `text` may change: whether it has a quote, `--` or `...` to punctuate, or white
    /// space that is not one space between words. Most titles and summaries have none, and are
    /// let go after one pass over their bytes; a byte beyond ASCII, which may be white space, is
    /// left to the whole work.
    private static func hasWork(_ text: String.UTF8View) -> Bool {
        var previous = UInt8(ascii: " ")
        var beforePrevious = UInt8(ascii: " ")
        for byte in text {
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""), 0x09...0x0D, 0x80...:
                return true
            case UInt8(ascii: "-") where previous == UInt8(ascii: "-"),
                 UInt8(ascii: ".") where previous == UInt8(ascii: ".") && beforePrevious == UInt8(ascii: "."),
                 UInt8(ascii: " ") where previous == UInt8(ascii: " "):
                return true
            default:
                (beforePrevious, previous) = (previous, byte)
            }
        }
        return !text.isEmpty && previous == UInt8(ascii: " ")
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
