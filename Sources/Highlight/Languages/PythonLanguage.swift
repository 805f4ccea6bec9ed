/// Python: `#` comments, string prefixes (`r`, `b`, `f` and their mixes), f-string fields,
/// triple-quoted strings and docstrings, decorators.
enum PythonLanguage {
    static let grammar = CodeGrammar(
        keywords: [
            "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except",
            "finally", "for", "global", "if", "lambda", "nonlocal", "pass", "raise", "return", "try", "while", "with",
            "yield", "match", "case",
        ],
        namespaceKeywords: ["import", "from"],
        constants: ["True", "False", "None"],
        builtins: [
            "print", "len", "range", "enumerate", "zip", "map", "filter", "sorted", "reversed", "open", "int", "str",
            "float", "list", "dict", "set", "tuple", "bool", "bytes", "isinstance", "issubclass", "super", "type",
            "object", "Exception", "ValueError", "TypeError", "KeyError", "IndexError", "RuntimeError", "getattr",
            "setattr", "hasattr", "min", "max", "sum", "abs", "any", "all", "repr", "iter", "next", "format", "input",
            "property", "staticmethod", "classmethod",
        ],
        pseudoVariables: ["self", "cls"],
        operatorWords: ["and", "or", "not", "in", "is"],
        functionIntroducers: ["def"],
        typeIntroducers: ["class"],
        lineComments: ["#"],
        blockComment: nil,
        strings: [],
        rules: [SharedRules.lineStartAnnotation, string])

    static let prefixBytes = Set("rRbBuUfF".utf8)

    /// Every Python string: an optional prefix, then `'`, `"`, `'''` or `"""`. A triple-quoted
    /// string that starts a line is a docstring.
    static let string: CodeGrammar.Rule = { lexer in
        let start = lexer.scanner.position
        var prefixLength = 0
        while prefixLength < 3, prefixBytes.contains(lexer.scanner.peek(prefixLength)) { prefixLength += 1 }
        let quote = lexer.scanner.peek(prefixLength)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return false }
        let prefix = String(decoding: lexer.scanner.bytes[start..<start + prefixLength], as: UTF8.self).lowercased()
        lexer.scanner.advance(prefixLength)
        lexer.scanner.emit(.stringAffix, from: start)
        let quoteText = String(UnicodeScalar(quote))
        let triple = lexer.scanner.matches(String(repeating: quoteText, count: 3))
        let delimiter = triple ? String(repeating: quoteText, count: 3) : quoteText
        let kind: TokenKind = triple && lexer.scanner.isLineStart(start) ? .stringDoc : quote == UInt8(ascii: "'") ? .stringSingle : .stringDouble
        let rule = StringRule(
            open: delimiter, close: delimiter, kind: kind, escape: prefix.contains("r") ? nil : "\\",
            interpolation: prefix.contains("f") ? .braces : nil, multiline: triple)
        lexer.lexString(rule, from: lexer.scanner.position)
        return true
    }
}
