/// A `{{$name}}…{{/name}}` block: default content, or an override inside a parent tag.
struct Block: Sendable {
    let name: String
    let nodes: [Node]
    /// Set when the block stands alone: the indentation its content is re-indented to.
    let indent: String?
    /// The template it is written in and where its tag starts: an override renders inside another
    /// template, but its names are placed in its own.
    let templateName: String
    let offset: Int

    /// The same block with other nodes and indentation.
    func with(nodes: [Node], indent: String?) -> Block {
        Block(name: name, nodes: nodes, indent: indent, templateName: templateName, offset: offset)
    }
}
