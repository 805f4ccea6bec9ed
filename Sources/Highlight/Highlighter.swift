/// Highlights code at build time: the HTML of a fenced code block, with spans whose classes are
/// Pygments' short names, so that any Pygments or Chroma theme colours it.
///
/// Highlighting never changes the code: remove the spans and the line numbers, unescape, and
/// the original text comes back. A block in no language, or in one Imprint does not know, is
/// escaped plain text.
public enum Highlighter {
    /// `<pre class="highlight"><code class="language-swift">...</code></pre>` for `code`, the
    /// contents of a fenced block whose info string is `info`.
    public static func html(code: String, info: String) -> String {
        html(code: code, info: CodeBlockInfo(parsing: info))
    }

    public static func html(code: String, info: CodeBlockInfo) -> String {
        let bytes = Array(code.utf8)
        let language = info.language.flatMap(Language.named)
        let tokens = language?.tokens(bytes) ?? [Token(kind: .text, end: bytes.count)]
        var formatter = HTMLFormatter(bytes: bytes, info: info)
        let body = formatter.format(tokens)
        let codeClass = (language?.name ?? info.language).map { " class=\"language-\($0)\"" } ?? ""
        return "<pre class=\"highlight\"><code\(codeClass)>" + String(decoding: body, as: UTF8.self) + "</code></pre>\n"
    }

    /// The tokens of `code` in the language `alias` names, as (CSS class, text) pairs; for tests and tools.
    public static func tokens(of code: String, language alias: String) -> [(cssClass: String, text: String)] {
        let bytes = Array(code.utf8)
        guard let language = Language.named(alias) else { return [("", code)] }
        var start = 0
        return language.tokens(bytes).map { token in
            defer { start = token.end }
            return (token.kind.cssClass, String(decoding: bytes[start..<token.end], as: UTF8.self))
        }
    }
}
