/// Swift: nested comments, multiline and raw strings with `\(...)` interpolation, `#` directives,
/// attributes, and `$0`.
enum SwiftLanguage {
    static let grammar = CodeGrammar(
        keywords: [
            "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
            "in", "repeat", "return", "throw", "switch", "where", "while", "as", "is", "try", "await", "async", "throws",
            "rethrows", "some", "any", "inout", "get", "set", "willSet", "didSet", "lazy", "weak", "unowned", "mutating",
            "nonmutating", "override", "required", "convenience", "final", "open", "public", "private", "fileprivate",
            "internal", "static", "dynamic", "indirect", "optional", "prefix", "postfix", "infix", "consuming",
            "borrowing", "consume", "copy", "discard", "sending", "nonisolated", "isolated", "package", "each",
        ],
        declarationKeywords: [
            "func", "class", "struct", "enum", "protocol", "extension", "let", "var", "typealias", "init", "deinit",
            "subscript", "actor", "associatedtype", "operator", "precedencegroup", "macro",
        ],
        namespaceKeywords: ["import"],
        types: [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "String", "Substring", "Character", "Bool", "Array", "Dictionary", "Set", "Optional", "Result", "Void", "Never",
            "Any", "AnyObject", "Error", "Sequence", "Collection", "Equatable", "Hashable", "Comparable", "Codable",
            "Sendable", "Identifiable",
        ],
        constants: ["true", "false", "nil"],
        pseudoVariables: ["self", "Self", "super"],
        functionIntroducers: ["func"],
        typeIntroducers: ["class", "struct", "enum", "protocol", "extension", "actor", "typealias", "associatedtype"],
        typeNames: .positions,
        quietOperators: ["=", "->", "?"],
        genericBrackets: true,
        memberKeywords: ["self", "init", "Type", "Protocol"],
        nestedComments: true,
        strings: [
            StringRule(open: "\"\"\"", close: "\"\"\"", kind: .stringDouble, interpolation: .bracketed("\\("), multiline: true),
            StringRule(open: "\"", close: "\"", kind: .stringDouble, interpolation: .bracketed("\\(")),
        ],
        rules: [regexLiteral, rawString, poundKeyword, SharedRules.annotation, dollarName, backtickName])

    /// `#/(?<key>\w+)/#` (extended, which may run over lines when `#/` ends its line) and
    /// `/(.+?): (.+)/` where an expression may start.
    static let regexLiteral: CodeGrammar.Rule = { lexer in
        var hashes = 0
        while lexer.scanner.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard hashes > 0 else { return SharedRules.skipSlashRegex(&lexer, flags: false) }
        guard lexer.scanner.peek(hashes) == UInt8(ascii: "/") else { return false }
        let start = lexer.scanner.position
        let close = "/" + String(repeating: "#", count: hashes)
        lexer.scanner.advance(hashes + 1)
        let multiline = lexer.scanner.peek() == .newline
        while !lexer.scanner.atEnd, !lexer.scanner.matches(close), multiline || lexer.scanner.peek() != .newline {
            lexer.scanner.advance(lexer.scanner.peek() == .backslash ? 2 : 1)
        }
        if lexer.scanner.matches(close) { lexer.scanner.advance(close.utf8.count) }
        lexer.scanner.emit(.stringRegex, from: start)
        return true
    }

    /// `#"..."#`, `##"..."##` and `#"""..."""#`: escapes and interpolation take as many `#` as the delimiter.
    static let rawString: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.peek() == UInt8(ascii: "#") else { return false }
        var hashes = 0
        while lexer.scanner.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard lexer.scanner.peek(hashes) == UInt8(ascii: "\"") else { return false }
        let pounds = String(repeating: "#", count: hashes)
        let start = lexer.scanner.position
        lexer.scanner.advance(hashes)
        let quote = lexer.scanner.matches("\"\"\"") ? "\"\"\"" : "\""
        lexer.scanner.position = start
        let rule = StringRule(
            open: pounds + quote, close: quote + pounds, kind: .stringDouble, escape: "\\" + pounds,
            interpolation: .bracketed("\\" + pounds + "("), multiline: quote.count == 3)
        lexer.lexString(rule, from: start)
        return true
    }

    /// `#if`, `#endif` and `#warning` are compiler directives; `#selector`, `#available` and the
    /// like are expressions.
    static let poundKeyword: CodeGrammar.Rule = { lexer in
        let start = lexer.scanner.position
        guard let word = lexer.skipSigilledName("#") else { return false }
        lexer.scanner.emit(directives.contains(word) ? .commentPreprocessor : .keyword, from: start)
        return true
    }

    static let directives: Set<String> = ["if", "elseif", "else", "endif", "warning", "error", "sourceLocation"]

    /// `$0`, `$value`: closure arguments and property-wrapper projections.
    static let dollarName: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.peek() == UInt8(ascii: "$"), lexer.scanner.peek(1).isIdentifierPart else { return false }
        let start = lexer.scanner.position
        lexer.scanner.advance()
        lexer.scanner.skip { $0.isIdentifierPart }
        lexer.scanner.emit(.nameVariable, from: start)
        return true
    }

    /// `` `default` ``: a keyword used as a name is a name.
    static let backtickName: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.peek() == UInt8(ascii: "`"), lexer.scanner.peek(1).isIdentifierStart else { return false }
        let start = lexer.scanner.position
        lexer.scanner.advance()
        lexer.scanner.skip { $0.isIdentifierPart }
        guard lexer.scanner.peek() == UInt8(ascii: "`") else {
            lexer.scanner.position = start
            return false
        }
        lexer.scanner.advance()
        if let expected = lexer.expectedName {
            lexer.scanner.emit(expected, from: start)
            lexer.expectedName = nil
        }
        return true
    }
}
