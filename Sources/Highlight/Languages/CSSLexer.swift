/// CSS: comments, at-rules, selectors (tags, `.classes`, `#ids`, `:pseudo-classes`), property
/// names, and values (colours, numbers with units, strings, functions, `!important`).
enum CSSLexer {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        var blockDepth = 0
        var inValue = false
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            if scanner.matches("/*") {
                scanner.advance(2)
                while !scanner.atEnd, !scanner.matches("*/") { scanner.advanceCharacter() }
                scanner.advance(2)
                scanner.emit(.commentMultiline, from: start)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                scanner.advance()
                while !scanner.atEnd, scanner.peek() != byte, scanner.peek() != .newline {
                    scanner.advance(scanner.peek() == .backslash ? 2 : 1)
                }
                scanner.advance()
                scanner.emit(byte == UInt8(ascii: "\"") ? .stringDouble : .stringSingle, from: start)
            } else if byte == UInt8(ascii: "@") {
                scanner.advance()
                skipName(&scanner)
                scanner.emit(.keyword, from: start)
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";") {
                if byte == UInt8(ascii: "{") { blockDepth += 1 }
                if byte == UInt8(ascii: "}") { blockDepth = max(0, blockDepth - 1) }
                inValue = false
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            } else if byte == UInt8(ascii: ":"), blockDepth > 0, !inValue, isDeclaration(scanner) {
                inValue = true
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            } else if inValue {
                lexValue(&scanner)
            } else {
                lexSelectorOrProperty(&scanner, inBlock: blockDepth > 0)
            }
        }
        return scanner.finish()
    }
}

private extension CSSLexer {
    static func skipName(_ scanner: inout Scanner) {
        scanner.skip { $0.isIdentifierPart || $0 == UInt8(ascii: "-") }
    }

    /// Whether the `:` at the cursor separates a property from its value, rather than starting a
    /// pseudo-class in a nested selector: a `;` or `}` comes before any `{`. Looks a bounded
    /// distance ahead, so that a long run of colons stays linear.
    static func isDeclaration(_ scanner: Scanner) -> Bool {
        var index = scanner.position
        let limit = min(scanner.bytes.count, index + 2_000)
        while index < limit {
            switch scanner.bytes[index] {
            case UInt8(ascii: "{"): return false
            case UInt8(ascii: ";"), UInt8(ascii: "}"): return true
            default: index += 1
            }
        }
        return true
    }

    static func lexSelectorOrProperty(_ scanner: inout Scanner, inBlock: Bool) {
        let start = scanner.position
        let byte = scanner.peek()
        if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "#") {
            scanner.advance()
            skipName(&scanner)
            scanner.emit(byte == UInt8(ascii: ".") ? .nameClass : .nameNamespace, from: start)
        } else if byte == UInt8(ascii: ":") {
            scanner.skip { $0 == UInt8(ascii: ":") }
            skipName(&scanner)
            scanner.emit(.nameDecorator, from: start)
        } else if byte.isIdentifierStart || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") {
            scanner.advance()
            skipName(&scanner)
            scanner.emit(inBlock && isDeclarationName(scanner) ? .keyword : .nameTag, from: start)
        } else if "[]>+~,()=".utf8.contains(byte) {
            scanner.advance()
            scanner.emit(.operator, from: start)
        } else {
            scanner.advanceCharacter()
        }
    }

    /// Whether the name before the cursor is a property: a `:` follows it, then a value.
    static func isDeclarationName(_ scanner: Scanner) -> Bool {
        var index = scanner.position
        while index < scanner.bytes.count, scanner.bytes[index] == .space { index += 1 }
        guard index < scanner.bytes.count, scanner.bytes[index] == UInt8(ascii: ":") else { return false }
        var probe = scanner
        probe.position = index
        return isDeclaration(probe)
    }

    static func lexValue(_ scanner: inout Scanner) {
        let start = scanner.position
        let byte = scanner.peek()
        if byte == UInt8(ascii: "#"), scanner.peek(1).isHexDigit {
            scanner.advance()
            scanner.skip { $0.isHexDigit }
            scanner.emit(.numberHex, from: start)
        } else if byte.isDigit || (byte == UInt8(ascii: ".") && scanner.peek(1).isDigit)
                    || (byte == UInt8(ascii: "-") && (scanner.peek(1).isDigit || scanner.peek(1) == UInt8(ascii: "."))) {
            if byte == UInt8(ascii: "-") { scanner.advance() }
            scanner.skip { $0.isDigit }
            var kind = TokenKind.numberInteger
            if scanner.peek() == UInt8(ascii: "."), scanner.peek(1).isDigit {
                scanner.advance()
                scanner.skip { $0.isDigit }
                kind = .numberFloat
            }
            scanner.emit(kind, from: start)
            let unit = scanner.position
            scanner.skip { $0.isLetter || $0 == UInt8(ascii: "%") }
            scanner.emit(.keywordType, from: unit)
        } else if scanner.matches("url("), scanner.peek(4) != UInt8(ascii: "\""), scanner.peek(4) != UInt8(ascii: "'") {
            scanner.advance(3)
            scanner.emit(.nameBuiltin, from: start)
            let argument = scanner.position
            scanner.skip { $0 != UInt8(ascii: ")") && $0 != .newline }
            scanner.advance()
            scanner.emit(.string, from: argument)
        } else if byte.isIdentifierStart || byte == UInt8(ascii: "-") {
            skipName(&scanner)
            if scanner.position == start { scanner.advance() }
            scanner.emit(scanner.peek() == UInt8(ascii: "(") ? .nameBuiltin : .keywordConstant, from: start)
        } else if byte == UInt8(ascii: "!") {
            scanner.advance()
            skipName(&scanner)
            scanner.emit(.commentPreprocessor, from: start)
        } else if "(),/+*".utf8.contains(byte) {
            scanner.advance()
            scanner.emit(.punctuation, from: start)
        } else {
            scanner.advanceCharacter()
        }
    }
}
