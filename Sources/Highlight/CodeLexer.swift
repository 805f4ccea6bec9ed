/// The engine that the C family (C, C++, Objective-C, Swift, Java, Kotlin, Scala, JavaScript,
/// TypeScript) and the script languages (Python, Ruby) share: comments, strings with escapes
/// and interpolation, numbers, names, operators and punctuation, shaped by a `CodeGrammar`.
struct CodeLexer {
    let grammar: CodeGrammar
    var scanner: Scanner
    /// The kind the next name gets, after `func`, `class` and their like.
    var expectedName: TokenKind?
    /// Heredocs opened on the current line, whose bodies start on the next.
    var pendingHeredocs: [Heredoc] = []
    /// How many generic argument lists (`Array<Set<Int>>`) the cursor is in.
    var genericDepth = 0
    /// How deep interpolated code is nested in strings; past `maximumNesting`, interpolation is plain string.
    private var nesting = 0
    private static let maximumNesting = 32

    init(grammar: CodeGrammar, bytes: [UInt8]) {
        self.grammar = grammar
        scanner = Scanner(bytes)
    }

    static func tokens(of bytes: [UInt8], grammar: CodeGrammar) -> [Token] {
        var lexer = CodeLexer(grammar: grammar, bytes: bytes)
        lexer.lexCode(until: nil)
        return lexer.scanner.finish()
    }

