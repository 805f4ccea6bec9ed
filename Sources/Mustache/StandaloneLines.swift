/// Finds the lines of a template that hold only a standalone tag, and so vanish from the output.
///
/// A line whose only content is one section, comment, partial, delimiter, parent or block tag
/// (plus spaces) is removed whole. Inheritance adds pairs that may share a line:
/// `{{<parent}}{{/parent}}`, `{{<parent}}{{$block}}` and `{{/block}}{{/parent}}` remove the line;
/// `{{$block}}{{/block}}` removes only the leading spaces and keeps the newline.
struct StandaloneLines {
    /// Text tokens to drop.
    private(set) var isRemoved: [Bool]
    /// For a tag standing alone: the spaces before it on its line.
    private(set) var indent: [Int: String] = [:]
    /// For a tag whose whole line is dropped: that line's byte range.
    private(set) var removedLine: [Int: Range<Int>] = [:]

    init(tokens: [Token]) {
        isRemoved = Array(repeating: false, count: tokens.count)
        let openers = Self.openerKinds(tokens)
        var lineStart = 0
        for index in tokens.indices where index == tokens.count - 1 || tokens[index].endsLine {
            analyze(tokens, lineStart...index, openers: openers)
            lineStart = index + 1
        }
    }
}

private extension StandaloneLines {
    mutating func analyze(_ tokens: [Token], _ line: ClosedRange<Int>, openers: [Int: Token.Kind]) {
        let tags = line.filter { !tokens[$0].isText }
        guard let first = tags.first, line.allSatisfy({ !tokens[$0].isText || tokens[$0].isBlank }) else { return }
        let leading = line.prefix { $0 < first }.map { tokens[$0].content }.joined()
        let lineRange = tokens[line.lowerBound].range.lowerBound..<tokens[line.upperBound].range.upperBound

        func removeLine() {
            for index in line where tokens[index].isText { isRemoved[index] = true }
            for tag in tags { removedLine[tag] = lineRange }
        }

        switch tags.count {
        case 1 where tokens[first].kind.canStandAlone:
            removeLine()
            indent[first] = leading
        case 2 where tags[1] == first + 1:
            let (a, b) = (tokens[first], tokens[tags[1]])
            switch (a.kind, b.kind) {
            case (.parent, .close) where a.spelled == b.spelled,
                 (.parent, .block):
                removeLine()
                indent[first] = leading
                indent[tags[1]] = ""
            case (.block, .close) where a.spelled == b.spelled:
                for index in line where index < first { isRemoved[index] = true }
                indent[first] = leading
            case (.close, .close) where openers[first] == .block && openers[tags[1]] == .parent:
                removeLine()
            default:
                return
            }
        default:
            return
        }
    }

    /// The kind of tag each closing tag closes, where the nesting is sound.
    static func openerKinds(_ tokens: [Token]) -> [Int: Token.Kind] {
        var open: [Token.Kind] = []
        var result: [Int: Token.Kind] = [:]
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .section, .invertedSection, .parent, .block: open.append(token.kind)
            case .close: result[index] = open.popLast()
            default: break
            }
        }
        return result
    }
}

extension Token {
    /// Text that ends with a newline.
    var endsLine: Bool { isText && content.utf8.last == UInt8(ascii: "\n") }

    /// Text of only spaces, tabs and a line ending.
    var isBlank: Bool { content.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" } }
}
