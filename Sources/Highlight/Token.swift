/// A piece of a code block: its kind, and the byte offset where it ends (it starts where the one before ends).
struct Token: Equatable {
    let kind: TokenKind
    var end: Int
}
