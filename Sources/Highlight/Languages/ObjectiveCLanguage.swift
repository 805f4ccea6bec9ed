/// Objective-C: C, plus `@` keywords and literals, method declarations and the Foundation types.
enum ObjectiveCLanguage {
    static let grammar = CodeGrammar(
        keywords: CLanguages.keywords.union(CLanguages.typeIntroducers).union([
            "in", "nonatomic", "atomic", "strong", "weak", "readonly", "readwrite", "nullable", "nonnull", "_Nullable",
            "_Nonnull", "__weak", "__strong", "__block", "__unused", "unsafe_unretained", "null_resettable",
            "__autoreleasing", "__unsafe_unretained", "__bridge", "__bridge_transfer", "__bridge_retained", "__kindof",
            "__covariant", "__contravariant", "_Null_unspecified", "null_unspecified", "__nullable", "__nonnull",
        ]),
        types: CLanguages.types.union([
            "id", "BOOL", "SEL", "IMP", "Class", "instancetype", "NSInteger", "NSUInteger", "CGFloat", "NSTimeInterval",
            "dispatch_once_t", "dispatch_queue_t", "unichar",
        ]),
        constants: CLanguages.constants.union(["YES", "NO", "nil", "Nil"]),
        pseudoVariables: ["self", "super", "_cmd"],
        typeIntroducers: CLanguages.typeIntroducers,
        typeNames: .cocoa,
        quietOperators: CLanguages.quietOperators,
        genericBrackets: true,
        definitionsByShape: true,
        strings: [StringRule(open: "@\"", close: "\"", kind: .stringDouble), .doubleQuoted, .singleQuotedCharacter],
        rules: [CLanguages.preprocessorLine, atKeyword, methodDeclaration])

    static let atKeywords: Set<String> = [
        "interface", "implementation", "protocol", "end", "property", "synthesize", "dynamic", "selector", "encode",
        "class", "optional", "required", "public", "private", "protected", "package", "try", "catch", "finally",
        "throw", "synchronized", "autoreleasepool", "import", "compatibility_alias", "defs", "available",
    ]
    /// The `@` words after which a class or protocol is named.
    static let typeNamingKeywords: Set<String> = ["interface", "implementation", "protocol", "class", "compatibility_alias"]

    /// `@interface`, `@property`, `@selector`, `@end`.
    static let atKeyword: CodeGrammar.Rule = { lexer in
        let start = lexer.scanner.position
        guard let word = lexer.skipSigilledName("@") else { return false }
        guard atKeywords.contains(word) else {
            lexer.scanner.position = start
            return false
        }
        lexer.scanner.emit(.keyword, from: start)
        if typeNamingKeywords.contains(word) { lexer.expectedName = .nameClass }
        if word == "property" { lexPropertyAttributes(&lexer) }
        return true
    }

    /// `(nonatomic, copy, getter=isEnabled)` after `@property`: the attributes are keywords there,
    /// and only there (`[list copy]` sends a message).
    static func lexPropertyAttributes(_ lexer: inout CodeLexer) {
        lexer.scanner.skip { $0 == .space || $0 == .tab }
        guard lexer.scanner.peek() == UInt8(ascii: "(") else { return }
        let open = lexer.scanner.position
        lexer.scanner.advance()
        lexer.scanner.emit(.punctuation, from: open)
        while !lexer.scanner.atEnd, lexer.scanner.peek() != UInt8(ascii: ")"), lexer.scanner.peek() != .newline {
            let start = lexer.scanner.position
            if lexer.scanner.peek().isIdentifierStart {
                lexer.skipIdentifier()
                let word = lexer.scanner.text(from: start)
                let accessor = word == "getter" || word == "setter"
                lexer.scanner.emit(accessor || propertyAttributes.contains(word) || grammar.keywords.contains(word) ? .keyword : .text, from: start)
                if accessor, lexer.scanner.peek() == UInt8(ascii: "=") {
                    lexer.scanner.advance()
                    lexer.scanner.emit(.punctuation)
                    let name = lexer.scanner.position
                    lexer.scanner.skip { $0.isIdentifierPart || $0 == UInt8(ascii: ":") }
                    lexer.scanner.emit(.nameFunction, from: name)
                }
            } else {
                lexer.scanner.advanceCharacter()
                if lexer.scanner.peek(-1) == UInt8(ascii: ",") { lexer.scanner.emit(.punctuation, from: start) }
            }
        }
        if lexer.scanner.peek() == UInt8(ascii: ")") {
            lexer.scanner.advance()
            lexer.scanner.emit(.punctuation)
        }
    }

    static let propertyAttributes: Set<String> = ["copy", "assign", "retain", "strong", "weak", "class", "direct"]

    /// `- (void)reloadItems:(NSArray *)items`: the first part of the selector is the method's name.
    static let methodDeclaration: CodeGrammar.Rule = { lexer in
        let sign = lexer.scanner.peek()
        guard sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"), lexer.scanner.isLineStart(lexer.scanner.position) else { return false }
        let start = lexer.scanner.position
        lexer.scanner.advance()
        lexer.scanner.skip { $0 == .space || $0 == .tab }
        guard lexer.scanner.peek() == UInt8(ascii: "(") else {
            lexer.scanner.position = start
            return false
        }
        lexer.scanner.position = start + 1
        lexer.scanner.emit(.punctuation, from: start)
        lexer.scanner.skip { $0 == .space || $0 == .tab }
        let open = lexer.scanner.position
        lexer.scanner.advance()
        lexer.scanner.emit(.punctuation, from: open)
        lexer.lexCode(until: UInt8(ascii: ")"))
        let close = lexer.scanner.position
        lexer.scanner.advance()
        lexer.scanner.emit(.punctuation, from: close)
        lexer.scanner.skip { $0 == .space || $0 == .tab }
        let name = lexer.scanner.position
        if lexer.scanner.peek().isIdentifierStart {
            lexer.skipIdentifier()
            lexer.scanner.emit(.nameFunction, from: name)
        }
        return true
    }
}
