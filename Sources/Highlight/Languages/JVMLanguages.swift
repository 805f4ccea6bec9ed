/// Java, Kotlin and Scala: annotations, character literals, text blocks, and string templates.
enum JVMLanguages {
    static let java = CodeGrammar(
        keywords: [
            "abstract", "assert", "break", "case", "catch", "continue", "default", "do", "else", "extends", "final",
            "finally", "for", "if", "implements", "instanceof", "native", "new", "private", "protected", "public",
            "return", "static", "strictfp", "switch", "synchronized", "throw", "throws", "transient", "try", "volatile",
            "while", "yield", "var", "sealed", "permits", "non", "goto", "const",
        ],
        declarationKeywords: ["class", "interface", "enum", "record"],
        namespaceKeywords: ["import", "package"],
        types: ["boolean", "byte", "char", "double", "float", "int", "long", "short", "void"],
        constants: ["true", "false", "null"],
        builtins: ["String", "Object", "Integer", "Long", "Double", "Boolean", "System", "Math", "List", "Map", "Override"],
        pseudoVariables: ["this", "super"],
        typeIntroducers: ["class", "interface", "enum", "record"],
        namespaceIntroducers: ["import", "package"],
        quietOperators: ["="],
        genericBrackets: true,
        definitionsByShape: true,
        dottedNamespaces: true,
        strings: [StringRule(open: "\"\"\"", close: "\"\"\"", kind: .stringDouble, multiline: true), .doubleQuoted, .singleQuotedCharacter],
        rules: [SharedRules.annotation])

    static let kotlin = CodeGrammar(
        keywords: [
            "as", "break", "continue", "do", "else", "for", "if", "in", "is", "return", "throw", "try", "catch", "finally",
            "when", "while", "by", "get", "set", "init", "constructor", "where", "override", "open", "abstract", "final",
            "sealed", "data", "inner", "enum", "companion", "lateinit", "private", "protected", "public", "internal",
            "suspend", "inline", "reified", "crossinline", "noinline", "operator", "infix", "tailrec", "external",
            "const", "vararg", "out", "annotation", "expect", "actual", "value",
        ],
        declarationKeywords: ["fun", "val", "var", "class", "interface", "object", "typealias"],
        namespaceKeywords: ["import", "package"],
        types: [
            "Int", "Long", "Short", "Byte", "Double", "Float", "Boolean", "Char", "String", "Unit", "Any", "Nothing",
            "Array", "List", "Map", "Set", "MutableList", "MutableMap",
        ],
        constants: ["true", "false", "null"],
        builtins: ["println", "print", "listOf", "mapOf", "setOf", "mutableListOf", "require", "check", "error", "lazy"],
        pseudoVariables: ["this", "super", "it"],
        functionIntroducers: ["fun"],
        typeIntroducers: ["class", "interface", "object", "typealias"],
        namespaceIntroducers: ["import", "package"],
        quietOperators: ["=", "->", "?"],
        genericBrackets: true,
        dottedNamespaces: true,
        nestedComments: true,
        strings: [
            StringRule(open: "\"\"\"", close: "\"\"\"", kind: .stringDouble, escape: nil, interpolation: .dollar, multiline: true),
            StringRule(open: "\"", close: "\"", kind: .stringDouble, interpolation: .dollar), .singleQuotedCharacter,
        ],
        rules: [SharedRules.annotation])

    static let scala = CodeGrammar(
        keywords: [
            "abstract", "case", "catch", "do", "else", "extends", "final", "finally", "for", "forSome", "if", "implicit",
            "lazy", "match", "new", "override", "private", "protected", "return", "sealed", "then", "throw", "try",
            "while", "with", "yield", "given", "using", "enum", "export", "end", "derives", "inline", "opaque",
            "transparent", "extension",
        ],
        declarationKeywords: ["def", "val", "var", "class", "object", "trait", "type"],
        namespaceKeywords: ["import", "package"],
        types: [
            "Int", "Long", "Short", "Byte", "Double", "Float", "Boolean", "Char", "String", "Unit", "Any", "AnyRef",
            "Nothing", "Option", "List", "Map", "Seq", "Vector", "Future",
        ],
        constants: ["true", "false", "null", "None", "Nil"],
        builtins: ["println", "print", "Some", "require", "assert"],
        pseudoVariables: ["this", "super"],
        functionIntroducers: ["def"],
        typeIntroducers: ["class", "object", "trait", "type"],
        namespaceIntroducers: ["import", "package"],
        dottedNamespaces: true,
        nestedComments: true,
        strings: [
            StringRule(open: "\"\"\"", close: "\"\"\"", kind: .stringDouble, escape: nil, multiline: true), .doubleQuoted,
            .singleQuotedCharacter,
        ],
        rules: [interpolatedString, SharedRules.annotation])

    /// `s"Hello, $name"`, `f"$x%.2f"`, `raw"\d+"`, and the same with triple quotes.
    static let interpolatedString: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.peek().isLetter else { return false }
        let start = lexer.scanner.position
        lexer.scanner.skip { $0.isIdentifierPart }
        guard lexer.scanner.peek() == UInt8(ascii: "\""), lexer.scanner.position - start <= 8 else {
            lexer.scanner.position = start
            return false
        }
        let isRaw = lexer.scanner.text(from: start) == "raw"
        lexer.scanner.emit(.stringAffix, from: start)
        let triple = lexer.scanner.matches("\"\"\"")
        let quote = triple ? "\"\"\"" : "\""
        let rule = StringRule(
            open: quote, close: quote, kind: .stringDouble, escape: triple || isRaw ? nil : "\\", interpolation: .dollar,
            multiline: triple)
        lexer.lexString(rule, from: lexer.scanner.position)
        return true
    }
}
