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
            .singleQuotedLiteral,
            StringRule(open: "`", close: "`", kind: .stringBacktick, interpolation: .bracketed("#{"), multiline: true),
        ],
        identifierSuffixes: [UInt8(ascii: "?"), UInt8(ascii: "!")],
        rules: [blockComment, heredoc, symbol, variable, percentLiteral, SharedRules.regexLiteral])

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
        if kind == .nameVariableGlobal, specialGlobalBytes.contains(lexer.scanner.peek(1)) {
            lexer.scanner.advance(2)
            lexer.scanner.emit(kind, from: start)
            return true
        }
        guard lexer.scanner.peek(sigil).isIdentifierStart else { return false }
        lexer.scanner.advance(sigil)
        lexer.scanner.skip { $0.isIdentifierPart }
        lexer.scanner.emit(kind, from: start)
        return true
    }

    /// `$0`, `$!`, `$~`, `$1`: the globals named by one digit or sign.
    static let specialGlobalBytes = Set("0123456789!@&`'+~=/\\,;.<>*$?:\"".utf8)

    /// `%r{^/posts/(\d+)}i`, `%w[a b]`, `%i(x y)`, `%q(...)`, `%Q{...}` where an expression may
    /// start (elsewhere `%` is the remainder): the delimiters nest as brackets do.
    static let percentLiteral: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.peek() == UInt8(ascii: "%") else { return false }
        let start = lexer.scanner.position
        let previous = lexer.scanner.previousSignificantByte(before: start)
        guard previous == 0 || (!previous.isIdentifierPart && previous != UInt8(ascii: ")") && previous != UInt8(ascii: "]")) else { return false }
        let letter = lexer.scanner.peek(1)
        let hasLetter = "rwWiIqQsx".utf8.contains(letter)
        let open = lexer.scanner.peek(hasLetter ? 2 : 1)
        guard let close = percentClosers[open] else { return false }
        lexer.scanner.advance(hasLetter ? 3 : 2)
        var depth = 1
        while !lexer.scanner.atEnd, depth > 0 {
            let byte = lexer.scanner.peek()
            if byte == .backslash {
                lexer.scanner.advance()
            } else if byte == close {
                depth -= 1
            } else if byte == open, open != close {
                depth += 1
            }
            lexer.scanner.advanceCharacter()
        }
        if letter == UInt8(ascii: "r") { lexer.scanner.skip { $0.isLetter } }
        let kind: TokenKind = switch letter {
        case UInt8(ascii: "r"): .stringRegex
        case UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "s"): .stringSymbol
        case UInt8(ascii: "x"): .stringBacktick
        default: .stringOther
        }
        lexer.scanner.emit(kind, from: start)
        return true
    }

    static let percentClosers: [UInt8: UInt8] = [
        UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"), UInt8(ascii: "{"): UInt8(ascii: "}"),
        UInt8(ascii: "<"): UInt8(ascii: ">"), UInt8(ascii: "|"): UInt8(ascii: "|"), UInt8(ascii: "!"): UInt8(ascii: "!"),
        UInt8(ascii: "/"): UInt8(ascii: "/"),
    ]
}
