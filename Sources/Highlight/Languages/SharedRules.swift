/// Rules that several languages share.
enum SharedRules {
    /// `@MainActor`, `@Override`, `@dataclass`, `@Component`: an annotation, attribute or decorator.
    static let annotation: CodeGrammar.Rule = { lexer in
        let start = lexer.scanner.position
        guard lexer.skipSigilledName("@") != nil else { return false }
        while lexer.scanner.peek() == UInt8(ascii: "."), lexer.scanner.peek(1).isIdentifierStart {
            lexer.scanner.advance()
            lexer.skipIdentifier()
        }
        lexer.scanner.emit(.nameDecorator, from: start)
        return true
    }

    /// An annotation that starts a line: Python's decorators (elsewhere `@` multiplies matrices).
    static let lineStartAnnotation: CodeGrammar.Rule = { lexer in
        lexer.scanner.isLineStart(lexer.scanner.position) && annotation(&lexer)
    }

    /// `/pattern/flags` where an expression may start (JavaScript, Ruby); elsewhere `/` divides.
    static let regexLiteral: CodeGrammar.Rule = { skipSlashRegex(&$0, flags: true) }

    /// Lexes the `/pattern/` at the cursor, and its flag letters when the language has them; says
    /// whether there was one.
    static func skipSlashRegex(_ lexer: inout CodeLexer, flags: Bool) -> Bool {
        guard lexer.scanner.peek() == UInt8(ascii: "/"), lexer.scanner.peek(1) != UInt8(ascii: "/"),
              lexer.scanner.peek(1) != UInt8(ascii: "*"), lexer.scanner.peek(1) != .space
        else { return false }
        let start = lexer.scanner.position
        let previous = lexer.scanner.previousSignificantByte(before: start)
        guard previous == 0 || regexPrecedingBytes.contains(previous) else { return false }
        lexer.scanner.advance()
        var inClass = false
        while !lexer.scanner.atEnd {
            let byte = lexer.scanner.peek()
            if byte == .newline { break }
            if byte == .backslash {
                lexer.scanner.advance(2)
                continue
            }
            lexer.scanner.advance()
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/"), !inClass {
                if flags { lexer.scanner.skip { $0.isLetter } }
                lexer.scanner.emit(.stringRegex, from: start)
                return true
            }
        }
        lexer.scanner.position = start
        return false
    }

    static let regexPrecedingBytes = Set("(,=:[!&|?{};+-*%<>~^".utf8)
}
