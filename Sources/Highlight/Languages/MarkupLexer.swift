/// HTML and XML: tags, attributes and their values, comments, doctypes and processing
/// instructions, CDATA and entities. In HTML, `<script>` and `<style>` hold JavaScript and CSS.
enum MarkupLexer {
    static func tokens(of bytes: [UInt8], isHTML: Bool) -> [Token] {
        var scanner = Scanner(bytes)
        while !scanner.atEnd {
            let start = scanner.position
            if scanner.matches("<!--") {
                scanner.skip(through: "-->")
                scanner.emit(.comment, from: start)
            } else if scanner.matches("<![CDATA[") {
                scanner.skip(through: "]]>")
                scanner.emit(.text, from: start)
            } else if scanner.matches("<!") || scanner.matches("<?") {
                scanner.skip(through: ">")
                scanner.emit(.commentPreprocessor, from: start)
            } else if scanner.peek() == UInt8(ascii: "<"), scanner.peek(1).isLetter || scanner.peek(1) == UInt8(ascii: "/") {
                let name = lexTag(&scanner)
                if isHTML, let embedded = embeddedLanguages[name.lowercased()] { lexEmbedded(&scanner, closingTag: "</" + name, lexer: embedded) }
            } else if scanner.peek() == UInt8(ascii: "&") {
                scanner.advance()
                scanner.skip { $0.isIdentifierPart || $0 == UInt8(ascii: "#") }
                if scanner.peek() == UInt8(ascii: ";") {
                    scanner.advance()
                    scanner.emit(.nameEntity, from: start)
                }
            } else {
                scanner.advanceCharacter()
            }
        }
        return scanner.finish()
    }

    static let embeddedLanguages: [String: @Sendable ([UInt8]) -> [Token]] = [
        "script": { CodeLexer.tokens(of: $0, grammar: JavaScriptLanguages.javaScript) },
        "style": { CSSLexer.tokens(of: $0) },
    ]
}

private extension MarkupLexer {
    /// Lexes `<name attribute="value">` or `</name>`, and returns the name of an opening tag.
    static func lexTag(_ scanner: inout Scanner) -> String {
        let start = scanner.position
        let closing = scanner.peek(1) == UInt8(ascii: "/")
        scanner.advance(closing ? 2 : 1)
        let nameStart = scanner.position
        scanner.skip { $0.isIdentifierPart || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
        let name = scanner.text(from: nameStart)
        scanner.emit(.nameTag, from: start)
        while !scanner.atEnd {
            let position = scanner.position
            let byte = scanner.peek()
            if byte == UInt8(ascii: ">") || scanner.matches("/>") {
                scanner.advance(byte == UInt8(ascii: ">") ? 1 : 2)
                scanner.emit(.nameTag, from: position)
                return closing ? "" : name
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                scanner.advance()
                scanner.skip { $0 != byte }
                scanner.advance()
                scanner.emit(.string, from: position)
            } else if byte == UInt8(ascii: "=") {
                scanner.advance()
                scanner.emit(.operator, from: position)
            } else if byte.isWhitespace {
                scanner.advance()
            } else if byte == UInt8(ascii: "<") {
                return ""
            } else {
                scanner.skip { !$0.isWhitespace && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "<") }
                if scanner.position == position { scanner.advance() }
                scanner.emit(.nameAttribute, from: position)
            }
        }
        return ""
    }

    /// Lexes what a `<script>` or `<style>` holds with `lexer`, up to its closing tag.
    static func lexEmbedded(_ scanner: inout Scanner, closingTag: String, lexer: ([UInt8]) -> [Token]) {
        let start = scanner.position
        var end = start
        let closing = Array(closingTag.lowercased().utf8)
        while end < scanner.bytes.count {
            if scanner.bytes[end] == UInt8(ascii: "<"), end + closing.count <= scanner.bytes.count,
               scanner.bytes[end..<end + closing.count].map({ $0 | ($0.isLetter ? 0x20 : 0) }).elementsEqual(closing) {
                break
            }
            end += 1
        }
        scanner.embed(upTo: end, lexer: lexer)
    }
}
