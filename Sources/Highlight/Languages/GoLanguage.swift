/// Go: raw strings in backticks, runes, builtins, `:=`, and a method's name after its receiver.
enum GoLanguage {
    static let grammar = CodeGrammar(
        keywords: [
            "break", "case", "continue", "default", "defer", "else", "fallthrough", "for", "go", "goto", "if", "range",
            "return", "select", "switch",
        ],
        declarationKeywords: ["chan", "const", "func", "interface", "map", "struct", "type", "var"],
        namespaceKeywords: ["import", "package"],
        types: [
            "any", "bool", "byte", "comparable", "complex64", "complex128", "error", "float32", "float64", "int", "int8",
            "int16", "int32", "int64", "rune", "string", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr",
        ],
        constants: ["true", "false", "iota", "nil"],
        builtins: [
            "append", "cap", "clear", "close", "complex", "copy", "delete", "imag", "len", "make", "max", "min", "new",
            "panic", "print", "println", "real", "recover",
        ],
        functionIntroducers: ["func"],
        typeIntroducers: ["type"],
        namespaceIntroducers: ["package"],
        strings: [
            StringRule(open: "`", close: "`", kind: .string, escape: nil, multiline: true),
            StringRule(open: "\"", close: "\"", kind: .string), .singleQuotedCharacter,
        ],
        rules: [methodName, shortVariableDeclaration])

    /// `func (r *Reader) Read(`: the name after a receiver, the parenthesis right after `func`, is
    /// the method's; in `func(x int) int {`, a function literal, no `(` follows the name.
    static let methodName: CodeGrammar.Rule = { lexer in
        let start = lexer.scanner.position
        guard lexer.scanner.peek().isIdentifierStart, followsReceiver(lexer.scanner.bytes, before: start) else { return false }
        lexer.skipIdentifier()
        let name = lexer.scanner.position
        lexer.scanner.skip { $0 == .space || $0 == .tab }
        guard lexer.scanner.peek() == UInt8(ascii: "(") || lexer.scanner.peek() == UInt8(ascii: "[") else {
            lexer.scanner.position = start
            return false
        }
        lexer.scanner.position = name
        lexer.scanner.emit(.nameFunction, from: start)
        return true
    }

    /// `:=`, one operator (a lone `:` is punctuation).
    static let shortVariableDeclaration: CodeGrammar.Rule = { lexer in
        lexer.scanner.emit(":=", as: .operator)
    }

    /// Whether `func (…)` ends right before `index`, but for spaces: a receiver, which holds no parentheses.
    static func followsReceiver(_ bytes: [UInt8], before index: Int) -> Bool {
        var index = index - 1
        while index >= 0, bytes[index] == .space || bytes[index] == .tab { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: ")") else { return false }
        let limit = index - maximumReceiverLength
        index -= 1
        while index >= 0, index > limit, ![UInt8(ascii: "("), UInt8(ascii: ")"), .newline].contains(bytes[index]) { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: "(") else { return false }
        index -= 1
        while index >= 0, bytes[index] == .space || bytes[index] == .tab { index -= 1 }
        return index >= 3 && bytes[(index - 3)...index].elementsEqual("func".utf8)
            && (index < 4 || !bytes[index - 4].isIdentifierPart)
    }

    static let maximumReceiverLength = 200
}
