/// The words of a document, read from cmark's tree: text is joined as written (`Run `swift
/// build`, then` stays `Run swift build, then`), line breaks and the ends of blocks are spaces,
/// and entities were decoded by cmark, once. Images (their alt text), raw HTML (a `<br>` is a
/// space) and footnote references are not words; code blocks, headings and footnotes are, when asked for. Words
/// are separated by ASCII white space, counted as the text is read, byte by byte.
struct DocumentText {
    /// Which parts of a document are words.
    struct Parts {
        var codeBlocks = false
        var headings = false
        var footnotes = false
    }

    /// The text as found, with its spaces: all of it, or up to the word after `wordLimit`.
    private(set) var string = ""
    /// How many words the text has (up to the word after `wordLimit`).
    private(set) var wordCount = 0
    private var inWord = false
    private let keepsText: Bool

    /// The words of `blocks` (nodes of a document), in order. With a `wordLimit`, the reading
    /// stops once the text has more words than that. Without `keepsText`, only the words are
    /// counted, off cmark's bytes (a shortcode counts as a word).
    init(
        _ blocks: some Sequence<CmarkNode>, parts: Parts, wordLimit: Int = .max, keepsText: Bool = true,
        removing placeholders: (String) -> String
    ) {
        self.keepsText = keepsText
        for block in blocks where wordCount <= wordLimit {
            block.walk { node, entering in
                let step = read(node, entering: entering, parts: parts, placeholders: placeholders)
                return wordCount <= wordLimit ? step : .stop
            }
        }
    }

    /// The words, in order.
    var words: [Substring] {
        string.utf8.split(whereSeparator: Self.isSpace).map { Substring($0) }
    }

    /// The words joined by single spaces, cut at a word before `limit` characters (Unicode
    /// scalars), with an ellipsis when some were left out. Read byte by byte: every page has one.
    func text(limit: Int = .max) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(string.utf8.count)
        var length = 0
        var wordEnd = 0
        var pendingSpace = false
        for byte in string.utf8 {
            if Self.isSpace(byte) {
                if !result.isEmpty, !pendingSpace { wordEnd = result.count }
                pendingSpace = !result.isEmpty
                continue
            }
            // A scalar starts at each byte that does not continue one.
            let startsScalar = byte & 0xC0 != 0x80
            if startsScalar, limit - length < (pendingSpace ? 2 : 1) { return String(decoding: result[..<wordEnd], as: UTF8.self) + "…" }
            if pendingSpace {
                result.append(0x20)
                length += 1
                pendingSpace = false
            }
            result.append(byte)
            if startsScalar { length += 1 }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The first `count` words, with an ellipsis when there are more.
    func prefix(words count: Int) -> String {
        let words = self.words
        return words.prefix(count).joined(separator: " ") + (words.count > count ? "…" : "")
    }
}

private extension DocumentText {
    /// Reads one event of a walk, and says where the walk goes next.
    mutating func read(_ node: CmarkNode, entering: Bool, parts: Parts, placeholders: (String) -> String) -> CmarkNode.WalkStep {
        guard entering else {
            if node.firstChild != nil, node.isBlock { append(" ") }
            return .next
        }
        switch node.kind {
        case .text, .code:
            if keepsText {
                if let literal = node.literal { append(placeholders(literal)) }
            } else {
                node.withLiteralBytes { bytes in bytes.forEach { count($0) } }
            }
        case .codeBlock:
            if parts.codeBlocks, let literal = node.literal { append(" " + literal + " ") }
        case .softBreak, .lineBreak:
            append(" ")
        case .htmlInline:
            // Raw tags are not words, but a `<br>` parts two.
            if let literal = node.literal, literal.lowercased().hasPrefix("<br") { append(" ") }
        case .image:
            return .skipChildren
        case .heading where !parts.headings, .footnoteDefinition where !parts.footnotes:
            return .skipChildren
        default:
            break
        }
        return .next
    }

    mutating func append(_ text: String) {
        for byte in text.utf8 { count(byte) }
        if keepsText { string += text }
    }

    mutating func count(_ byte: UInt8) {
        let space = Self.isSpace(byte)
        if !space, !inWord { wordCount += 1 }
        inWord = !space
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
