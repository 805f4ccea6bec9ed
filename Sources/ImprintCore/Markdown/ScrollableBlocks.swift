/// Code blocks and tables scroll sideways when they are wider than the page (the default theme
/// gives them `overflow-x: auto`). A region that scrolls must take keyboard focus, or a reader
/// without a mouse cannot read its end: cmark's `<pre>` and `<table>` get `tabindex="0"`, as the
/// highlighted code blocks of `Highlighter` do.
enum ScrollableBlocks {
    /// `html`, as cmark wrote it, with every `<pre>` and `<table>` start tag focusable.
    static func focusable(_ html: String) -> String {
        html.replacingOccurrences(of: "<pre>", with: "<pre tabindex=\"0\">")
            .replacingOccurrences(of: "<table>", with: "<table tabindex=\"0\">")
    }
}
