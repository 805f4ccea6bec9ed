/// PHP: `<?php … ?>` blocks in HTML (a block with neither `<?php` nor `<?=` is all PHP),
/// `$variables`, `->` and `::` members, heredocs and nowdocs, `#[attributes]`, doc comments,
/// and strings with `$name` and `{$…}` interpolation.
enum PHPLanguage {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        var lexer = CodeLexer(grammar: grammar, bytes: bytes)
        if isTemplate(bytes) { lexHTML(&lexer) }
        lexer.lexCode(until: nil)
        return lexer.scanner.finish()
    }

    static let grammar = CodeGrammar(
        keywords: [
            "abstract", "and", "array", "as", "break", "case", "catch", "clone", "const", "continue", "declare", "default",
            "die", "do", "echo", "else", "elseif", "empty", "enddeclare", "endfor", "endforeach", "endif", "endswitch",
            "endwhile", "eval", "exit", "extends", "final", "finally", "fn", "for", "foreach", "function", "global",
            "goto", "if", "implements", "include", "include_once", "instanceof", "insteadof", "isset", "list", "match",
            "namespace", "new", "or", "parent", "print", "private", "protected", "public", "readonly", "require",
            "require_once", "return", "self", "static", "switch", "throw", "try", "unset", "use", "var", "while", "xor",
            "yield", "class", "interface", "trait", "enum",
        ],
        constants: ["true", "false", "null", "TRUE", "FALSE", "NULL"],
        builtins: [
            "array_filter", "array_keys", "array_map", "array_merge", "array_values", "count", "date", "define",
            "explode", "file_get_contents", "file_put_contents", "htmlspecialchars", "implode", "in_array", "intval",
            "is_array", "is_null", "json_decode", "json_encode", "preg_match", "preg_replace", "print_r", "printf",
            "sprintf", "str_replace", "strlen", "strpos", "strtolower", "strtoupper", "substr", "trim", "var_dump",
        ],
        functionIntroducers: ["function"],
        typeIntroducers: ["class", "interface", "trait", "enum"],
        lineComments: [],
        strings: [
            StringRule(open: "\"", close: "\"", kind: .stringDouble, interpolation: .dollar, multiline: true),
            .singleQuotedLiteral,
            StringRule(open: "`", close: "`", kind: .stringBacktick, multiline: true),
        ],
        rules: [closingTag, lineComment, docComment, attribute, heredoc, variable, member])

    /// `?>`: back to HTML, up to the next `<?php` or `<?=`.
    static let closingTag: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.emit("?>", as: .commentPreprocessor) else { return false }
        lexHTML(&lexer)
        return true
    }

    /// `// …` and `# …`, which end at the line's end or at `?>`.
    static let lineComment: CodeGrammar.Rule = { lexer in
        let isHash = lexer.scanner.peek() == UInt8(ascii: "#") && lexer.scanner.peek(1) != UInt8(ascii: "[")
        guard isHash || lexer.scanner.matches("//") else { return false }
        let start = lexer.scanner.position
        while !lexer.scanner.atEnd, lexer.scanner.peek() != .newline, !lexer.scanner.matches("?>") {
            lexer.scanner.advanceCharacter()
        }
        lexer.scanner.emit(.commentSingle, from: start)
        return true
    }

    /// `/** … */`, as Pygments colours it: a docstring.
    static let docComment: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.matches("/**"), !lexer.scanner.matches("/**/") else { return false }
        let start = lexer.scanner.position
        lexer.scanner.skip(through: "*/")
        lexer.scanner.emit(.stringDoc, from: start)
        return true
    }

    /// `#[Route('/posts')]`: the attribute's name is a decorator; its arguments are code.
    static let attribute: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.emit("#[", as: .punctuation) else { return false }
        let name = lexer.scanner.position
        lexer.scanner.skip { $0.isIdentifierPart || $0 == .backslash }
        lexer.scanner.emit(.nameDecorator, from: name)
        return true
    }

    /// `<<<EOT`, `<<<"EOT"` and the nowdoc `<<<'EOT'`, through the line that starts (after
    /// white space) with the same name.
    static let heredoc: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.matches("<<<") else { return false }
        let start = lexer.scanner.position
        lexer.scanner.advance(3)
        lexer.scanner.skip { $0 == .space || $0 == .tab }
        let quote = lexer.scanner.peek()
        let quoted = quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"")
        if quoted { lexer.scanner.advance() }
        let nameStart = lexer.scanner.position
        lexer.scanner.skip { $0.isIdentifierPart }
        let name = Array(lexer.scanner.bytes[nameStart..<lexer.scanner.position])
        if quoted, lexer.scanner.peek() == quote { lexer.scanner.advance() }
        guard !name.isEmpty, lexer.scanner.peek() == .newline else {
            lexer.scanner.position = start
            return false
        }
        while !lexer.scanner.atEnd {
            lexer.scanner.advance()
            lexer.scanner.skip { $0 == .space || $0 == .tab }
            let line = lexer.scanner.position
            if lexer.scanner.bytes[line...].starts(with: name), !lexer.scanner.peek(name.count).isIdentifierPart {
                lexer.scanner.advance(name.count)
                break
            }
            lexer.scanner.skipToLineEnd()
        }
        lexer.scanner.emit(.stringHeredoc, from: start)
        return true
    }

    /// `$name`, `$this`, and `$$name`, a variable variable.
    static let variable: CodeGrammar.Rule = { lexer in
        var sigils = 0
        while sigils < 3, lexer.scanner.peek(sigils) == UInt8(ascii: "$") { sigils += 1 }
        guard sigils > 0, lexer.scanner.peek(sigils).isIdentifierStart else { return false }
        let start = lexer.scanner.position
        lexer.scanner.advance(sigils)
        lexer.scanner.skip { $0.isIdentifierPart }
        lexer.scanner.emit(.nameVariable, from: start)
        return true
    }

    /// `->name`, `?->name` and `::name`: a member, an attribute as Pygments has it, whatever its name.
    static let member: CodeGrammar.Rule = { lexer in
        let length = lexer.scanner.matches("->") || lexer.scanner.matches("::") ? 2 : lexer.scanner.matches("?->") ? 3 : 0
        guard length > 0, lexer.scanner.peek(length).isIdentifierStart else { return false }
        let start = lexer.scanner.position
        lexer.scanner.advance(length)
        lexer.scanner.emit(.operator, from: start)
        let name = lexer.scanner.position
        lexer.skipIdentifier()
        lexer.scanner.emit(.nameAttribute, from: name)
        return true
    }

    /// Whether the code holds an opening tag, and so starts as HTML.
    static func isTemplate(_ bytes: [UInt8]) -> Bool {
        nextOpeningTag(after: Scanner(bytes)) < bytes.count
    }

    /// Lexes HTML from the cursor to the next `<?php` or `<?=`, and that tag.
    static func lexHTML(_ lexer: inout CodeLexer) {
        let tag = nextOpeningTag(after: lexer.scanner)
        lexer.scanner.embed(upTo: tag, lexer: { MarkupLexer.tokens(of: $0, isHTML: true) })
        guard !lexer.scanner.atEnd else { return }
        lexer.scanner.advance(lexer.scanner.matches("<?=") ? 3 : 5)
        lexer.scanner.emit(.commentPreprocessor, from: tag)
    }

    /// Where the next `<?php` or `<?=` from the cursor of `scanner` starts, or the end.
    static func nextOpeningTag(after scanner: Scanner) -> Int {
        var probe = scanner
        while !probe.atEnd, !probe.matches("<?php"), !probe.matches("<?=") { probe.advance() }
        return probe.position
    }
}
