import CCmarkGFM
import Foundation

/// What the Markdown stages do to cmark's document tree: find nodes, read their text, put HTML
/// in their place. The files of `Markdown/` are the only code that calls cmark.
enum CmarkTree {
    /// Every node of the tree, in document order, collected before any is changed.
    static func nodes(of root: OpaquePointer, where include: (OpaquePointer) -> Bool) -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iterator) }
        var found: [OpaquePointer] = []
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            if cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), include(node) {
                found.append(node)
            }
        }
        return found
    }

    /// Puts an HTML block holding `html` where `node` was, frees `node`, and returns the block.
    @discardableResult
    static func replace(_ node: OpaquePointer, withHTML html: String) -> OpaquePointer? {
        let block = insertHTML(html, before: node)
        remove(node)
        return block
    }

    /// Puts an HTML block holding `html` before `node`, and returns it.
    @discardableResult
    static func insertHTML(_ html: String, before node: OpaquePointer) -> OpaquePointer? {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return nil }
        cmark_node_set_literal(block, html)
        cmark_node_insert_before(node, block)
        return block
    }

    /// Puts an HTML block holding `html` after `node`, and returns it.
    @discardableResult
    static func insertHTML(_ html: String, after node: OpaquePointer) -> OpaquePointer? {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return nil }
        cmark_node_set_literal(block, html)
        cmark_node_insert_after(node, block)
        return block
    }

    /// The children of `node`, in order.
    static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var children: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(current)
            child = cmark_node_next(current)
        }
        return children
    }

    /// Takes `node` out of its tree and frees it, with its children.
    static func remove(_ node: OpaquePointer) {
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// A C string cmark allocated, as a Swift string; the C memory is freed.
    static func takeString(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Where a node starts in the body; inlines without a position of their own take their block's.
    static func position(of node: OpaquePointer) -> (line: Int, column: Int) {
        var current: OpaquePointer? = node
        while let candidate = current {
            let line = Int(cmark_node_get_start_line(candidate))
            if line > 0 { return (line, max(1, Int(cmark_node_get_start_column(candidate)))) }
            current = cmark_node_parent(candidate)
        }
        return (1, 1)
    }
}
