import Foundation

/// kramdown's attribute lists in a Jekyll body: `{: .note }` on the line after a block,
/// `{:target="_blank"}` after a link. Imprint writes `{#id .class}` at the end of a heading, so
/// a heading's id and classes move there; Chirpy's `{: .prompt-tip }` under a quote makes it
/// GitHub's alert, as Imprint shows it; every other list is taken out, with a note, rather than
/// shown as text.
enum KramdownAttributes {
    /// `markdown` without attribute lists, and what was left out.
    static func convert(_ markdown: String) -> (markdown: String, notes: [LiquidConversion.Note]) {
        guard markdown.contains("{:") else { return (markdown, []) }
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        var lines: [String] = [], notes: [LiquidConversion.Note] = []
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !code.contains(index + 1), line.contains("{:") else {
                lines.append(String(line))
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let whole = trimmed.wholeMatch(of: blockList) {
                let left = apply(String(whole.output.1), toBlockBefore: &lines)
                if !left.isEmpty { notes.append(note(index + 1, trimmed, left)) }
                continue
            }
            var kept = ""
            var rest = line[...]
            while let match = rest.firstMatch(of: spanList) {
                let before = rest[..<match.range.lowerBound]
                kept += before
                // In a code span when an odd number of backticks come before it on the line.
                if (kept.filter { $0 == "`" }.count) % 2 == 1 {
                    kept += match.output
                } else {
                    notes.append(note(index + 1, String(match.output), "all of it"))
                }
                rest = rest[match.range.upperBound...]
            }
            lines.append(kept + rest)
        }
        return (lines.joined(separator: "\n"), notes)
    }
}

private extension KramdownAttributes {
    nonisolated(unsafe) static let blockList = /\{:\s*([^{}]*?)\s*\}/
    nonisolated(unsafe) static let spanList = /\{:[^{}\n]*\}/

    static func note(_ line: Int, _ list: String, _ left: String) -> LiquidConversion.Note {
        LiquidConversion.Note(line: line, tag: list, why: "(kramdown's attributes): \(left) left out, as Imprint gives this no attributes")
    }

    /// Gives the block that ends `lines` what of `list` Imprint can write; returns the rest, as written.
    static func apply(_ list: String, toBlockBefore lines: inout [String]) -> String {
        let words = list.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let last = lines.lastIndex(where: { !$0.allSatisfy(\.isWhitespace) }) else { return list }
        let heading = lines[last].firstMatch(of: /^ {0,3}#{1,6}\s/) != nil && !lines[last].hasSuffix("}")
        let simple = words.filter { word in
            (word.hasPrefix(".") || word.hasPrefix("#")) && word.count > 1 && !word.contains { "{}\"'<>&=".contains($0) }
        }
        if heading, !simple.isEmpty {
            lines[last] += " {" + simple.joined(separator: " ") + "}"
            return words.filter { !simple.contains($0) }.joined(separator: " ")
        }
        if lines[last].hasPrefix(">"), let kind = words.lazy.compactMap({ alerts[$0] }).first {
            let start = lines[..<last].lastIndex { !$0.hasPrefix(">") }.map { $0 + 1 } ?? 0
            lines.insert("> [!\(kind)]", at: start)
            return words.filter { alerts[$0] == nil }.joined(separator: " ")
        }
        return list
    }

    /// Chirpy's prompts, as GitHub's alerts.
    static let alerts = [".prompt-tip": "TIP", ".prompt-info": "NOTE", ".prompt-warning": "WARNING", ".prompt-danger": "CAUTION"]
}