    /// Lexes code up to the `closer` that matches no opener before it, or to the end.
    mutating func lexCode(until closer: UInt8?) {
        let opener: UInt8? = closer.map { $0 == UInt8(ascii: ")") ? UInt8(ascii: "(") : $0 == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{") }
        var depth = 0
        while !scanner.atEnd {
            let byte = scanner.peek()
            if let closer {
                if byte == opener {
                    depth += 1
                } else if byte == closer {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
            lexToken()
        }
    }

    /// Lexes one token, or a run of white space.
    mutating func lexToken() {
        let start = scanner.position
        let byte = scanner.peek()
        if byte == .newline, !pendingHeredocs.isEmpty {
            scanner.advance()
            for heredoc in pendingHeredocs { scanner.skipHeredocBody(heredoc) }
            pendingHeredocs.removeAll()
            scanner.emit(.stringHeredoc, from: start + 1)
            return
        }
        if byte.isWhitespace {
            scanner.skip { $0.isWhitespace && $0 != .newline }
            if scanner.position == start {
                scanner.advance()
                genericDepth = 0
            }
            return
        }
        for rule in grammar.rules where rule(&self) {
            return
        }
        if grammar.lineComments.contains(where: scanner.matches) {
            scanner.skipToLineEnd()
            scanner.emit(.commentSingle, from: start)
        } else if let block = grammar.blockComment, scanner.matches(block.open) {
            skipBlockComment(block)
            scanner.emit(.commentMultiline, from: start)
        } else if let string = grammar.strings.first(where: { scanner.matches($0.open) }) {
            lexString(string, from: start)
        } else if byte.isDigit || (byte == UInt8(ascii: ".") && scanner.peek(1).isDigit && !followsValue(start)) {
            let kind = scanner.skipNumber()
            scanner.emit(kind, from: start)
        } else if isIdentifierStart(byte) {
            skipIdentifier()
            lexName(from: start)
        } else if Self.operatorBytes.contains(byte) {
            lexOperator(from: start)
        } else if Self.punctuationBytes.contains(byte) {
            scanner.advance()
            scanner.emit(.punctuation, from: start)
            if byte != UInt8(ascii: "."), genericDepth == 0 { expectedName = nil }
        } else {
            scanner.advanceCharacter()
        }
    }

    /// Lexes a string of `rule` that opens at the cursor; `start` is where its token starts
    /// (before the cursor when a prefix belongs to it).
    mutating func lexString(_ rule: StringRule, from start: Int) {
        scanner.flushText(before: start)
        scanner.advance(rule.open.utf8.count)
        let interpolates = rule.interpolation != nil && nesting < Self.maximumNesting
        while !scanner.atEnd {
            if scanner.matches(rule.close) {
                scanner.advance(rule.close.utf8.count)
                break
            }
            if !rule.multiline, scanner.peek() == .newline { break }
            if interpolates, let interpolation = rule.interpolation, lexInterpolation(interpolation, in: rule) { continue }
            if let escape = rule.escape, scanner.matches(escape), rule.escapable?.contains(scanner.peek(escape.utf8.count)) ?? true {
                scanner.emit(rule.kind)
                scanner.advance(escape.utf8.count)
                scanner.skipEscapeBody()
                scanner.emit(.stringEscape)
                continue
            }
            scanner.advanceCharacter()
        }
        scanner.emit(rule.kind)
    }

    /// Skips a name that starts at the cursor.
    mutating func skipIdentifier() {
        scanner.advance()
        scanner.skip { $0.isIdentifierPart || grammar.identifierBytes.contains($0) }
        if grammar.identifierSuffixes.contains(scanner.peek()), scanner.peek(1) != UInt8(ascii: "=") { scanner.advance() }
    }

    /// Skips `sigil` and the name right after it (`@interface`, `#if`) and returns the name; returns
    /// nil, moving nothing, when no name follows.
    mutating func skipSigilledName(_ sigil: Unicode.Scalar) -> String? {
        guard scanner.peek() == UInt8(ascii: sigil), scanner.peek(1).isIdentifierStart else { return nil }
        let nameStart = scanner.position + 1
        scanner.advance()
        skipIdentifier()
        return scanner.text(from: nameStart)
    }

    func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte.isIdentifierStart || grammar.identifierBytes.contains(byte)
    }

    /// The kind of the name `word`, remembering what it says about the name after it.
    mutating func kind(ofName word: String) -> TokenKind {
        if grammar.functionIntroducers.contains(word) {
            expectedName = .nameFunction
        } else if grammar.typeIntroducers.contains(word) {
            expectedName = .nameClass
        } else if grammar.namespaceIntroducers.contains(word) {
            expectedName = .nameNamespace
        } else if let expected = expectedName, !isReserved(word) {
            expectedName = nil
            return expected
        }
        if grammar.declarationKeywords.contains(word) { return .keywordDeclaration }
        if grammar.namespaceKeywords.contains(word) { return .keywordNamespace }
        if grammar.keywords.contains(word) { return .keyword }
        if grammar.types.contains(word) { return .keywordType }
        if grammar.constants.contains(word) { return .keywordConstant }
        if grammar.operatorWords.contains(word) { return .operatorWord }
        if grammar.pseudoVariables.contains(word) { return .nameBuiltinPseudo }
        if grammar.builtins.contains(word) { return .nameBuiltin }
        if let capitalized = grammar.capitalizedNames, word.utf8.first?.isUppercase == true { return capitalized }
        return .text
    }

    /// Whether the name at `start` follows a single `.`: a member (`.default`, `result.get()`,
    /// Ruby's `self.for`), not a keyword; `..` and `...` are ranges.
    func isMember(at start: Int) -> Bool {
        start >= 1 && scanner.bytes[start - 1] == UInt8(ascii: ".") && (start < 2 || scanner.bytes[start - 2] != UInt8(ascii: "."))
    }

    /// Whether what ends before `start` is a value, so that a `.` there reaches into it
    /// (`match?.0`, `pair.1`, `f().2`) rather than starting a number.
    func followsValue(_ start: Int) -> Bool {
        guard start >= 1 else { return false }
        let previous = scanner.bytes[start - 1]
        return previous.isIdentifierPart || [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(previous)
    }


    func isReserved(_ word: String) -> Bool {
        grammar.keywords.contains(word) || grammar.declarationKeywords.contains(word) || grammar.namespaceKeywords.contains(word)
    }

    static let operatorBytes = Set("+-*/%=&|^!<>~?".utf8)
    static let punctuationBytes = Set("()[]{},;:.".utf8)
}

private extension CodeLexer {
    mutating func skipBlockComment(_ block: (open: String, close: String)) {
        scanner.advance(block.open.utf8.count)
        var depth = 1
        while !scanner.atEnd {
            if scanner.matches(block.close) {
                scanner.advance(block.close.utf8.count)
                depth -= 1
                if depth == 0 || !grammar.nestedComments { return }
            } else if grammar.nestedComments, scanner.matches(block.open) {
                scanner.advance(block.open.utf8.count)
                depth += 1
            } else {
                scanner.advanceCharacter()
            }
        }
    }

    /// Lexes the interpolation at the cursor, if there is one, and says whether there was.
    mutating func lexInterpolation(_ interpolation: Interpolation, in rule: StringRule) -> Bool {
        switch interpolation {
        case .bracketed(let opener):
            guard scanner.matches(opener) else { return false }
            lexEmbeddedCode(openerLength: opener.utf8.count, closer: opener.utf8.last == UInt8(ascii: "(") ? ")" : "}", in: rule)
        case .dollar:
            guard scanner.peek() == UInt8(ascii: "$") else { return false }
            if scanner.peek(1) == UInt8(ascii: "{") {
                lexEmbeddedCode(openerLength: 2, closer: "}", in: rule)
            } else if scanner.peek(1).isIdentifierStart {
                scanner.emit(rule.kind)
                scanner.advance()
                scanner.skip { $0.isIdentifierPart }
                scanner.emit(.stringInterpolation)
            } else {
                return false
            }
        case .braces:
            if scanner.matches("{{") || scanner.matches("}}") {
                scanner.emit(rule.kind)
                scanner.advance(2)
                scanner.emit(.stringEscape)
            } else if scanner.peek() == UInt8(ascii: "{") {
                lexEmbeddedCode(openerLength: 1, closer: "}", in: rule)
            } else {
                return false
            }
        }
        return true
    }

    mutating func lexEmbeddedCode(openerLength: Int, closer: Unicode.Scalar, in rule: StringRule) {
        scanner.emit(rule.kind)
        scanner.advance(openerLength)
        scanner.emit(.stringInterpolation)
        nesting += 1
        let outerExpectation = expectedName
        expectedName = nil
        lexCode(until: UInt8(ascii: closer))
        expectedName = outerExpectation
        nesting -= 1
        if scanner.peek() == UInt8(ascii: closer) {
            scanner.advance()
            scanner.emit(.stringInterpolation)
        }
    }
}
