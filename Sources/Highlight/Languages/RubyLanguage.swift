/// Ruby: `#` comments and `=begin` blocks, `#{...}` interpolation, symbols and hash keys,
/// `@instance`, `@@class` and `$global` variables, heredocs, regular expressions, constants.
enum RubyLanguage {
    static let grammar = CodeGrammar(
        keywords: [
            "alias", "begin", "break", "case", "class", "def", "defined?", "do", "else", "elsif", "end", "ensure", "for",
            "if", "in", "module", "next", "redo", "rescue", "retry", "return", "then", "undef", "unless", "until", "when",
            "while", "yield", "super",
        ],
        constants: ["true", "false", "nil", "__FILE__", "__LINE__", "__method__"],
        builtins: [
            "puts", "print", "p", "pp", "require", "require_relative", "attr_accessor", "attr_reader", "attr_writer",
            "include", "extend", "prepend", "raise", "lambda", "proc", "loop", "private", "protected", "public",
            "module_function",
        ],
        pseudoVariables: ["self"],
        operatorWords: ["and", "or", "not"],
        functionIntroducers: ["def"],
        typeIntroducers: ["class"],
        namespaceIntroducers: ["module"],
        capitalizedNames: .nameConstant,
        lineComments: ["#"],
        blockComment: nil,
        strings: [
            StringRule(open: "\"", close: "\"", kind: .stringDouble, interpolation: .bracketed("#{"), multiline: true),
            StringRule(open: "'", close: "'", kind: .stringSingle, multiline: true),
            StringRule(open: "`", close: "`", kind: .stringBacktick, interpolation: .bracketed("#{"), multiline: true),
        ],
        identifierSuffixes: [UInt8(ascii: "?"), UInt8(ascii: "!")],
        rules: [blockComment, heredoc, symbol, variable, SharedRules.regexLiteral])

    /// `=begin` ... `=end`, each at the start of a line.
    static let blockComment: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.matches("=begin"), lexer.scanner.position == 0 || lexer.scanner.peek(-1) == .newline else { return false }
        let start = lexer.scanner.position
        while !lexer.scanner.atEnd {
            lexer.scanner.skipToLineEnd()
            lexer.scanner.advance()
            if lexer.scanner.matches("=end") {
                lexer.scanner.skipToLineEnd()
                break
            }
        }
        lexer.scanner.emit(.commentMultiline, from: start)
        return true
    }

    /// `<<~SQL`, `<<-EOS`, `<<"END"`: the opener here, the body from the next line.
    static let heredoc: CodeGrammar.Rule = { lexer in
        let start = lexer.scanner.position
        guard let heredoc = lexer.scanner.skipHeredocOpener(spacesBeforeWord: false),
              heredoc.terminator.utf8.first?.isUppercase == true
        else {
            lexer.scanner.position = start
            return false
        }
        lexer.scanner.emit(.stringHeredoc, from: start)
        lexer.pendingHeredocs.append(heredoc)
        return true
    }

    /// `:name` and `key:` in a hash.
    static let symbol: CodeGrammar.Rule = { lexer in
        let start = lexer.scanner.position
        let previous = start > 0 ? lexer.scanner.peek(-1) : 0
        if lexer.scanner.peek() == UInt8(ascii: ":"), lexer.scanner.peek(1).isIdentifierStart, previous != UInt8(ascii: ":"),
           !previous.isIdentifierPart {
            lexer.scanner.advance()
            lexer.skipIdentifier()
            lexer.scanner.emit(.stringSymbol, from: start)
            return true
        }
        guard lexer.scanner.peek().isIdentifierStart, lexer.expectedName == nil else { return false }
        lexer.skipIdentifier()
        if lexer.scanner.peek() == UInt8(ascii: ":"), lexer.scanner.peek(1) != UInt8(ascii: ":") {
            lexer.scanner.advance()
            lexer.scanner.emit(.stringSymbol, from: start)
            return true
        }
        lexer.scanner.position = start
        return false
    }

    /// `@name`, `@@name`, `$name`.
    static let variable: CodeGrammar.Rule = { lexer in
        let start = lexer.scanner.position
        let kind: TokenKind
        let sigil: Int
        switch (lexer.scanner.peek(), lexer.scanner.peek(1)) {
        case (UInt8(ascii: "@"), UInt8(ascii: "@")): (kind, sigil) = (.nameVariableClass, 2)
        case (UInt8(ascii: "@"), _): (kind, sigil) = (.nameVariableInstance, 1)
        case (UInt8(ascii: "$"), _): (kind, sigil) = (.nameVariableGlobal, 1)
        default: return false
        }
        guard lexer.scanner.peek(sigil).isIdentifierStart else { return false }
        lexer.scanner.advance(sigil)
        lexer.scanner.skip { $0.isIdentifierPart }
        lexer.scanner.emit(kind, from: start)
        return true
    }
}
