/// Template-like text in an imported post's prose, made to show as written. A post about
/// Django or Jekyll writes `{% url %}` and `{{ site.title }}`; one about Hugo writes
/// `{{< figure >}}`. The build reads the first two as Liquid it refuses and the last as a
/// shortcode. Code is never passed here: it stays as it is.
enum ProseEscaping {
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
                result += "{\\{"
            } else {
                result += "\\{" + String(next!)
            }
            // A run of braces (`{{{`) is one opening: the next brace belongs to it.
            index += 2
        }
        return result
    }

    /// HTML (a kept element, an attribute's value) with the first brace of each `{{` and `{%` as
    /// a character reference, which is the same brace in HTML and none to the build.
    static func html(_ text: String) -> String {
        guard text.contains("{{") || text.contains("{%") else { return text }
        return text.replacing(/\{(?=[{%])/, with: "&#123;")
    }
}
