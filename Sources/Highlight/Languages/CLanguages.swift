/// C and C++, and the rules Objective-C shares with them.
enum CLanguages {
    static let keywords: Set<String> = [
        "break", "case", "continue", "default", "do", "else", "for", "goto", "if", "return", "sizeof", "switch", "while",
        "typedef", "extern", "static", "register", "volatile", "inline", "restrict", "const", "auto", "_Alignas",
        "_Alignof", "_Atomic", "_Generic", "_Noreturn", "_Static_assert", "_Thread_local",
    ]
    static let types: Set<String> = [
        "char", "double", "float", "int", "long", "short", "signed", "unsigned", "void", "_Bool", "bool", "_Complex",
        "size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
        "uint16_t", "uint32_t", "uint64_t", "FILE", "wchar_t",
    ]
    static let typeIntroducers: Set<String> = ["struct", "union", "enum"]
    static let constants: Set<String> = ["NULL", "true", "false", "EOF", "stdin", "stdout", "stderr"]
    /// Assignment and member access read as punctuation, as Xcode shows them.
    static let quietOperators: Set<String> = ["=", "->"]

    static let c = CodeGrammar(
        keywords: keywords.union(typeIntroducers), types: types, constants: constants, typeIntroducers: typeIntroducers,
        quietOperators: quietOperators, definitionsByShape: true, rules: [preprocessorLine])

    static let cPlusPlus = CodeGrammar(
        keywords: keywords.union(typeIntroducers).union([
            "alignas", "alignof", "catch", "class", "const_cast", "constexpr", "consteval", "constinit", "co_await",
            "co_return", "co_yield", "decltype", "delete", "dynamic_cast", "explicit", "export", "final", "friend",
            "mutable", "new", "noexcept", "operator", "override", "private", "protected", "public", "reinterpret_cast",
            "requires", "static_assert", "static_cast", "template", "throw", "try", "typeid", "typename", "using",
            "virtual", "concept",
        ]),
        namespaceKeywords: ["namespace"],
        types: types.union(["char8_t", "char16_t", "char32_t", "string", "vector", "map", "unique_ptr", "shared_ptr"]),
        constants: constants.union(["nullptr"]),
        pseudoVariables: ["this"],
        typeIntroducers: typeIntroducers.union(["class"]),
        namespaceIntroducers: ["namespace"],
        quietOperators: quietOperators,
        genericBrackets: true,
        definitionsByShape: true,
        rules: [preprocessorLine, rawString])

    /// `#include <stdio.h>`, `#define X 1`, `#if DEBUG`: the directive, to the end of the line (and
    /// the lines a backslash continues it on), with an included file's name apart.
    static let preprocessorLine: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.peek() == UInt8(ascii: "#"), lexer.scanner.isLineStart(lexer.scanner.position) else { return false }
        let start = lexer.scanner.position
        lexer.scanner.advance()
        lexer.scanner.skip { $0 == .space || $0 == .tab }
        let directiveStart = lexer.scanner.position
        lexer.scanner.skip { $0.isIdentifierPart }
        let directive = lexer.scanner.text(from: directiveStart)
        if directive == "include" || directive == "import" {
            lexer.scanner.skip { $0 == .space || $0 == .tab }
            lexer.scanner.emit(.commentPreprocessor, from: start)
            let close: UInt8? = switch lexer.scanner.peek() {
            case UInt8(ascii: "<"): UInt8(ascii: ">")
            case UInt8(ascii: "\""): UInt8(ascii: "\"")
            default: nil
            }
            if let close {
                let fileStart = lexer.scanner.position
                lexer.scanner.advance()
                lexer.scanner.skip { $0 != close && $0 != .newline }
                if lexer.scanner.peek() == close { lexer.scanner.advance() }
                lexer.scanner.emit(.commentPreprocessorFile, from: fileStart)
            }
        }
        let restStart = directive == "include" || directive == "import" ? lexer.scanner.position : start
        while !lexer.scanner.atEnd, lexer.scanner.peek() != .newline, !lexer.scanner.matches("//"), !lexer.scanner.matches("/*") {
            if lexer.scanner.peek() == .backslash, lexer.scanner.peek(1) == .newline { lexer.scanner.advance() }
            lexer.scanner.advance()
        }
        lexer.scanner.emit(.commentPreprocessor, from: restStart)
        return true
    }

    /// C++'s `R"delimiter(...)delimiter"`.
    static let rawString: CodeGrammar.Rule = { lexer in
        guard lexer.scanner.matches("R\"") else { return false }
        let start = lexer.scanner.position
        lexer.scanner.advance(2)
        let delimiterStart = lexer.scanner.position
        lexer.scanner.skip { $0 != UInt8(ascii: "(") && $0 != .newline && $0 != UInt8(ascii: "\"") && $0 != .space }
        guard lexer.scanner.peek() == UInt8(ascii: "("), lexer.scanner.position - delimiterStart <= 16 else {
            lexer.scanner.position = start
            return false
        }
        let delimiter = lexer.scanner.text(from: delimiterStart)
        lexer.scanner.position = start
        lexer.lexString(StringRule(open: "R\"\(delimiter)(", close: ")\(delimiter)\"", kind: .string, escape: nil, multiline: true), from: start)
        return true
    }
}
