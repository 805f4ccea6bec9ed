import CCmarkGFM

/// `markdown.tag_filter`, for sites whose posts come from people the owner does not trust: the
/// raw HTML of a post is cleaned as imported HTML is (`HTMLSanitizer`: no scripts, event
/// handlers, script URLs, refreshes, forms or page-covering styles), and a link or image whose
/// address would run script gets none. GFM's own tag filter, which escapes `<script>` and eight
/// other tags when the HTML is written, runs as well; alone, it let `<img onerror>` run.
enum TagFilter {
    /// Cleans `document`'s raw HTML and script addresses, in place.
    static func apply(in document: OpaquePointer) {
        let kinds = [CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE, CMARK_NODE_LINK, CMARK_NODE_IMAGE]
        for node in CmarkTree.nodes(of: document, where: { kinds.contains(cmark_node_get_type($0)) }) {
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE {
                if let url = cmark_node_get_url(node).map({ String(cString: $0) }), ScriptURL.runs(url) { cmark_node_set_url(node, "") }
                continue
            }
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            let cleaned = HTMLSanitizer.cleanRaw(literal).html
            if cleaned != literal { cmark_node_set_literal(node, cleaned) }
        }
    }
}
