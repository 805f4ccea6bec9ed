/// How one kind of string literal opens, closes, escapes and interpolates.
struct StringRule: Sendable {
    var open: String
    var close: String
    var kind: TokenKind
    /// What starts an escape sequence, or nil when the string has none (raw strings).
    var escape: String? = "\\"
    /// The only bytes an escape may escape, when not all may: Ruby's and PHP's single-quoted
    /// strings take `\'` and `\\`, and a `\n` there is two characters.
    var escapable: Set<UInt8>?
    var interpolation: Interpolation?
    /// Whether the string may run over several lines; one that may not ends, unterminated, at the line's end.
    var multiline = false

    static let doubleQuoted = StringRule(open: "\"", close: "\"", kind: .stringDouble)
    static let singleQuoted = StringRule(open: "'", close: "'", kind: .stringSingle)
    static let singleQuotedCharacter = StringRule(open: "'", close: "'", kind: .stringChar)
    /// `'it\'s'`, and `'\n'` as two characters: Ruby's and PHP's single-quoted strings.
    static let singleQuotedLiteral = StringRule(
        open: "'", close: "'", kind: .stringSingle, escapable: [UInt8(ascii: "'"), UInt8(ascii: "\\")], multiline: true)
}
