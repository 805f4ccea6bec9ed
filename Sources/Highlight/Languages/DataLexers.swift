/// JSON and diffs: languages simple enough for a single loop each.
enum DataLexers {
    /// JSON: keys are tags (as in Pygments), then strings, numbers, `true`/`false`/`null` and punctuation.
    static func jsonTokens(of bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            if byte == UInt8(ascii: "\"") {
                scanner.advance()
                while !scanner.atEnd, scanner.peek() != UInt8(ascii: "\""), scanner.peek() != .newline {
                    scanner.advance(scanner.peek() == .backslash ? 2 : 1)
                }
                scanner.advance()
                var after = scanner.position
                while after < bytes.count, bytes[after].isWhitespace { after += 1 }
                scanner.emit(after < bytes.count && bytes[after] == UInt8(ascii: ":") ? .nameTag : .stringDouble, from: start)
            } else if byte.isDigit || (byte == UInt8(ascii: "-") && scanner.peek(1).isDigit) {
                scanner.advance()
                scanner.emit(scanner.skipNumber(), from: start)
            } else if byte.isLetter {
                scanner.skip { $0.isLetter }
                let word = scanner.text(from: start)
                if word == "true" || word == "false" || word == "null" { scanner.emit(.keywordConstant, from: start) }
            } else if "{}[],:".utf8.contains(byte) {
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            } else {
                scanner.advanceCharacter()
            }
        }
        return scanner.finish()
    }

    /// A unified or context diff, line by line, as Pygments colours it.
    static func diffTokens(of bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        while !scanner.atEnd {
            let start = scanner.position
            let kind: TokenKind = switch scanner.peek() {
            case UInt8(ascii: "+"), UInt8(ascii: ">"): .genericInserted
            case UInt8(ascii: "-"), UInt8(ascii: "<"): .genericDeleted
            case UInt8(ascii: "@"): .genericSubheading
            case UInt8(ascii: "!"): .genericStrong
            case UInt8(ascii: "="): .genericHeading
            default: scanner.matches("diff ") || scanner.matches("Index: ") || scanner.matches("index ") ? .genericHeading : .text
            }
            scanner.skipToLineEnd()
            scanner.emit(kind, from: start)
            scanner.advance()
        }
        return scanner.finish()
    }
}
