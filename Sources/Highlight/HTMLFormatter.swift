/// Writes tokens as HTML: a span with the Pygments class for each token that is not plain text,
/// the code escaped, and, when asked, line numbers (`linenos`) and highlighted lines (`hll`,
/// wrapping the whole line with its number and newline, so that a theme can shade it edge to edge).
struct HTMLFormatter {
    let bytes: [UInt8]
    let info: CodeBlockInfo
    private var output: [UInt8] = []
    private var line = 0
    private var lineIsOpen = false
    private let numberWidth: Int

    init(bytes: [UInt8], info: CodeBlockInfo) {
        self.bytes = bytes
        self.info = info
        output.reserveCapacity(bytes.count * 2 + 64)
        let lines = bytes.reduce(0) { $0 + ($1 == .newline ? 1 : 0) } + (bytes.last == .newline ? 0 : 1)
        numberWidth = String(info.firstLineNumber + max(lines - 1, 0)).utf8.count
    }

    /// The HTML of `tokens`, which cover `bytes` in order.
    mutating func format(_ tokens: [Token]) -> [UInt8] {
        var start = 0
        for token in tokens {
            var pieceStart = start
            while pieceStart < token.end {
                if info.wrapsLines, !lineIsOpen { openLine() }
                let newline = info.wrapsLines ? bytes[pieceStart..<token.end].firstIndex(of: .newline) : nil
                let pieceEnd = newline.map { $0 + 1 } ?? token.end
                write(token.kind, pieceStart..<pieceEnd)
                if newline != nil { closeLine() }
                pieceStart = pieceEnd
            }
            start = token.end
        }
        if lineIsOpen { closeLine() }
        return output
    }
}

private extension HTMLFormatter {
    mutating func openLine() {
        line += 1
        lineIsOpen = true
        if info.highlights(line: line) { append("<span class=\"hll\">") }
        if info.numbersLines {
            let number = String(info.firstLineNumber + line - 1)
            append("<span class=\"linenos\">" + String(repeating: " ", count: max(numberWidth - number.utf8.count, 0)) + number + "</span>")
        }
    }

    mutating func closeLine() {
        lineIsOpen = false
        if info.highlights(line: line) { append("</span>") }
    }

    mutating func write(_ kind: TokenKind, _ range: Range<Int>) {
        let cssClass = kind.cssClass
        if !cssClass.isEmpty { append("<span class=\"" + cssClass + "\">") }
        Self.appendEscaped(bytes[range], to: &output)
        if !cssClass.isEmpty { append("</span>") }
    }

    mutating func append(_ text: String) {
        output.append(contentsOf: text.utf8)
    }
}

extension HTMLFormatter {
    /// `text` fit for a double-quoted attribute: `&`, `<`, `>` and `"` escaped.
    static func escapedAttribute(_ text: String) -> String {
        var output: [UInt8] = []
        appendEscaped(Array(text.utf8)[...], to: &output, quotes: true)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` with `&`, `<` and `>` escaped, which is all HTML text needs.
    static func appendEscaped(_ text: ArraySlice<UInt8>, to output: inout [UInt8], quotes: Bool = false) {
        var runStart = text.startIndex
        for index in text.indices {
            let replacement: StaticString
            switch text[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\"") where quotes: replacement = "&quot;"
            default: continue
            }
            output.append(contentsOf: text[runStart..<index])
            replacement.withUTF8Buffer { output.append(contentsOf: $0) }
            runStart = index + 1
        }
        output.append(contentsOf: text[runStart...])
    }
}
