import Foundation
import ImprintCore

/// kramdown's attribute lists in a Jekyll body: `{: .note }` on the line after a block,
/// `{:target="_blank"}` after a link. Imprint writes `{#id .class}` at the end of a heading, so
/// a heading's id and classes move there; a theme's callout (Chirpy's `{: .prompt-tip }`,
/// Bootstrap's `{: .alert .alert-info}`) makes its quote or paragraph GitHub's alert, as Imprint
/// shows it; every other list is taken out, with a note, rather than shown as text.
enum KramdownAttributes {
    /// `markdown` without attribute lists, and what was left out.
    static func convert(_ markdown: String) -> (markdown: String, notes: [LiquidConversion.Note]) {
        guard markdown.contains("{:") else { return (markdown, []) }
        var (markdown, notes) = withoutFenceLists(markdown)
        let code = MarkdownRenderer.codeBlockLines(of: markdown)
        var lines: [String] = []
        // An alert's list written before its paragraph, and whether its first line is written.
        var pendingAlert: String?, alertStarted = false
        for (index, written) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = written
            if let kind = pendingAlert {
                if line.allSatisfy(\.isWhitespace) || code.contains(index + 1) {
                    (pendingAlert, alertStarted) = (nil, false)
                } else {
                    if !alertStarted { lines.append("> [!\(kind)]") }
                    alertStarted = true
                    line = "> " + line
                }
            }
            guard !code.contains(index + 1), line.contains("{:") else {
                lines.append(String(line))
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let whole = trimmed.wholeMatch(of: blockList) {
                let words = whole.output.1.split(whereSeparator: \.isWhitespace).map(String.init)
                var left = words
                // kramdown gives the list to the block just above it, or else to the one just below.
                if let last = lines.last, !last.allSatisfy(\.isWhitespace) {
                    left = apply(words, toBlockBefore: &lines)
                } else if let kind = alertKind(words) {
                    (pendingAlert, alertStarted) = (kind, false)
                    left = words.filter { !isAlertWord($0) }
                }
                if !left.isEmpty { notes.append(note(index + 1, trimmed, left.joined(separator: " "))) }
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

    /// The notes as lines of the report, `path:line: …`, the body starting at `firstLine`: each
    /// list once, with the other lines it is on, since a theme's is on most paragraphs
    /// (`{: .text-justify}`).
    static func report(_ notes: [LiquidConversion.Note], path: String, firstLine: Int) -> [String] {
        var repeated: [String: [Int]] = [:]
        for note in notes { repeated["\(note.tag) \(note.why)", default: []].append(firstLine + note.line - 1) }
        return repeated.sorted { $0.value[0] < $1.value[0] }.map { text, lines in
            let others = lines.dropFirst().map(String.init).joined(separator: ", ")
            return "\(path):\(lines[0]): \(text)" + (others.isEmpty ? "" : " (also on lines \(others))")
        }
    }
}

private extension KramdownAttributes {
    nonisolated(unsafe) static let blockList = /\{:\s*([^{}]*?)\s*\}/
    /// A fence with a list after it, `` ```{:.short} ``: no closing fence in CommonMark, so the
    /// rest of the post would be code.
    nonisolated(unsafe) static let fenceList = /^( {0,3}(?:`{3,}|~{3,})[^`{]*?)\s*(\{:[^{}]*\})\s*$/

    /// `markdown` with the lists taken off its fence lines, before code is told from prose.
    static func withoutFenceLists(_ markdown: String) -> (markdown: String, notes: [LiquidConversion.Note]) {
        var notes: [LiquidConversion.Note] = []
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard let fence = line.wholeMatch(of: fenceList) else { return String(line) }
            notes.append(note(index + 1, String(fence.output.2), "all of it"))
            return String(fence.output.1)
        }
        return notes.isEmpty ? (markdown, []) : (lines.joined(separator: "\n"), notes)
    }
    nonisolated(unsafe) static let spanList = /\{:[^{}\n]*\}/

    static func note(_ line: Int, _ list: String, _ left: String) -> LiquidConversion.Note {
        LiquidConversion.Note(
            line: line, tag: list, why: "(kramdown's attributes): \(left) left out, as Imprint gives this no attributes")
    }

    /// Gives the block that ends `lines` what of the list's `words` Imprint can write: a heading
    /// its `{#id .class}`, a quote or a paragraph its alert. Returns the rest.
    static func apply(_ words: [String], toBlockBefore lines: inout [String]) -> [String] {
        let last = lines.count - 1
        let heading = lines[last].firstMatch(of: /^ {0,3}#{1,6}\s/) != nil && !lines[last].hasSuffix("}")
        let simple = words.filter { word in
            (word.hasPrefix(".") || word.hasPrefix("#")) && word.count > 1 && !word.contains { "{}\"'<>&=".contains($0) }
        }
        if heading, !simple.isEmpty {
            lines[last] += " {" + simple.joined(separator: " ") + "}"
            return words.filter { !simple.contains($0) }
        }
        guard !heading, let kind = alertKind(words) else { return words }
        let start = (lines[..<last].lastIndex { $0.allSatisfy(\.isWhitespace) } ?? -1) + 1
        if !lines[last].hasPrefix(">") {
            // A paragraph; not code, HTML or anything else a quote would change.
            guard lines[start...last].allSatisfy({ line in
                line.firstMatch(of: /^(?: {4}|\t|\s*(?:```|~~~|<|\||#))/) == nil
            }) else { return words }
            for index in start...last { lines[index] = "> " + lines[index] }
        }
        lines.insert("> [!\(kind)]", at: lines[..<last].lastIndex { !$0.hasPrefix(">") }.map { $0 + 1 } ?? 0)
        return words.filter { !isAlertWord($0) }
    }

    /// The alert the list's classes stand for, if any.
    static func alertKind(_ words: [String]) -> String? {
        words.lazy.compactMap { alerts[$0] }.first
    }

    static func isAlertWord(_ word: String) -> Bool {
        alerts[word] != nil || [".alert", ".notice"].contains(word)
    }

    /// The callouts of Chirpy (`prompt-`), Bootstrap (`alert-`) and Minimal Mistakes (`notice--`), as GitHub's alerts.
    static let alerts = [
        ".prompt-tip": "TIP", ".prompt-info": "NOTE", ".prompt-warning": "WARNING", ".prompt-danger": "CAUTION",
        ".alert-success": "TIP", ".alert-info": "NOTE", ".alert-warning": "WARNING", ".alert-danger": "CAUTION",
        ".notice--success": "TIP", ".notice--info": "NOTE", ".notice--primary": "IMPORTANT", ".notice--warning": "WARNING",
        ".notice--danger": "CAUTION", ".notice": "NOTE",
    ]
}
