/// A `{{$name}}…{{/name}}` block: default content, or an override inside a parent tag.
struct Block: Sendable {
    let name: String
    let nodes: [Node]
    /// Set when the block stands alone: the indentation its content is re-indented to.
    let indent: String?
}
