/// Turns byte offsets in a template into the line and column a person reads.
struct SourceLocator: Sendable {
    let templateName: String
    let source: [UInt8]

    /// 1-based line and column (in characters) of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        let prefix = source[..<min(offset, source.count)]
        let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: source[lineStart..<prefix.endIndex], as: UTF8.self).count + 1
        return (line, column)
    }

    func error(at offset: Int, _ reason: MustacheError.Reason) -> MustacheError {
        let (line, column) = position(of: offset)
        return MustacheError(templateName: templateName, line: line, column: column, reason: reason)
    }
}
