import CCmarkGFM
import Foundation

/// A Markdown text parsed by cmark-gfm: its tree, and the HTML cmark writes for it or any of its
/// nodes. This file is the one boundary of cmark-gfm (the only Swift file that imports it): the
/// rest of `Markdown/` reads and edits the tree through `CmarkNode`, and never sees a C pointer.
///
/// A document lives for the call of the closure `parse` gives it to, and its parser, tree and
/// every C string cmark made are freed when the call returns: nodes are not kept past it.
struct CmarkDocument: ~Copyable {
    /// The syntax a text is read in, and the HTML it is written as.
    struct Syntax {
        /// GitHub's Markdown: tables, strikethrough, autolinks, task lists and footnotes, raw HTML
        /// written as is, and tables aligned by `style` attributes. Without it, CommonMark alone.
        var gitHub = false
        /// Curly quotes, dashes and ellipses.
        var smartPunctuation = false
        /// GFM's tag filter (with `gitHub`), which escapes `<script>`, `<iframe>` and the like when
        /// HTML is written.
        var tagFilter = false
    }

    /// The document node, whose children are the top-level blocks.
    let root: CmarkNode
    private let options: Int32
    private let extensions: UnsafeMutablePointer<cmark_llist>?

    /// `read` of `markdown` parsed in `syntax`; nil when cmark could not allocate a parser.
    static func parse<Result>(_ markdown: String, syntax: Syntax, _ read: (borrowing CmarkDocument) -> Result) -> Result? {
        let gitHub = CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
        let options = (syntax.gitHub ? gitHub : CMARK_OPT_DEFAULT) | (syntax.smartPunctuation ? CMARK_OPT_SMART : 0)
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        if syntax.gitHub {
            _ = extensionsRegistered
            for name in extensionNames + (syntax.tagFilter ? ["tagfilter"] : []) {
                if let syntaxExtension = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, syntaxExtension)
                }
            }
        }
        cmark_parser_feed(parser, markdown, markdown.utf8.count)
        inlineParsing.lock()
        let finished = cmark_parser_finish(parser)
        inlineParsing.unlock()
        guard let root = finished else { return nil }
        defer { cmark_node_free(root) }
        let extensions = cmark_parser_get_syntax_extensions(parser)
        return read(CmarkDocument(root: CmarkNode(root), options: options, extensions: extensions))
    }

    /// The HTML of the whole document.
    func html() -> String {
        html(of: root)
    }

    /// The HTML of `node` and its children, as the whole document's would have it.
    func html(of node: CmarkNode) -> String {
        guard let html = cmark_render_html(node.pointer, options, extensions) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// Joins adjacent text nodes, which the parser leaves apart (at `[`, `!` and the like).
    func consolidateTextNodes() {
        cmark_consolidate_text_nodes(root.pointer)
    }

    private static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// Registering is global to the C library and must happen once; a lazy static runs once, thread-safely.
    private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// cmark-gfm parses inlines (in `cmark_parser_finish`) with process-wide character tables that
    /// every parse switches on for its extensions and off again when done
    /// (`cmark_manage_extensions_special_characters`). Two parses at once switch them off under each
    /// other, and `~~strike~~` or autolinks come out as text. So that step runs one at a time; block
    /// parsing, the tree edits and HTML rendering stay concurrent.
    private static let inlineParsing = NSLock()
}

/// A node of a `CmarkDocument`: a handle, as cheap to pass as the pointer it holds, valid while
/// its document is and until it is removed.
struct CmarkNode: Equatable {
    /// What a node is. Nodes of extensions (tables, strikethrough) are `other`.
    enum Kind {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak, footnoteDefinition
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image, footnoteReference
        case other
    }

    /// What a walk does after it has visited a node.
    enum WalkStep {
        case next
        /// Goes on at the node's exit, past its children (from its entry).
        case skipChildren
        case stop
    }

    fileprivate let pointer: OpaquePointer

