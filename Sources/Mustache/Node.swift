/// A compiled template: what the renderer walks. Built once by `Parser`, never re-scanned.
///
/// Text points into the template's `SourceBuffer` instead of owning an array: copying a node
/// then costs no reference counting, which was half the render time. The buffer is immutable
/// and lives as long as the `Template` holding these nodes, hence `@unchecked Sendable`.
enum Node: @unchecked Sendable {
    /// Literal UTF-8 text in the template's source buffer, at most one line of it.
    case text(UnsafeBufferPointer<UInt8>)
    /// The start of a source line: where an indented partial writes its indentation.
    case lineStart
    case variable(Path, escaped: Bool)
    case section(Path, [Node], inverted: Bool)
    /// `{{>name}}`; `indent` is set when the tag stands alone on its line.
    case partial(TemplateReference, indent: String?)
    /// `{{<name}}…{{/name}}` with the blocks it overrides.
    case parent(TemplateReference, overrides: [String: Block], indent: String?)
    case block(Block)
}
