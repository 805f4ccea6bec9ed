/// Old-style (OpenStep) property lists, such as `project.pbxproj`, and `.strings` files, which are
/// old-style property lists with format specifiers in their values. A `plist` block that starts
/// with `<` is XML.
enum PropertyListLexer {
    static func tokens(of bytes: [UInt8]) -> [Token] {
        let isXML = bytes.first { !$0.isWhitespace } == UInt8(ascii: "<")
        return isXML ? MarkupLexer.tokens(of: bytes, isHTML: false) : openStepTokens(of: bytes, formatSpecifiers: false)
    }

    static func stringsTokens(of bytes: [UInt8]) -> [Token] {
        openStepTokens(of: bytes, formatSpecifiers: true)
    }

    /// `{ key = value; list = (a, "b c"); data = <0fbd7a>; }`: keys are tags, as JSON's are in Pygments.
    static func openStepTokens(of bytes: [UInt8], formatSpecifiers: Bool) -> [Token] {
        var scanner = Scanner(bytes)
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            if byte.isWhitespace {
                scanner.advance()
            } else if scanner.matches("//") {
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            } else if scanner.matches("/*") {
                scanner.skip(through: "*/")
                scanner.emit(.commentMultiline, from: start)
            } else if byte == UInt8(ascii: "\"") {
                lexQuoted(&scanner, formatSpecifiers: formatSpecifiers)
            } else if byte == UInt8(ascii: "<") {
                scanner.skip { $0 != UInt8(ascii: ">") }
                scanner.advance()
                scanner.emit(.numberHex, from: start)
            } else if byte == UInt8(ascii: "=") {
                scanner.advance()
                scanner.emit(.operator, from: start)
            } else if punctuationBytes.contains(byte) {
                scanner.advance()
                scanner.emit(.punctuation, from: start)
            } else if unquotedBytes.contains(byte) || byte.isIdentifierPart {
                scanner.skip { unquotedBytes.contains($0) || $0.isIdentifierPart }
                scanner.emit(isKey(scanner) ? .nameTag : kind(ofUnquoted: scanner.bytes[start..<scanner.position]), from: start)
            } else {
                scanner.advanceCharacter()
            }
        }
        return scanner.finish()
    }

    /// Bytes besides letters and digits that an unquoted string may hold: `path/to/file.swift`, `$(SRCROOT)`.
    static let unquotedBytes = Set("_$+/:.-".utf8)
    static let punctuationBytes = Set("{}();,".utf8)
    /// The last byte of a `printf`-style specifier, and the bytes that may come between it and the `%`.
    static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA%".utf8)
    static let specifierModifiers = Set("0123456789$#-+.'hlqLzjt".utf8)
}

private extension PropertyListLexer {
    /// A quoted key, whole, or a quoted value with its escapes (and format specifiers, `%@`, `%1$d`).
    static func lexQuoted(_ scanner: inout Scanner, formatSpecifiers: Bool) {
        let start = scanner.position
        scanner.advance()
        while !scanner.atEnd, scanner.peek() != UInt8(ascii: "\"") { scanner.advance(scanner.peek() == .backslash ? 2 : 1) }
        scanner.advance()
        guard !isKey(scanner) else {
            scanner.emit(.nameTag, from: start)
            return
        }
        let end = scanner.position
        scanner.position = start + 1
        scanner.flushText(before: start)
        while scanner.position < end - 1 {
            let specifier = formatSpecifiers ? specifierLength(scanner) : 0
            if scanner.peek() == .backslash {
                scanner.emit(.stringDouble)
                scanner.advance()
                scanner.skipEscapeBody()
                scanner.emit(.stringEscape)
            } else if specifier > 0 {
                scanner.emit(.stringDouble)
                scanner.advance(specifier)
                scanner.emit(.stringInterpolation)
            } else {
                scanner.advance()
            }
        }
        scanner.position = end
        scanner.emit(.stringDouble)
    }

    /// `56` and `3.5` are numbers; `PBXNativeTarget`, `main.m`, `13B07F96` and a version such as
    /// `1.4.1` strings.
    static func kind(ofUnquoted word: ArraySlice<UInt8>) -> TokenKind {
        guard word.first?.isDigit == true, word.allSatisfy({ $0.isDigit || $0 == UInt8(ascii: ".") }),
              word.filter({ $0 == UInt8(ascii: ".") }).count <= 1
        else { return .string }
        return word.contains(UInt8(ascii: ".")) ? .numberFloat : .numberInteger
    }

    /// Whether the next byte after white space and comments is `=` (`13B07F96 /* App */ = {`):
    /// what ends at the cursor is a key.
    static func isKey(_ scanner: Scanner) -> Bool {
        var probe = scanner
        while !probe.atEnd {
            if probe.peek().isWhitespace {
                probe.advance()
            } else if probe.matches("/*") {
                probe.skip(through: "*/")
            } else {
                break
            }
        }
        return probe.peek() == UInt8(ascii: "=")
    }

    /// The length of the format specifier at the cursor (`%@`, `%1$@`, `%.2f`, `%lld`, `%%`), or 0.
    static func specifierLength(_ scanner: Scanner) -> Int {
        guard scanner.peek() == UInt8(ascii: "%") else { return 0 }
        var length = 1
        while length < 12, specifierModifiers.contains(scanner.peek(length)) { length += 1 }
        return conversions.contains(scanner.peek(length)) ? length + 1 : 0
    }
}
