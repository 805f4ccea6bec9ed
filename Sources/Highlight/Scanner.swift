/// A cursor over the bytes of one code block, and the tokens cut from them so far.
///
/// Tokens cover the code without gaps: each ends where the next begins, and whatever a lexer
/// skips over becomes plain text. That is why highlighting can never change the code.
/// Token ends always fall between whole UTF-8 characters, since every rule that stops on a
/// byte stops on an ASCII one.
struct Scanner {
    let bytes: [UInt8]
    var position = 0
    private(set) var tokens: [Token] = []
    /// Where the last token ends.
    private var emitted = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool { position >= bytes.count }

    /// The byte `offset` places from the cursor (ahead, or behind when negative), or 0 past either end.
    func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index >= 0 && index < bytes.count ? bytes[index] : 0
    }

    /// Whether the bytes at the cursor are `literal`.
    func matches(_ literal: String) -> Bool {
        var index = position
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    mutating func advance(_ count: Int = 1) {
        position = min(position + count, bytes.count)
    }

    /// Moves past one whole character (1 to 4 bytes).
    mutating func advanceCharacter() {
        advance()
        while !atEnd, peek() & 0xC0 == 0x80 { advance() }
    }

    mutating func skip(while predicate: (UInt8) -> Bool) {
        while !atEnd, predicate(bytes[position]) { position += 1 }
    }

    mutating func skipToLineEnd() {
        skip { $0 != .newline }
    }

    /// Skips up to and past `terminator`, or to the end.
    mutating func skip(through terminator: String) {
        while !atEnd, !matches(terminator) { advanceCharacter() }
        advance(terminator.utf8.count)
    }

    /// Ends a token of `kind` over `literal` when the bytes at the cursor are `literal`, and says whether they were.
    mutating func emit(_ literal: String, as kind: TokenKind) -> Bool {
        guard matches(literal) else { return false }
        let start = position
        advance(literal.utf8.count)
        emit(kind, from: start)
        return true
    }

    /// Ends a token of `kind` at the cursor; the bytes before `start` that no token covers become text.
    mutating func emit(_ kind: TokenKind, from start: Int) {
        if start > emitted { append(.text, end: start) }
        if position > max(start, emitted) { append(kind, end: position) }
    }

    /// Makes the bytes before `start` that no token covers text, so that the next token starts at `start`.
    mutating func flushText(before start: Int) {
        if start > emitted { append(.text, end: start) }
    }

    /// Ends a token of `kind` at the cursor, starting where the last one ended.
    mutating func emit(_ kind: TokenKind) {
        emit(kind, from: emitted)
    }

    /// Cuts the bytes from the cursor to `end` with `lexer`, the lexer of a language embedded in
    /// this one (`<script>` in HTML, a Makefile's recipes), and moves the cursor to `end`.
    mutating func embed(upTo end: Int, lexer: ([UInt8]) -> [Token]) {
        let start = position
        flushText(before: start)
        for token in lexer(Array(bytes[start..<end])) {
            position = start + token.end
            emit(token.kind)
        }
        position = end
    }

    /// The tokens of a language read line by line: `lexLine` lexes from a line's start to its end
    /// (or to the end of the lines it continues on), and the newline after it is text.
    static func tokens(of bytes: [UInt8], byLine lexLine: (inout Scanner) -> Void) -> [Token] {
        var scanner = Scanner(bytes)
        while !scanner.atEnd {
            lexLine(&scanner)
            scanner.advance()
        }
        return scanner.finish()
    }

    /// The tokens, with whatever is left over as text.
    mutating func finish() -> [Token] {
        position = bytes.count
        emit(.text)
        return tokens
    }

    /// The bytes from `start` to the cursor, as a string.
    func text(from start: Int) -> String {
        String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Whether only spaces and tabs stand between the start of the line and `index`.
    func isLineStart(_ index: Int) -> Bool {
        var index = index - 1
        while index >= 0 {
            switch bytes[index] {
            case .newline: return true
            case .space, .tab: index -= 1
            default: return false
            }
        }
        return true
    }

    /// The last byte before `index` that is not white space, or 0.
    func previousSignificantByte(before index: Int) -> UInt8 {
        var index = index - 1
        while index >= 0, bytes[index].isWhitespace { index -= 1 }
        return index >= 0 ? bytes[index] : 0
    }

    private mutating func append(_ kind: TokenKind, end: Int) {
        if let last = tokens.last, last.kind == kind {
            tokens[tokens.count - 1].end = end
        } else {
            tokens.append(Token(kind: kind, end: end))
        }
        emitted = end
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let backslash = UInt8(ascii: "\\")

    var isWhitespace: Bool { self == .space || self == .tab || self == .newline || self == 13 || self == 12 }
    var isDigit: Bool { self >= 48 && self <= 57 }
    var isHexDigit: Bool { isDigit || (self | 0x20 >= 97 && self | 0x20 <= 102) }
    var isLetter: Bool { (self | 0x20) >= 97 && (self | 0x20) <= 122 }
    var isUppercase: Bool { self >= 65 && self <= 90 }
    var isLowercase: Bool { self >= 97 && self <= 122 }
    /// Letters, `_` and every byte of a non-ASCII character, which names may contain.
    var isIdentifierStart: Bool { isLetter || self == UInt8(ascii: "_") || self >= 0x80 }
    var isIdentifierPart: Bool { isIdentifierStart || isDigit }
}
