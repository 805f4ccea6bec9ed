import Foundation
import ImprintCore

/// Shortcode tags of a Hugo page that the build would refuse or show as text, made safe: tags
/// inside another tag's argument, and tags the build could not read at all.
extension HugoConversion {
    /// `tag` with the shortcode tags inside its arguments (a figure's caption that links with a
    /// theme's `newtablink`) taken out, the text between them kept, and noted: an argument is
    /// text, which the page would show with the tags as written.
    static func withoutInnerTags(_ tag: ShortcodeTag, notes: inout [Note]) -> ShortcodeTag {
        var values = tag.positional + tag.named.map(\.value)
        for (index, value) in values.enumerated() where value.contains("{{<") || value.contains("{{%") {
            notes.append(Note(line: tag.line, text: "shortcode tags inside an argument of `\(tag.name)` (\(value)): taken out, the text between them kept"))
            values[index] = value.replacing(/\{\{[<%][\s\S]*?[>%]\}\}/, with: "")
        }
        let named = zip(tag.named, values.dropFirst(tag.positional.count)).map { (key: $0.key, value: $1) }
        return ShortcodeTag(form: tag.form, name: tag.name, isClosing: tag.isClosing, isSelfClosing: tag.isSelfClosing,
                            positional: Array(values.prefix(tag.positional.count)), named: named, range: tag.range, line: tag.line, column: tag.column)
    }

    /// `markdown` with each shortcode tag the build could not read (`{{< / >}}`, a tag inside a
    /// figure's caption) in an HTML comment, its braces escaped, and noted: Hugo showed or
    /// skipped these, and the build would stop at them.
    static func commentingUnreadTags(in markdown: String, notes: inout [Note]) -> String {
        var markdown = markdown
        while let (start, problem) = ShortcodeScanner(markdown, codeLines: MarkdownRenderer.codeBlockLines(of: markdown)).problems.first {
            let closing = markdown[start...].hasPrefix("{{%") ? "%}}" : ">}}"
            let searchFrom = markdown.index(start, offsetBy: 3)
            let lineEnd = markdown[searchFrom...].firstIndex(of: "\n") ?? markdown.endIndex
            let end = markdown.range(of: closing, range: searchFrom..<lineEnd)?.upperBound ?? lineEnd
            let written = String(markdown[start..<end])
            notes.append(Note(line: problem.line, text: "a shortcode tag that could not be read (\(problem.message)): \(written), kept in an HTML comment"))
            let hidden = ProseEscaping.markdown(written).replacingOccurrences(of: "--", with: "- -")
            markdown.replaceSubrange(start..<end, with: "<!-- imprint import: \(hidden) -->")
        }
        return markdown
    }
}
