/// Xcode's `.xcconfig` build settings: `KEY[sdk=iphoneos*][arch=arm64] = $(inherited) value`,
/// `//` comments (which start wherever `//` does, even in a URL), and `#include "Other.xcconfig"`.
enum XcconfigLexer {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        Scanner.tokens(of: bytes, byLine: lexLine)
    }

    static let constants: Set<String> = ["YES", "NO"]
    /// How deep `$(A_$(B))` may nest before the rest is text.
    static let maximumDepth = 32
}

private extension XcconfigLexer {
    static func lexLine(_ scanner: inout Scanner) {
        scanner.skip { $0 == .space || $0 == .tab }
        if scanner.peek() == UInt8(ascii: "#") {
            lexInclude(&scanner)
        } else if scanner.peek().isIdentifierStart {
            let start = scanner.position
            scanner.skip { $0.isIdentifierPart }
            scanner.emit(.nameVariable, from: start)
            while scanner.peek() == UInt8(ascii: "[") { lexCondition(&scanner) }
        }
        while !scanner.atEnd, scanner.peek() != .newline {
            let start = scanner.position
            let byte = scanner.peek()
            if scanner.matches("//") {
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            } else if byte == UInt8(ascii: "=") {
                scanner.advance()
                scanner.emit(.operator, from: start)
            } else if byte == UInt8(ascii: "$") {
                skipReference(&scanner, depth: 0)
                scanner.emit(.nameVariable, from: start)
            } else if byte == UInt8(ascii: "\"") {
                scanner.advance()
                scanner.skip { $0 != UInt8(ascii: "\"") && $0 != .newline }
                scanner.advance(scanner.peek() == UInt8(ascii: "\"") ? 1 : 0)
                scanner.emit(.stringDouble, from: start)
            } else if byte.isIdentifierPart {
                scanner.skip { $0.isIdentifierPart }
                if constants.contains(scanner.text(from: start)) { scanner.emit(.keywordConstant, from: start) }
            } else {
                scanner.advanceCharacter()
            }
        }
    }

    /// `#include "Shared.xcconfig"` or `#include? "Optional.xcconfig"`, the file's name apart.
    static func lexInclude(_ scanner: inout Scanner) {
        let start = scanner.position
        scanner.advance()
        scanner.skip { $0.isLetter || $0 == UInt8(ascii: "?") }
        scanner.skip { $0 == .space || $0 == .tab }
        scanner.emit(.commentPreprocessor, from: start)
        guard scanner.peek() == UInt8(ascii: "\"") || scanner.peek() == UInt8(ascii: "<") else { return }
        let file = scanner.position
        let close = scanner.peek() == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: ">")
        scanner.advance()
        scanner.skip { $0 != close && $0 != .newline }
        if scanner.peek() == close { scanner.advance() }
        scanner.emit(.commentPreprocessorFile, from: file)
    }

    /// `[sdk=iphoneos*]`, `[config=Debug]`: the condition's name an attribute, its value plain.
    static func lexCondition(_ scanner: inout Scanner) {
        var start = scanner.position
        scanner.advance()
        scanner.emit(.punctuation, from: start)
        start = scanner.position
        scanner.skip { $0.isIdentifierPart }
        scanner.emit(.nameAttribute, from: start)
        if scanner.peek() == UInt8(ascii: "=") {
            start = scanner.position
            scanner.advance()
            scanner.emit(.operator, from: start)
        }
        scanner.skip { $0 != UInt8(ascii: "]") && $0 != .newline && $0 != UInt8(ascii: "[") }
        if scanner.peek() == UInt8(ascii: "]") {
            start = scanner.position
            scanner.advance()
            scanner.emit(.punctuation, from: start)
        }
    }

    /// Skips `$(inherited)`, `${SRCROOT}`, `$(PRODUCT_NAME:c99extidentifier)`, `$(A_$(B))` or `$NAME`.
    static func skipReference(_ scanner: inout Scanner, depth: Int) {
        scanner.advance()
        let opener = scanner.peek()
        guard opener == UInt8(ascii: "(") || opener == UInt8(ascii: "{"), depth < maximumDepth else {
            scanner.skip { $0.isIdentifierPart }
            return
        }
        let closer = opener == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        scanner.advance()
        while !scanner.atEnd, scanner.peek() != closer, scanner.peek() != .newline {
            if scanner.peek() == UInt8(ascii: "$") {
                skipReference(&scanner, depth: depth + 1)
            } else {
                scanner.advanceCharacter()
            }
        }
        if scanner.peek() == closer { scanner.advance() }
    }
}