    fileprivate init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_IMAGE: .image
        case CMARK_NODE_FOOTNOTE_REFERENCE: .footnoteReference
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: .footnoteDefinition
        case CMARK_NODE_DOCUMENT: .document
        default: .other
        }
    }

    /// Whether it is a block, one of an extension (a table) too.
    var isBlock: Bool {
        // CMARK_NODE_TYPE_MASK and CMARK_NODE_TYPE_BLOCK.
        cmark_node_get_type(pointer).rawValue & 0xC000 == 0x8000
    }

    /// The text of a text, code, code block or raw HTML node; nil for other nodes.
    var literal: String? { cmark_node_get_literal(pointer).map { String(cString: $0) } }
    /// The address of a link or image.
    var url: String? { cmark_node_get_url(pointer).map { String(cString: $0) } }
    /// The title of a link or image.
    var title: String? { cmark_node_get_title(pointer).map { String(cString: $0) } }
    /// The info string of a fenced code block: its language, and what follows it.
    var fenceInfo: String? { cmark_node_get_fence_info(pointer).map { String(cString: $0) } }
    /// The level of a heading, 1 to 6; 0 for other nodes.
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
    /// The line the node starts on in the text, from 1; 0 for nodes the parser made no place for.
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
    /// The line the node ends on in the text.
    var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

    /// `read` of the bytes of `literal`, without making a string: most literals are looked at,
    /// and few kept. Nil when the node has none.
    func withLiteralBytes<Result>(_ read: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard let literal = cmark_node_get_literal(pointer) else { return nil }
        let count = strlen(literal)
        return literal.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
            read(UnsafeBufferPointer(start: bytes, count: count))
        }
    }

    /// Where the node starts in the text; inlines without a position of their own take their block's.
    var position: (line: Int, column: Int) {
        var current: OpaquePointer? = pointer
        while let candidate = current {
            let line = Int(cmark_node_get_start_line(candidate))
            if line > 0 { return (line, max(1, Int(cmark_node_get_start_column(candidate)))) }
            current = cmark_node_parent(candidate)
        }
        return (1, 1)
    }

    var parent: CmarkNode? { cmark_node_parent(pointer).map(CmarkNode.init) }
    var firstChild: CmarkNode? { cmark_node_first_child(pointer).map(CmarkNode.init) }
    var lastChild: CmarkNode? { cmark_node_last_child(pointer).map(CmarkNode.init) }
    var next: CmarkNode? { cmark_node_next(pointer).map(CmarkNode.init) }
    var previous: CmarkNode? { cmark_node_previous(pointer).map(CmarkNode.init) }

    /// The children, in order, read as they are iterated.
    var children: Children { Children(upcoming: firstChild) }

    /// The children of a node, each found from the one before.
    struct Children: Sequence, IteratorProtocol {
        fileprivate var upcoming: CmarkNode?

        mutating func next() -> CmarkNode? {
            defer { upcoming = upcoming?.next }
            return upcoming
        }
    }

    /// Visits the node and every node inside it in document order, each on entry and, if its kind
    /// can hold others (a paragraph, a link; not text or a code block), on exit, as long as `visit`
    /// says to go on.
    func walk(_ visit: (_ node: CmarkNode, _ entering: Bool) -> WalkStep) {
        guard let iterator = cmark_iter_new(pointer) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            switch visit(CmarkNode(node), event == CMARK_EVENT_ENTER) {
            case .next: continue
            case .skipChildren: cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
            case .stop: return
            }
        }
    }

    /// The node and the nodes inside it that `include` takes, in document order, all found before
    /// any is changed.
    func nodes(where include: (CmarkNode) -> Bool) -> [CmarkNode] {
        var found: [CmarkNode] = []
        walk { node, entering in
            if entering, include(node) { found.append(node) }
            return .next
        }
        return found
    }

    func setLiteral(_ literal: String) {
        cmark_node_set_literal(pointer, literal)
    }

    func setURL(_ url: String) {
        cmark_node_set_url(pointer, url)
    }

    func setTitle(_ title: String) {
        cmark_node_set_title(pointer, title)
    }

    /// Puts an HTML block holding `html` before the node, and returns it.
    @discardableResult
    func insertHTMLBlock(before html: String) -> CmarkNode? {
        guard let block = Self.htmlBlock(html) else { return nil }
        cmark_node_insert_before(pointer, block)
        return CmarkNode(block)
    }

    /// Puts an HTML block holding `html` after the node, and returns it.
    @discardableResult
    func insertHTMLBlock(after html: String) -> CmarkNode? {
        guard let block = Self.htmlBlock(html) else { return nil }
        cmark_node_insert_after(pointer, block)
        return CmarkNode(block)
    }

    /// Puts an HTML block holding `html` where the node was, removes the node, and returns the block.
    @discardableResult
    func replace(withHTMLBlock html: String) -> CmarkNode? {
        let block = insertHTMLBlock(before: html)
        remove()
        return block
    }

    /// Puts an empty paragraph after the node, and returns it.
    func insertParagraphAfter() -> CmarkNode? {
        guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else { return nil }
        cmark_node_insert_after(pointer, paragraph)
        return CmarkNode(paragraph)
    }

    /// Moves the node, with its children, to just before `sibling`.
    func move(before sibling: CmarkNode) {
        cmark_node_insert_before(sibling.pointer, pointer)
    }

    /// Moves the node, with its children, to the end of `parent`'s children.
    func move(toEndOf parent: CmarkNode) {
        cmark_node_append_child(parent.pointer, pointer)
    }

    /// Takes the node out of its tree and frees it, with its children: it is not used again.
    func remove() {
        cmark_node_unlink(pointer)
        cmark_node_free(pointer)
    }

    private static func htmlBlock(_ html: String) -> OpaquePointer? {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return nil }
        cmark_node_set_literal(block, html)
        return block
    }
}
