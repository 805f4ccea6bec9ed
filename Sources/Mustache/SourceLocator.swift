/// Turns byte offsets in a template into the line and column a person reads.
struct SourceLocator: Sendable {
    let templateName: String
    let source: [UInt8]
    /// The offset of each line's first byte, found once: a check of a theme asks for the place
    /// of every name of every template, which counting lines from the start made quadratic.
    private let lineStarts: [Int]

    init(templateName: String, source: [UInt8]) {
        self.templateName = templateName
        self.source = source
        var starts = [0]
        for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// 1-based line and column (in characters) of a byte offset.
    func position(of offset: Int) -> (line: Int, column: Int) {
        let end = min(offset, source.count)
        // The last line that starts at or before `end`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
        }
        let column = String(decoding: source[lineStarts[low]..<end], as: UTF8.self).count + 1
        return (low + 1, column)
    }

    func error(at offset: Int, _ reason: MustacheError.Reason) -> MustacheError {
        let (line, column) = position(of: offset)
        return MustacheError(templateName: templateName, line: line, column: column, reason: reason)
    }
}
