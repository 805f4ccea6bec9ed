/// YAML: comments, keys, list markers, document markers, anchors and aliases, tags, quoted
/// strings, numbers and constants, and block scalars.
enum YAMLLexer {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        // How deep in `[…]` and `{…}` the scanner is: only there do `,`, `]` and `}` end a plain scalar.
        var flowDepth = 0
        while !scanner.atEnd {
            lexLine(&scanner, flowDepth: &flowDepth)
            scanner.advance()
        }
        return scanner.finish()
    }

    static let constants: Set<String> = ["true", "false", "True", "False", "TRUE", "FALSE", "null", "Null", "NULL", "~", "yes", "no", "on", "off"]
}

private extension YAMLLexer {
    static func lexLine(_ scanner: inout Scanner, flowDepth: inout Int) {
        let lineStart = scanner.position
        if scanner.matches("---") || scanner.matches("...") {
            scanner.advance(3)
            scanner.emit(.nameNamespace, from: lineStart)
        }
        while !scanner.atEnd, scanner.peek() != .newline {
            let start = scanner.position
            let byte = scanner.peek()
            switch byte {
            case .space, .tab:
                scanner.advance()
            case UInt8(ascii: "#") where start == lineStart || scanner.peek(-1) == .space || scanner.peek(-1) == .tab:
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            case UInt8(ascii: "-") where scanner.peek(1) == .space || scanner.peek(1) == .newline || scanner.peek(1) == 0:
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexQuoted(&scanner, quote: byte)
            case UInt8(ascii: "&"), UInt8(ascii: "*"):
                scanner.skip { !$0.isWhitespace }
                scanner.emit(.nameLabel, from: start)
            case UInt8(ascii: "!"):
                scanner.skip { !$0.isWhitespace }
                scanner.emit(.keywordType, from: start)
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                lexBlockScalar(&scanner, lineStart: lineStart)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            case UInt8(ascii: "]") where flowDepth > 0, UInt8(ascii: "}") where flowDepth > 0, UInt8(ascii: ",") where flowDepth > 0:
                if byte != UInt8(ascii: ",") { flowDepth -= 1 }
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            case UInt8(ascii: ":"):
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            default:
                lexPlain(&scanner, inFlow: flowDepth > 0)
            }
        }
    }

    /// A plain scalar: a key when a `: ` follows it, else a value, to the end of the line. Quotes
    /// and braces inside it are text (`run: make -destination "${{ matrix.os }}"`); within a flow
    /// collection, `, `, `]` and `}` end it.
    static func lexPlain(_ scanner: inout Scanner, inFlow: Bool) {
        let start = scanner.position
        while !scanner.atEnd, scanner.peek() != .newline {
            let byte = scanner.peek()
            if byte == UInt8(ascii: ":"), scanner.peek(1).isWhitespace || scanner.peek(1) == 0 {
                scanner.emit(.nameTag, from: start)
                return
            }
            if byte == UInt8(ascii: "#"), scanner.peek(-1) == .space { break }
            if inFlow, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
            scanner.advanceCharacter()
        }
        var end = scanner.position
        while end > start, scanner.bytes[end - 1] == .space || scanner.bytes[end - 1] == .tab { end -= 1 }
        let value = String(decoding: scanner.bytes[start..<end], as: UTF8.self)
        let kind: TokenKind = if constants.contains(value) {
            .keywordConstant
        } else if let first = value.utf8.first, first.isDigit || first == UInt8(ascii: "-"), Double(value) != nil {
            value.contains(".") || value.contains("e") ? .numberFloat : .numberInteger
        } else {
            .text
        }
        let resume = scanner.position
        scanner.position = end
        scanner.emit(kind, from: start)
        scanner.position = resume
    }

    static func lexQuoted(_ scanner: inout Scanner, quote: UInt8) {
        let start = scanner.position
        scanner.flushText(before: start)
        scanner.advance()
        while !scanner.atEnd, scanner.peek() != quote {
            if quote == UInt8(ascii: "\""), scanner.peek() == .backslash {
                scanner.emit(.stringDouble)
                scanner.advance()
                scanner.skipEscapeBody()
                scanner.emit(.stringEscape)
            } else if quote == UInt8(ascii: "'"), scanner.matches("''") {
                scanner.advance(2)
            } else {
                scanner.advanceCharacter()
            }
        }
        scanner.advance()
        var after = scanner.position
        while after < scanner.bytes.count, scanner.bytes[after] == .space { after += 1 }
        let isKey = after < scanner.bytes.count && scanner.bytes[after] == UInt8(ascii: ":")
        scanner.emit(isKey ? .nameTag : quote == UInt8(ascii: "'") ? .stringSingle : .stringDouble, from: start)
    }

    /// `|` or `>` and the lines indented deeper than the line it is on.
    static func lexBlockScalar(_ scanner: inout Scanner, lineStart: Int) {
        let start = scanner.position
        scanner.skip { !$0.isWhitespace }
        scanner.emit(.punctuation, from: start)
        var indent = 0
        while scanner.bytes[lineStart + indent] == .space { indent += 1 }
        scanner.skipToLineEnd()
        let bodyStart = scanner.position
        while scanner.peek() == .newline {
            var next = scanner.position + 1
            var spaces = 0
            while next < scanner.bytes.count, scanner.bytes[next] == .space {
                next += 1
                spaces += 1
            }
            let blank = next >= scanner.bytes.count || scanner.bytes[next] == .newline
            guard spaces > indent || (blank && next < scanner.bytes.count) else { break }
            scanner.advance()
            scanner.skipToLineEnd()
        }
        scanner.emit(.string, from: bodyStart)
    }
}
