/// `markdown.tag_filter`, for sites whose posts come from people the owner does not trust: the
/// raw HTML of a post is cleaned as imported HTML is (`HTMLSanitizer`: no scripts, event
/// handlers, script URLs, refreshes, forms or page-covering styles), and a link or image whose
/// address would run script gets none. GFM's own tag filter, which escapes `<script>` and eight
/// other tags when the HTML is written, runs as well; alone, it let `<img onerror>` run.
enum TagFilter {
    /// Cleans `document`'s raw HTML and script addresses, in place.
    static func apply(in document: CmarkNode) {
        let kinds: [CmarkNode.Kind] = [.htmlBlock, .htmlInline, .link, .image]
        for node in document.nodes(where: { kinds.contains($0.kind) }) {
            let kind = node.kind
            if kind == .link || kind == .image {
                if let url = node.url, ScriptURL.runs(url) { node.setURL("") }
                continue
            }
            let literal = node.literal ?? ""
            let cleaned = HTMLSanitizer.cleanRaw(literal).html
            if cleaned != literal { node.setLiteral(cleaned) }
        }
    }
}
