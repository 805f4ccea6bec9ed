/// C#: verbatim (`@"…"`), interpolated (`$"{x}"`) and raw (`"""…"""`) strings, attributes
/// (`[Serializable]`), `namespace` and `using` with their dotted names, and `#region`-style directives.
enum CSharpLanguage {
    static let grammar = CodeGrammar(
        keywords: [
            "abstract", "add", "alias", "and", "as", "ascending", "async", "await", "break", "by", "case", "catch",
            "checked", "class", "const", "continue", "default", "delegate", "descending", "do", "else", "enum", "equals",
            "event", "explicit", "extern", "file", "finally", "fixed", "for", "foreach", "from", "get", "global", "goto",
            "group", "if", "implicit", "in", "init", "interface", "internal", "into", "is", "join", "let", "lock",
            "managed", "nameof", "new", "not", "notnull", "on", "operator", "or", "orderby", "out", "override", "params",
            "partial", "private", "protected", "public", "readonly", "record", "ref", "remove", "required", "return",
            "scoped", "sealed", "select", "set", "sizeof", "stackalloc", "static", "struct", "switch", "throw", "try",
            "typeof", "unchecked", "unmanaged", "unsafe", "value", "virtual", "volatile", "when", "where", "while",
            "with", "yield",
        ],
        namespaceKeywords: ["namespace", "using"],
        types: [
            "bool", "byte", "char", "decimal", "double", "dynamic", "float", "int", "long", "nint", "nuint", "object",
            "sbyte", "short", "string", "uint", "ulong", "ushort", "var", "void",
        ],
        constants: ["true", "false", "null"],
        pseudoVariables: ["this", "base"],
        typeIntroducers: ["class", "struct", "interface", "enum", "record"],
        namespaceIntroducers: ["namespace", "using"],
        quietOperators: ["="],
        genericBrackets: true,
        definitionsByShape: true,
        strings: [
            StringRule(open: "$\"\"\"", close: "\"\"\"", kind: .string, escape: nil, interpolation: .braces, multiline: true),
            StringRule(open: "\"\"\"", close: "\"\"\"", kind: .string, escape: nil, multiline: true),
            StringRule(open: "$\"", close: "\"", kind: .string, interpolation: .braces),
            StringRule(open: "\"", close: "\"", kind: .string), .singleQuotedCharacter,
        ],
        rules: [CLanguages.preprocessorLine, verbatimString, attribute, namespaceName])

    /// `@"C:\path"`, `$@"{dir}\file"`, `@$"…"`: no escapes but `""`, over several lines. Each `""`
    /// closes the string and opens the next, and the pieces join into one token.
    static let verbatimString: CodeGrammar.Rule = { lexer in
        let prefix = verbatimPrefixes.first(where: lexer.scanner.matches)
        guard let prefix else { return false }
        let interpolation: Interpolation? = prefix.contains("$") ? .braces : nil
        var rule = StringRule(
            open: prefix, close: "\"", kind: .string, escape: nil, interpolation: interpolation, multiline: true)
        lexer.lexString(rule, from: lexer.scanner.position)
        rule.open = "\""
        while lexer.scanner.peek() == UInt8(ascii: "\"") {
            lexer.lexString(rule, from: lexer.scanner.position)
        }
        return true
    }

    static let verbatimPrefixes = ["@\"", "$@\"", "@$\""]

    /// `[Serializable]`, `[Route("[controller]")]` at the start of a line: an attribute, as in
    /// Pygments, to the bracket that closes it on that line.
    static let attribute: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.peek() == UInt8(ascii: "["), lexer.scanner.isLineStart(lexer.scanner.position) else { return false }
        let start = lexer.scanner.position
        var depth = 0
        var quoted = false
        while !lexer.scanner.atEnd, lexer.scanner.peek() != .newline {
            let byte = lexer.scanner.peek()
            lexer.scanner.advanceCharacter()
            if byte == UInt8(ascii: "\""), lexer.scanner.peek(-2) != .backslash { quoted.toggle() }
            if quoted { continue }
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if depth == 0 {
                lexer.scanner.emit(.nameAttribute, from: start)
                return true
            }
        }
        lexer.scanner.position = start
        return false
    }

    /// `System.Collections.Generic` after `namespace` or `using`: one namespace, dots and all.
    static let namespaceName: CodeGrammar.Rule = { lexer in
        guard lexer.expectedName == .nameNamespace, lexer.scanner.peek().isIdentifierStart else { return false }
        let start = lexer.scanner.position
        lexer.skipIdentifier()
        let word = lexer.scanner.text(from: start)
        guard !lexer.isReserved(word), !lexer.grammar.types.contains(word) else {
            // `using static System.Math;` names one after `static`; `using var file = …` names none.
            if lexer.grammar.types.contains(word) { lexer.expectedName = nil }
            lexer.scanner.position = start
            return false
        }
        while lexer.scanner.peek() == UInt8(ascii: "."), lexer.scanner.peek(1).isIdentifierStart {
            lexer.scanner.advance()
            lexer.skipIdentifier()
        }
        lexer.scanner.emit(.nameNamespace, from: start)
        lexer.expectedName = nil
        return true
    }
}
