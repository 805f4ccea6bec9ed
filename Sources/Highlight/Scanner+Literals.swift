/// Literals whose shape is the same in every language that has them.
extension Scanner {
    /// Skips a number and says what kind it is: `0x1F`, `0b1010`, `0o17`, `1_000`, `2.5e-3`, with
    /// a type suffix such as `f`, `L` or `ULL`.
    mutating func skipNumber() -> TokenKind {
        if peek() == UInt8(ascii: "0") {
            let radix: (kind: TokenKind, digit: (UInt8) -> Bool)? = switch peek(1) | 0x20 {
            case UInt8(ascii: "x"): (.numberHex, { $0.isHexDigit })
            case UInt8(ascii: "b"): (.numberBinary, { $0 == 48 || $0 == 49 })
            case UInt8(ascii: "o"): (.numberOctal, { $0 >= 48 && $0 <= 55 })
            default: nil
            }
            if let radix, radix.digit(peek(2)) {
                advance(2)
                skip { radix.digit($0) || $0 == UInt8(ascii: "_") }
                skip { $0.isLetter }
                return radix.kind
            }
        }
        var isFloat = false
        skip { $0.isDigit || $0 == UInt8(ascii: "_") }
        if peek() == UInt8(ascii: "."), peek(1).isDigit {
            advance()
            skip { $0.isDigit || $0 == UInt8(ascii: "_") }
            isFloat = true
        }
        if peek() | 0x20 == UInt8(ascii: "e"),
           peek(1).isDigit || ((peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")) && peek(2).isDigit) {
            advance(2)
            skip { $0.isDigit }
            isFloat = true
        }
        // `12f`, `3.0F`, `1d`, `2m` (C#, Java, Kotlin): a float, whatever its digits.
        let suffix = position
        skip { $0.isLetter }
        if position == suffix + 1, "fdm".utf8.contains(bytes[suffix] | 0x20) { isFloat = true }
        return isFloat ? .numberFloat : .numberInteger
    }

    /// Skips what follows the backslash of an escape: one character, `u{1F600}`, `x41`, `u00E9` or `101`.
    mutating func skipEscapeBody() {
        switch peek() {
        case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "U"):
            advance()
            if peek() == UInt8(ascii: "{") {
                var length = 0
                while !atEnd, peek() != UInt8(ascii: "}"), peek().isHexDigit, length < 8 {
                    advance()
                    length += 1
                }
                advance()
                if peek() == UInt8(ascii: "}") { advance() }
            } else {
                var length = 0
                while peek().isHexDigit, length < 8 {
                    advance()
                    length += 1
                }
            }
        case let byte where byte.isDigit:
            var length = 0
            while peek().isDigit, length < 3 {
                advance()
                length += 1
            }
        default:
            if !atEnd { advanceCharacter() }
        }
    }

    /// Skips the lines of a heredoc's body, up to and including its terminator line.
    mutating func skipHeredocBody(_ heredoc: Heredoc) {
        while !atEnd {
            let lineStart = position
            skipToLineEnd()
            var line = bytes[lineStart..<position]
            if heredoc.indented { line = line.drop { $0 == .space || $0 == .tab } }
            if line.elementsEqual(heredoc.terminator.utf8) { return }
            advance()
        }
    }

    /// Skips the word that names a heredoc after `<<`, `<<-` or `<<~`, quoted or not, and returns it.
    /// The shell allows spaces before the word (`<< EOF`); Ruby does not.
    mutating func skipHeredocOpener(spacesBeforeWord: Bool) -> Heredoc? {
        let start = position
        guard matches("<<") else { return nil }
        advance(2)
        let indented = peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "~")
        if indented { advance() }
        if spacesBeforeWord { skip { $0 == .space || $0 == .tab } }
        let quote = peek() == UInt8(ascii: "'") || peek() == UInt8(ascii: "\"") ? peek() : nil
        if quote != nil { advance() }
        let wordStart = position
        skip { $0.isIdentifierPart }
        let word = text(from: wordStart)
        if let quote {
            guard peek() == quote else {
                position = start
                return nil
            }
            advance()
        }
        guard !word.isEmpty else {
            position = start
            return nil
        }
        return Heredoc(terminator: word, indented: indented)
    }
}

/// A heredoc's terminator, and whether it may be indented (`<<-` and `<<~`).
struct Heredoc: Equatable {
    let terminator: String
    let indented: Bool
}
