/// Highlights code at build time: the HTML of a fenced code block, with spans whose classes are
/// Pygments' short names, so that any Pygments or Chroma theme colours it.
///
/// Highlighting never changes the code: remove the spans and the line numbers, unescape, and
/// the original text comes back. A block in no language, or in one Imprint does not know, is
/// escaped plain text.
public enum Highlighter {
    /// `<pre class="highlight" tabindex="0"><code class="language-swift">...</code></pre>` for
    /// `code`, the contents of a fenced block whose info string is `info`. A block wider than
    /// the page scrolls: `tabindex` lets a reader without a mouse scroll it too.
    public static func html(code: String, info: String) -> String {
        html(code: code, info: CodeBlockInfo(parsing: info))
    }

    public static func html(code: String, info: CodeBlockInfo) -> String {
        let bytes = Array(code.utf8)
        let language = info.language.flatMap(Language.named)
        let tokens = language?.tokens(bytes) ?? [Token(kind: .text, end: bytes.count)]
        var formatter = HTMLFormatter(bytes: bytes, info: info)
        let body = formatter.format(tokens)
        let codeClass = (language?.name ?? info.language).map { " class=\"language-\(HTMLFormatter.escapedAttribute($0))\"" } ?? ""
        return "<pre class=\"highlight\" tabindex=\"0\"><code\(codeClass)>" + String(decoding: body, as: UTF8.self) + "</code></pre>\n"
    }

    /// The code a highlighted block shows, as a browser or a feed reader gets it: `html(code:info:)`
    /// without its tags and line numbers, unescaped. Since highlighting never changes the code,
    /// this gives back exactly the code that went in.
    public static func code(inHTML html: String) -> String {
        var bytes = Array(html.utf8)
        if bytes.reversed().starts(with: "</pre>\n".utf8.reversed()) { bytes.removeLast() }
        let lineNumber = Array("<span class=\"linenos\">".utf8), closeSpan = Array("</span>".utf8)
        var code: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: lineNumber) {
                index += lineNumber.count
                while index < bytes.count, !bytes[index...].starts(with: closeSpan) { index += 1 }
                index += closeSpan.count
            } else if bytes[index] == UInt8(ascii: "<") {
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                index += 1
            } else if let (entity, character) = entities.first(where: { bytes[index...].starts(with: $0.0) }) {
                code.append(character)
                index += entity.count
            } else {
                code.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: code, as: UTF8.self)
    }

    private static let entities: [([UInt8], UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

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
