/// TOML: `[table]` and `[[array]]` headers, bare, quoted and dotted keys, and the values after
/// `=`: basic and literal strings (multiline too), numbers, dates and times, booleans, arrays
/// and inline tables, as Pygments colours them.
enum TOMLLexer {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        while !scanner.atEnd {
            let start = scanner.position
            switch scanner.peek() {
            case let byte where byte.isWhitespace:
                scanner.advance()
            case UInt8(ascii: "#"):
                skipComment(&scanner)
            case UInt8(ascii: "[") where scanner.isLineStart(start):
                lexTableHeader(&scanner)
            case UInt8(ascii: "="):
                scanner.advance()
                scanner.emit(.operator, from: start)
                lexValue(&scanner, depth: 0)
            default:
                if !lexKey(&scanner) { scanner.advanceCharacter() }
            }
        }
        return scanner.finish()
    }

    /// How deep arrays and inline tables may nest before the rest is lexed as keys.
    static let maximumDepth = 32
}

private extension TOMLLexer {
    static func skipComment(_ scanner: inout Scanner) {
        let start = scanner.position
        scanner.skipToLineEnd()
        scanner.emit(.commentSingle, from: start)
    }

    /// A bare key (`name`, `1234`), a quoted one, or the `.` between the parts of a dotted key.
    static func lexKey(_ scanner: inout Scanner) -> Bool {
        let start = scanner.position
        switch scanner.peek() {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            lexString(&scanner)
        case UInt8(ascii: "."):
            scanner.advance()
            scanner.emit(.punctuation, from: start)
        default:
            scanner.skip { $0.isLetter || $0.isDigit || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
            scanner.emit(.name, from: start)
        }
        return scanner.position > start
    }

    /// `[servers.alpha]` or `[[products]]`, all keyword as in Pygments, but for quoted parts.
    static func lexTableHeader(_ scanner: inout Scanner) {
        scanner.flushText(before: scanner.position)
        while !scanner.atEnd, scanner.peek() != .newline {
            let byte = scanner.peek()
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                scanner.emit(.keyword)
                lexString(&scanner)
                continue
            }
            scanner.advance()
            if byte == UInt8(ascii: "]"), scanner.peek() != UInt8(ascii: "]") { break }
        }
        scanner.emit(.keyword)
    }

    static func lexValue(_ scanner: inout Scanner, depth: Int) {
        scanner.skip { $0 == .space || $0 == .tab }
        let start = scanner.position
        let byte = scanner.peek()
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            lexString(&scanner)
        } else if (byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")), depth < maximumDepth {
            lexCollection(&scanner, depth: depth)
        } else if skipDateOrTime(&scanner) {
            scanner.emit(.literalDate, from: start)
        } else if byte.isDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte.isLetter {
            let signed = byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") ? 1 : 0
            scanner.advance(signed)
            if scanner.peek().isDigit {
                scanner.emit(scanner.skipNumber(), from: start)
                return
            }
            scanner.skip { $0.isLetter }
            let word = scanner.text(from: start + signed)
            if word == "inf" || word == "nan" {
                scanner.emit(.numberFloat, from: start)
            } else if signed == 0, word == "true" || word == "false" {
                scanner.emit(.keywordConstant, from: start)
            } else {
                scanner.position = start
            }
        }
    }

    /// An array (`[1, 2]`) or an inline table (`{ x = 1 }`), over as many lines as it takes.
    static func lexCollection(_ scanner: inout Scanner, depth: Int) {
        let isArray = scanner.peek() == UInt8(ascii: "[")
        let close = isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var start = scanner.position
        scanner.advance()
        scanner.emit(.punctuation, from: start)
        while !scanner.atEnd {
            start = scanner.position
            let byte = scanner.peek()
            if byte.isWhitespace {
                scanner.advance()
            } else if byte == UInt8(ascii: "#") {
                skipComment(&scanner)
            } else if byte == close || byte == UInt8(ascii: ",") {
                scanner.advance()
                scanner.emit(.punctuation, from: start)
                if byte == close { return }
            } else if isArray || byte == UInt8(ascii: "=") {
                if !isArray {
                    scanner.advance()
                    scanner.emit(.operator, from: start)
                }
                lexValue(&scanner, depth: depth + 1)
                if scanner.position == start { scanner.advanceCharacter() }
            } else if !lexKey(&scanner) {
                scanner.advanceCharacter()
            }
        }
    }

    /// `"basic \n"`, `'literal'`, and the same with three quotes over several lines.
    static func lexString(_ scanner: inout Scanner) {
        let quote = scanner.peek()
        let kind: TokenKind = quote == UInt8(ascii: "\"") ? .stringDouble : .stringSingle
        let multiline = scanner.peek(1) == quote && scanner.peek(2) == quote
        let delimiter = String(repeating: String(UnicodeScalar(quote)), count: multiline ? 3 : 1)
        scanner.flushText(before: scanner.position)
        scanner.advance(delimiter.utf8.count)
        while !scanner.atEnd, !scanner.matches(delimiter), multiline || scanner.peek() != .newline {
            if kind == .stringDouble, scanner.peek() == .backslash {
                scanner.emit(kind)
                scanner.advance()
                scanner.skipEscapeBody()
                scanner.emit(.stringEscape)
            } else {
                scanner.advanceCharacter()
            }
        }
        if scanner.matches(delimiter) { scanner.advance(delimiter.utf8.count) }
        scanner.emit(kind)
    }

    /// `1979-05-27`, `1979-05-27T07:32:00.999-07:00`, `1979-05-27 07:32:00Z`, `07:32:00`.
    static func skipDateOrTime(_ scanner: inout Scanner) -> Bool {
        let dash = UInt8(ascii: "-")
        if scanner.digits(4), scanner.peek(4) == dash, scanner.digits(2, at: 5), scanner.peek(7) == dash, scanner.digits(2, at: 8) {
            scanner.advance(10)
            let separator = scanner.peek()
            if separator | 0x20 == UInt8(ascii: "t") || separator == .space, scanner.isTime(at: 1) {
                scanner.advance()
                scanner.skipTime()
            }
            return true
        }
        guard scanner.isTime(at: 0) else { return false }
        scanner.skipTime()
        return true
    }
}

private extension Scanner {
    func digits(_ count: Int, at offset: Int = 0) -> Bool {
        (offset..<offset + count).allSatisfy { peek($0).isDigit }
    }

    func isTime(at offset: Int) -> Bool {
        digits(2, at: offset) && peek(offset + 2) == UInt8(ascii: ":") && digits(2, at: offset + 3)
    }

    /// `07:32`, with seconds, a fraction and an offset (`Z`, `-07:00`) when they are there.
    mutating func skipTime() {
        advance(5)
        if peek() == UInt8(ascii: ":"), digits(2, at: 1) { advance(3) }
        if peek() == UInt8(ascii: "."), peek(1).isDigit {
            advance()
            skip { $0.isDigit }
        }
        if peek() | 0x20 == UInt8(ascii: "z") {
            advance()
        } else if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-"), isTime(at: 1) {
            advance(6)
        }
    }
}
