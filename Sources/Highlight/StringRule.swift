/// How one kind of string literal opens, closes, escapes and interpolates.
struct StringRule: Sendable {
    var open: String
    var close: String
    var kind: TokenKind
    /// What starts an escape sequence, or nil when the string has none (raw strings).
    var escape: String? = "\\"
    var interpolation: Interpolation?
    /// Whether the string may run over several lines; one that may not ends, unterminated, at the line's end.
    var multiline = false

    static let doubleQuoted = StringRule(open: "\"", close: "\"", kind: .stringDouble)
    static let singleQuoted = StringRule(open: "'", close: "'", kind: .stringSingle)
    static let singleQuotedCharacter = StringRule(open: "'", close: "'", kind: .stringChar)
}
