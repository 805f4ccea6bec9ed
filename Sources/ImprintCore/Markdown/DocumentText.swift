import CCmarkGFM

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
    init(_ blocks: [OpaquePointer], parts: Parts, wordLimit: Int = .max, keepsText: Bool = true, removing placeholders: (String) -> String) {
        self.keepsText = keepsText
        for block in blocks where wordCount <= wordLimit {
            guard let iterator = cmark_iter_new(block) else { continue }
            defer { cmark_iter_free(iterator) }
            while wordCount <= wordLimit, case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard let node = cmark_iter_get_node(iterator) else { continue }
                read(node, entering: event == CMARK_EVENT_ENTER, parts: parts, iterator: iterator, placeholders: placeholders)
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
    mutating func read(_ node: OpaquePointer, entering: Bool, parts: Parts, iterator: OpaquePointer, placeholders: (String) -> String) {
        let type = cmark_node_get_type(node)
        guard entering else {
            if cmark_node_first_child(node) != nil, Self.isBlock(type) { append(" ") }
            return
        }
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE:
            guard let literal = cmark_node_get_literal(node) else { return }
            if keepsText { append(placeholders(String(cString: literal))) } else { count(literal) }
        case CMARK_NODE_CODE_BLOCK:
            if parts.codeBlocks, let literal = cmark_node_get_literal(node) { append(" " + String(cString: literal) + " ") }
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            append(" ")
        case CMARK_NODE_HTML_INLINE:
            // Raw tags are not words, but a `<br>` parts two.
            if let literal = cmark_node_get_literal(node), String(cString: literal).lowercased().hasPrefix("<br") { append(" ") }
        case CMARK_NODE_IMAGE:
            cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
        case CMARK_NODE_HEADING where !parts.headings, CMARK_NODE_FOOTNOTE_DEFINITION where !parts.footnotes:
            cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
        default:
            return
        }
    }

    mutating func append(_ text: String) {
        for byte in text.utf8 { count(byte) }
        if keepsText { string += text }
    }

    mutating func count(_ text: UnsafePointer<CChar>) {
        var index = 0
        while text[index] != 0 {
            count(UInt8(bitPattern: text[index]))
            index += 1
        }
    }

    mutating func count(_ byte: UInt8) {
        let space = Self.isSpace(byte)
        if !space, !inWord { wordCount += 1 }
        inWord = !space
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    static func isBlock(_ type: cmark_node_type) -> Bool {
        // CMARK_NODE_TYPE_MASK and CMARK_NODE_TYPE_BLOCK: blocks, those of extensions (tables) too.
        type.rawValue & 0xC000 == 0x8000
    }
}
