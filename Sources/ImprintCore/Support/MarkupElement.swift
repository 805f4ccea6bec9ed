import Mustache

/// An element: its name (`wp:post_name` in XML; lowercase in HTML), attributes in document
/// order, children, and the line it starts on.
struct MarkupElement: Sendable, Equatable {
    let name: String
    let attributes: [Attribute]
    let children: [MarkupNode]
    let line: Int

    struct Attribute: Sendable, Equatable {
        let name: String
        let value: String
    }

    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements called `name`.
    func elements(_ name: String) -> [MarkupElement] {
        children.compactMap { if case .element(let element) = $0, element.name == name { element } else { nil } }
    }

    /// The first child element called `name`.
    func element(_ name: String) -> MarkupElement? {
        elements(name).first
    }

    /// All the text inside, as one string.
    var text: String {
        children.map { node in
            switch node {
            case .text(let text): text
            case .element(let element): element.text
            }
        }.joined()
    }

    /// The text of the first child element called `name`, when there is one and it is not blank.
    func text(of name: String) -> String? {
        guard let text = element(name)?.text.trimmingWhitespace(), !text.isEmpty else { return nil }
        return text
    }

    /// The element with `prefix` before every root-relative link and source in it (`/a` → `/blog/a`).
    func prefixingRootPaths(with prefix: String) -> MarkupElement {
        guard !prefix.isEmpty else { return self }
        let linking: Set<String> = ["href", "src", "poster", "action", "data"]
        return MarkupElement(
            name: name,
            attributes: attributes.map { attribute in
                linking.contains(attribute.name) && attribute.value.hasPrefix("/") && !attribute.value.hasPrefix("//")
                    ? Attribute(name: attribute.name, value: prefix + attribute.value) : attribute
            },
            children: children.map { child in
                if case .element(let element) = child { .element(element.prefixingRootPaths(with: prefix)) } else { child }
            },
            line: line)
    }

    /// The element written as HTML again, escaped.
    var html: String {
        guard !Self.voidElements.contains(name) else { return startTag }
        return startTag + children.map(\.html).joined() + "</\(name)>"
    }

    /// Its start tag alone, escaped.
    var startTag: String {
        "<\(name)" + attributes.map { " \($0.name)=\"\(HTMLEscaping.escape($0.value))\"" }.joined() + ">"
    }

    static let voidElements: Set<String> = ["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
}
