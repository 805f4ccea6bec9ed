/// One template, compiled once from its source.
public struct Template: Sendable {
    /// The name partial and parent tags use for it.
    public let name: String
    let nodes: [Node]
    /// The memory text nodes point into; kept alive with them.
    private let buffer: SourceBuffer

    /// Compiles `source`; errors name `name` with the line and column of the offending tag.
    /// Strict mode also refuses names the spec would look up and never find (`{{ .Title }}`,
    /// `{{page title}}`) and tags that run into the next one (`{{page.title} … {{x}}`).
    public init(name: String, source: String, mode: TemplateLibrary.Mode = .strict) throws(MustacheError) {
        self.name = name
        buffer = SourceBuffer(source)
        nodes = try Parser(source: buffer, templateName: name, checkingNames: mode == .strict).parse()
    }

    /// Where a tag starts, from its byte offset, for listing names with their place.
    func locator() -> SourceLocator {
        SourceLocator(templateName: name, source: Array(buffer.bytes))
    }

    /// Whether a partial or parent tag names its template through the data (`{{>*name}}`).
    var hasDynamicReferences: Bool {
        func visit(_ nodes: [Node]) -> Bool {
            nodes.contains { node in
                switch node {
                case .partial(let reference, _): reference.isDynamic
                case .parent(let reference, let overrides, _): reference.isDynamic || overrides.values.contains { visit($0.nodes) }
                case .section(_, let children, _): visit(children)
                case .block(let block): visit(block.nodes)
                case .text, .lineStart, .variable: false
                }
            }
        }
        return visit(nodes)
    }

    /// Every partial and parent this template names literally (not through `*`), with where.
    var staticReferences: [(reference: TemplateReference, isParent: Bool)] {
        var found: [(TemplateReference, Bool)] = []
        func visit(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .partial(let reference, _) where !reference.isDynamic:
                    found.append((reference, false))
                case .parent(let reference, let overrides, _):
                    if !reference.isDynamic { found.append((reference, true)) }
                    overrides.keys.sorted().forEach { visit(overrides[$0]!.nodes) }
                case .section(_, let children, _):
                    visit(children)
                case .block(let block):
                    visit(block.nodes)
                case .text, .lineStart, .variable, .partial:
                    break
                }
            }
        }
        visit(nodes)
        return found
    }
}
