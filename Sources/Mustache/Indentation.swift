/// Removes the indentation a block's content has where it is defined.
enum Indentation {
    /// The leading spaces and tabs shared by every line that is not blank.
    static func commonMargin(of text: ArraySlice<UInt8>) -> String {
        var margin: ArraySlice<UInt8>?
        for line in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let indent = line.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard indent.count < line.count, line[indent.endIndex] != UInt8(ascii: "\r") else { continue }
            guard let current = margin else { margin = indent; continue }
            margin = current.prefix(zip(current, indent).prefix { $0 == $1 }.count)
        }
        return String(decoding: margin ?? [], as: UTF8.self)
    }

    /// The nodes with `margin` taken off the start of every line, and off nested indentations.
    static func dedent(_ nodes: [Node], by margin: String) -> [Node] {
        var result: [Node] = []
        result.reserveCapacity(nodes.count)
        var atLineStart = false
        for node in nodes {
            defer { if case .lineStart = node { atLineStart = true } else { atLineStart = false } }
            switch node {
            case .text(let text) where atLineStart:
                result.append(.text(UnsafeBufferPointer(rebasing: text[sharedPrefixLength(margin, text)...])))
            case .section(let path, let children, let inverted):
                result.append(.section(path, dedent(children, by: margin), inverted: inverted))
            case .partial(let reference, let indent):
                result.append(.partial(reference, indent: indent.map { strip(margin, from: $0) }))
            case .parent(let reference, let overrides, let indent):
                result.append(.parent(reference, overrides: overrides, indent: indent.map { strip(margin, from: $0) }))
            case .block(let block):
                result.append(.block(block.with(nodes: block.nodes, indent: block.indent.map { strip(margin, from: $0) })))
            case .text, .lineStart, .variable:
                result.append(node)
            }
        }
        return result
    }

    /// `text` without as much of `margin` as it starts with.
    private static func strip(_ margin: String, from text: String) -> String {
        String(text.utf8.dropFirst(sharedPrefixLength(margin, text.utf8)))!
    }

    private static func sharedPrefixLength(_ margin: String, _ text: some Sequence<UInt8>) -> Int {
        zip(margin.utf8, text).prefix { $0 == $1 }.count
    }
}
