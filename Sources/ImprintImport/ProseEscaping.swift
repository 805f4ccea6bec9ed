import ImprintCore

/// Template-like text in an imported post's prose, made to show as written. A post about
/// Django or Jekyll writes `{% url %}` and `{{ site.title }}`; one about Hugo writes
/// `{{< figure >}}`. The build reads the first two as Liquid it refuses and the last as a
/// shortcode. Code is never passed here: it stays as it is.
///
/// Every import writes such a brace in one of the forms of `Place`. What is escaped differs by
/// source, as each old generator showed different things as text: exports' prose (`markdown`,
/// `html`) has every `{{` and `{%` escaped; Hugo's (`HugoTemplateText`) only whole tags, as its
/// shortcodes stay shortcodes; Publish's (`BracesAsText`) every one, its shortcode-like tags
/// commented out.
enum ProseEscaping {
    /// Where the first brace of a template tag stands, which decides how it is written.
    enum Place {
        /// Markdown's text: `\{`, a brace Markdown shows and the build reads as no tag.
        case markdownText
        /// The text of a block of raw HTML: `<span>{</span>`, where a backslash would show, and
        /// an entity would not last (the import's cleaning of raw HTML decodes those of a block it changes).
        case rawHTMLText
        /// A tag's attribute (a link's address): `%7B`, the brace as a URL writes it.
        case attribute
        /// HTML that is kept as it is: `&#123;`, the same brace in HTML and none to the build.
        case keptHTML

        /// The brace as written here.
        var brace: String {
            switch self {
            case .markdownText: "\\{"
            case .rawHTMLText: "<span>{</span>"
            case .attribute: "%7B"
            case .keptHTML: "&#123;"
            }
        }
    }

    /// Markdown text with each `{%` and `{{` escaped the way the build shows it as text:
    /// `\{% url %}` and `\{{ site.title }}` (Liquid whose first brace is escaped), and
    /// `{\{< x >}}` and `{\{% x %}}`, which start no shortcode.
    static func markdown(_ text: String) -> String {
        guard text.contains("{{") || text.contains("{%") else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let third = index + 2 < characters.count ? characters[index + 2] : nil
            guard character == "{", next == "{" || next == "%" else {
                result.append(character)
                index += 1
                continue
            }
            if next == "{", third == "<" || third == "%" {
                result += "{" + Place.markdownText.brace
            } else {
                result += Place.markdownText.brace + String(next!)
            }
            // A run of braces (`{{{`) is one opening: the next brace belongs to it.
            index += 2
        }
        return result
    }

    /// A whole page's Markdown with `change` applied to each line outside code blocks that holds
    /// a `{{` or `{%`, given its number (from 1) and whether it is in a block of raw HTML: the
    /// lines Hugo's and Publish's prose escape their template text in.
    static func changingLines(of markdown: String, _ change: (_ line: String, _ number: Int, _ inHTML: Bool) -> String) -> String {
        guard markdown.contains("{{") || markdown.contains("{%") else { return markdown }
        let code = MarkdownRenderer.codeBlockLines(of: markdown), html = MarkdownRenderer.htmlBlockLines(of: markdown)
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            guard !code.contains(index + 1), line.contains("{{") || line.contains("{%") else { return String(line) }
            return change(String(line), index + 1, html.contains(index + 1))
        }.joined(separator: "\n")
    }

    /// The code span that the run of backticks at `start` of a line opens: where it ends, after
    /// the run of as many backticks that closes it on the line; or, when none does, the end of
    /// the run, whose backticks are then text (a span may start after them).
    static func codeSpan(_ characters: [Character], at start: Int) -> (end: Int, isSpan: Bool) {
        let opening = backtickRunEnd(characters, from: start)
        var index = opening
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let end = backtickRunEnd(characters, from: index)
            if end - index == opening - start { return (end, true) }
            index = end
        }
        return (opening, false)
    }

    private static func backtickRunEnd(_ characters: [Character], from index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == "`" { end += 1 }
        return end
    }

    /// HTML (a kept element, an attribute's value) with the first brace of each `{{` and `{%` as
    /// a character reference, which is the same brace in HTML and none to the build.
    static func html(_ text: String) -> String {
        guard text.contains("{{") || text.contains("{%") else { return text }
        return text.replacing(/\{(?=[{%])/, with: Place.keptHTML.brace)
    }
}
