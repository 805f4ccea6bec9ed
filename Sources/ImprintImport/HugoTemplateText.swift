/// Template tags in a Hugo page's prose: `{{ .Title }}` or `{{ site.BaseURL }}` written about
/// Hugo's templates, `{% url %}` about Django's. Hugo never runs a page's text as a template, so
/// it showed them as written; Imprint's build reads some of them as Jekyll's Liquid and stops.
/// Each outside code is escaped so that it shows as written, its first brace in the form of
/// where it stands (`ProseEscaping.Place`). Shortcodes (`{{< x >}}`, `{{% x %}}`) and Mustache's
/// triple braces are left alone.
enum HugoTemplateText {
    /// `markdown` with its template tags escaped, and the first of them with its line (from 1).
    static func escaped(_ markdown: String) -> (markdown: String, escaped: [(line: Int, tag: String)]) {
        var found: [(line: Int, tag: String)] = []
        let escaped = ProseEscaping.changingLines(of: markdown) { line, number, inHTML in
            let (text, tags) = escapedLine(Array(line), inHTML: inHTML)
            found += tags.map { (number, $0) }
            return text
        }
        return (escaped, found)
    }
}

private extension HugoTemplateText {
    /// A tag that opens at the start of the text: `{% … %}`, or `{{ … }}` that is no shortcode.
    nonisolated(unsafe) static let tag = /^(?:\{%[^%\n]*%\}|\{\{(?![<%{])[^{}\n]*\}\})/

    /// One line outside code blocks, its code spans as written; in raw HTML when `inHTML` (a
    /// block of it), or between an inline tag's `<` and `>`.
    static func escapedLine(_ characters: [Character], inHTML: Bool) -> (String, [String]) {
        var result = "", tags: [String] = [], index = 0, inTag = false
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                let end = ProseEscaping.codeSpan(characters, at: index).end
                result += String(characters[index..<end])
                index = end
                continue
            }
            if character == "<", index + 1 < characters.count, characters[index + 1].isLetter || characters[index + 1] == "/" { inTag = true }
            if character == ">" { inTag = false }
            // After a backslash it is escaped already; after a brace it is part of that one's
            // tag (`{{% note %}}`, a shortcode).
            let escapedAlready = index > 0 && (characters[index - 1] == "\\" || characters[index - 1] == "{")
            if character == "{", !escapedAlready, let match = String(characters[index...]).firstMatch(of: tag) {
                tags.append(String(match.output))
                let place: ProseEscaping.Place = inTag ? .attribute : inHTML ? .rawHTMLText : .markdownText
                result += place.brace + match.output.dropFirst()
                index += match.output.count
                continue
            }
            result.append(character)
            index += 1
        }
        return (result, tags)
    }
}
