import Foundation
import ImprintCore

/// A Markdown file of a Publish site, read as Publish (through Ink) reads it: a metadata block of
/// `key: value` lines between `---` lines, whose values are plain text, not YAML (`tags: a, b` is
/// a list only because Publish splits it at its commas); and the title, which is the `title` key,
/// else the first `# ` heading, else the file's name.
struct PublishMarkdown {
    /// The metadata, by key; a line without a colon continues the value before it, as in Ink.
    let metadata: [String: String]
    /// The line of each metadata key, from 1.
    let keyLines: [String: Int]
    /// The body, the title's heading taken out: Publish's themes show the body as the page, and
    /// Imprint's show the title above it, so the heading would be there twice.
    let body: String
    /// The line of the file that `body` starts at.
    let bodyLine: Int
    let title: String

    init(_ text: String, fileName: String) {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var metadata: [String: String] = [:], keyLines: [String: Int] = [:]
        if let first = lines.firstIndex(where: { !$0.trimmingWhitespace().isEmpty }), lines[first].trimmingWhitespace() == "---",
           let end = lines[(first + 1)...].firstIndex(where: { $0.trimmingWhitespace() == "---" }) {
            var lastKey: String?
            for (number, line) in zip((first + 2)..., lines[(first + 1)..<end]) where !line.trimmingWhitespace().isEmpty {
                guard let colon = line.firstIndex(of: ":") else {
                    if let lastKey { metadata[lastKey]? += " " + line.trimmingWhitespace() }
                    continue
                }
                let key = line[..<colon].trimmingWhitespace(), value = line[line.index(after: colon)...].trimmingWhitespace()
                guard !value.isEmpty else { continue }
                metadata[key] = value
                keyLines[key] = number
                lastKey = key
            }
            // Blank lines stand for the block, so that lines keep their numbers in notes.
            lines.replaceSubrange(first...end, with: Array(repeating: "", count: end - first + 1))
        }
        let heading = Self.titleHeading(lines)
        // A heading's closing hashes (`# Title #`) are not its text.
        let headingText = heading.map { lines[$0].dropFirst(2).trimmingWhitespace().replacing(/\s+#+$/, with: "") }
        if let heading, metadata["title"] == nil || metadata["title"] == headingText { lines[heading] = "" }
        self.metadata = metadata
        self.keyLines = keyLines
        self.title = metadata["title"] ?? headingText ?? fileName
        let start = lines.firstIndex { !$0.trimmingWhitespace().isEmpty } ?? lines.count
        self.bodyLine = start + 1
        self.body = lines[start...].joined(separator: "\n").trimmingWhitespace() + "\n"
    }

    /// The metadata's comma-separated list `key`: Publish's `tags: a, b`.
    func list(_ key: String) -> [String] {
        (metadata[key] ?? "").split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The line of the first level-one heading outside code, which Ink takes for the title.
    private static func titleHeading(_ lines: [String]) -> Int? {
        let code = MarkdownRenderer.codeBlockLines(of: lines.joined(separator: "\n"))
        return lines.indices.first { !code.contains($0 + 1) && lines[$0].hasPrefix("# ") }
    }
}
