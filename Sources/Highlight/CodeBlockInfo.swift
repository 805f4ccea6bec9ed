/// What a fenced code block's info string asks for: ```` ```swift {hl_lines=[2,"4-5"], linenos=true} ````.
///
/// The options are Hugo's: `hl_lines` (line numbers and ranges, as a list or a string such as
/// `"2 4-5"`), `linenos` (`true`, `inline` or `table` number the lines; `false` does not) and
/// `linenostart` (the first line's number). Unknown or malformed options are ignored, as
/// Markdown never fails.
public struct CodeBlockInfo: Sendable, Equatable {
    /// The first word, up to a space or `{`, whatever its characters (```` ```föö ````), as
    /// cmark-gfm keeps it in `class="language-…"`.
    public var language: String?
    public var highlightedLines: [ClosedRange<Int>] = []
    public var numbersLines = false
    public var firstLineNumber = 1

    public init(language: String? = nil, highlightedLines: [ClosedRange<Int>] = [], numbersLines: Bool = false, firstLineNumber: Int = 1) {
        self.language = language
        self.highlightedLines = highlightedLines
        self.numbersLines = numbersLines
        self.firstLineNumber = firstLineNumber
    }

    public init(parsing info: String) {
        let trimmed = info.drop { $0 == " " || $0 == "\t" }
        let word = trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "{" }
        if !word.isEmpty { language = String(word) }
        guard let open = trimmed.firstIndex(of: "{"), let close = trimmed.lastIndex(of: "}"), open < close else { return }
        for (key, value) in Self.options(in: trimmed[trimmed.index(after: open)..<close]) {
            switch key {
            case "hl_lines": highlightedLines = Self.lineRanges(value)
            case "linenos": numbersLines = value != "false"
            case "linenostart": firstLineNumber = Int(value).map { min(max($0, 0), 1_000_000_000) } ?? 1
            default: continue
            }
        }
    }

    /// Whether line `index` (counting from 1) is highlighted.
    public func highlights(line index: Int) -> Bool {
        highlightedLines.contains { $0.contains(index) }
    }

    /// Whether lines need wrapping at all.
    var wrapsLines: Bool { numbersLines || !highlightedLines.isEmpty }
}

private extension CodeBlockInfo {
    /// `key=value` pairs, split at the commas that are outside brackets and quotes.
    static func options(in text: Substring) -> [(String, String)] {
        var pairs: [(String, String)] = []
        var current = ""
        var depth = 0
        var quoted = false
        for character in text + "," {
            switch character {
            case "\"": quoted.toggle()
            case "[" where !quoted: depth += 1
            case "]" where !quoted: depth -= 1
            case "," where depth <= 0 && !quoted:
                let parts = current.split(separator: "=", maxSplits: 1).map { $0.trimmingSpacesAndQuotes() }
                if parts.count == 2 { pairs.append((parts[0], parts[1])) }
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return pairs
    }

    /// `[2,"4-5"]`, `"2 4-5"` or `3`.
    static func lineRanges(_ value: String) -> [ClosedRange<Int>] {
        value.split { " ,[]\"'".contains($0) }.compactMap { item in
            let bounds = item.split(separator: "-", maxSplits: 1).compactMap { Int($0) }
            guard let lower = bounds.first, let upper = bounds.last, bounds.count == item.split(separator: "-", omittingEmptySubsequences: false).count, lower <= upper else { return nil }
            return lower...upper
        }
    }
}

private extension StringProtocol {
    func trimmingSpacesAndQuotes() -> String {
        String(drop { $0 == " " || $0 == "\"" }.reversed().drop { $0 == " " || $0 == "\"" }.reversed())
    }
}
