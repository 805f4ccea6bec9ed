/// Compiles template source into a tree of `Node`s.
struct Parser {
    private let tokens: [Token]
    private let lines: StandaloneLines
    private let source: [UInt8]
    private let buffer: SourceBuffer
    private let locator: SourceLocator

    init(source buffer: SourceBuffer, templateName: String, checkingNames: Bool) throws(MustacheError) {
        self.buffer = buffer
        self.source = Array(buffer.bytes)
        locator = SourceLocator(templateName: templateName, source: self.source)
        var scanner = TagScanner(source: self.source, location: locator, checkingNames: checkingNames)
        tokens = try scanner.scan()
        lines = StandaloneLines(tokens: tokens)
    }

    func parse() throws(MustacheError) -> [Node] {
        var stack = [Frame(opener: nil)]
        for (index, token) in tokens.enumerated() where !lines.isRemoved[index] {
            if startsLine(index), lines.indent[index] == nil, lines.removedLine[index] == nil,
               !(token.isText && token.isBlank && token.endsLine) {
                stack[stack.count - 1].nodes.append(.lineStart)
            }
            switch token.kind {
            case .text:
                stack[stack.count - 1].nodes.append(.text(UnsafeBufferPointer(rebasing: buffer.bytes[token.range])))
            case .variable(let escaped):
                stack[stack.count - 1].nodes.append(.variable(Path(token.content, offset: token.range.lowerBound), escaped: escaped))
            case .section, .invertedSection, .parent, .block:
                stack.append(Frame(opener: index))
            case .close:
                let frame = stack.removeLast()
                guard let opener = frame.opener else {
                    throw locator.error(at: token.range.lowerBound, .unexpectedClosingTag(token.spelled))
                }
                guard tokens[opener].spelled == token.spelled else {
                    let (line, column) = locator.position(of: tokens[opener].range.lowerBound)
                    let opening = String(decoding: source[tokens[opener].range], as: UTF8.self)
                    throw locator.error(
                        at: token.range.lowerBound,
                        .mismatchedClosingTag(
                            expected: tokens[opener].spelled, found: token.spelled,
                            opener: opening, openedLine: line, openedColumn: column))
                }
                stack[stack.count - 1].nodes.append(node(closing: frame, opener: opener, closer: index))
            case .partial:
                stack[stack.count - 1].nodes.append(.partial(reference(index), indent: lines.indent[index]))
            case .comment, .setDelimiters:
                break
            }
        }
        if let unclosed = stack.last?.opener {
            throw locator.error(at: tokens[unclosed].range.lowerBound, .unclosedSection(tokens[unclosed].spelled))
        }
        return stack[0].nodes
    }
}

private extension Parser {
    /// The nodes of a section, parent or block being built, and the tag that opened it.
    struct Frame {
        let opener: Int?
        var nodes: [Node] = []
    }

    func node(closing frame: Frame, opener: Int, closer: Int) -> Node {
        let token = tokens[opener]
        switch token.kind {
        case .section, .invertedSection:
            return .section(Path(token.content, offset: token.range.lowerBound), frame.nodes, inverted: token.kind == .invertedSection)
        case .parent:
            var overrides: [String: Block] = [:]
            for case .block(let block) in frame.nodes where overrides[block.name] == nil {
                overrides[block.name] = block
            }
            return .parent(reference(opener), overrides: overrides, indent: lines.indent[opener])
        default:
            return .block(block(named: token.content, nodes: frame.nodes, opener: opener, closer: closer))
        }
    }

    /// A block standing alone is re-indented: its content loses its common indentation here
    /// and gains the indentation of the place it is expanded.
    func block(named name: String, nodes: [Node], opener: Int, closer: Int) -> Block {
        let block = Block(
            name: name, nodes: nodes, indent: nil, templateName: locator.templateName, offset: tokens[opener].range.lowerBound)
        guard let tagIndent = lines.indent[opener] else { return block }
        let start = lines.removedLine[opener]?.upperBound ?? tokens[opener].range.upperBound
        let end = lines.removedLine[closer]?.lowerBound ?? tokens[closer].range.lowerBound
        let margin = Indentation.commonMargin(of: source[start..<max(start, end)])
        return block.with(
            nodes: margin.isEmpty ? nodes : Indentation.dedent(nodes, by: margin),
            indent: margin.isEmpty ? tagIndent : margin)
    }

    func reference(_ index: Int) -> TemplateReference {
        let (line, column) = locator.position(of: tokens[index].range.lowerBound)
        return TemplateReference(
            name: tokens[index].content, templateName: locator.templateName, isDynamic: tokens[index].isDynamic, line: line, column: column)
    }

    func startsLine(_ index: Int) -> Bool {
        let offset = tokens[index].range.lowerBound
        return offset == 0 || source[offset - 1] == UInt8(ascii: "\n")
    }
}
