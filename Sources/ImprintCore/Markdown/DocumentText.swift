import CCmarkGFM

/// The words of a document, read from cmark's tree: text is joined as written (`Run `swift
/// build`, then` stays `Run swift build, then`), line breaks and the ends of blocks are spaces,
/// and entities were decoded by cmark, once. Images (their alt text), raw HTML and footnote
/// references are not words; code blocks and headings are, when asked for.
struct DocumentText {
    /// The text as found, with its spaces.
    private(set) var string = ""
    var words: [Substring] { string.split(whereSeparator: \.isWhitespace) }

    /// The words of `blocks` (top-level nodes), in order.
    init(_ blocks: [OpaquePointer], codeBlocks: Bool, headings: Bool, footnotes: Bool, removing placeholders: (String) -> String) {
        var text = ""
        defer { string = text }
        for block in blocks {
            guard let iterator = cmark_iter_new(block) else { continue }
            defer { cmark_iter_free(iterator) }
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard let node = cmark_iter_get_node(iterator) else { continue }
                let type = cmark_node_get_type(node)
                if event == CMARK_EVENT_EXIT {
                    if cmark_node_first_child(node) != nil, Self.isBlock(type) { text += " " }
                    continue
                }
                switch type {
                case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                    text += cmark_node_get_literal(node).map { placeholders(String(cString: $0)) } ?? ""
                case CMARK_NODE_CODE_BLOCK:
                    if codeBlocks { text += " " + (cmark_node_get_literal(node).map { String(cString: $0) } ?? "") + " " }
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    text += " "
                case CMARK_NODE_IMAGE:
                    Self.skipChildren(of: node, in: iterator)
                case CMARK_NODE_HEADING where !headings, CMARK_NODE_FOOTNOTE_DEFINITION where !footnotes:
                    Self.skipChildren(of: node, in: iterator)
                default:
                    continue
                }
            }
        }
    }

    /// The words joined by single spaces, cut at a word before `limit` characters, with an
    /// ellipsis when some were left out.
    func text(limit: Int = .max) -> String {
        var result = ""
        let words = self.words
        for word in words {
            if result.count + word.count + 1 > limit { return result + "…" }
            result += result.isEmpty ? String(word) : " " + word
        }
        return result
    }

    /// The first `count` words, with an ellipsis when there are more.
    func prefix(words count: Int) -> String {
        let words = self.words
        return words.prefix(count).joined(separator: " ") + (words.count > count ? "…" : "")
    }

    private static func isBlock(_ type: cmark_node_type) -> Bool {
        // CMARK_NODE_TYPE_MASK and CMARK_NODE_TYPE_BLOCK: blocks, those of extensions (tables) too.
        type.rawValue & 0xC000 == 0x8000
    }

    /// Moves the iterator past `node`'s subtree, to its exit.
    private static func skipChildren(of node: OpaquePointer, in iterator: OpaquePointer) {
        cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
    }
}
