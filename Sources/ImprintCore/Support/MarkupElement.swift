import Mustache

/// An element: its name (`wp:post_name` in XML; lowercase in HTML), attributes in document
/// order, children, and the line it starts on.
package struct MarkupElement: Sendable, Equatable {
    package let name: String
    package let attributes: [Attribute]
    package let children: [MarkupNode]
    package let line: Int

    package init(name: String, attributes: [Attribute], children: [MarkupNode], line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    package struct Attribute: Sendable, Equatable {
        package let name: String
        package let value: String
    }

    package subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements called `name`.
    package func elements(_ name: String) -> [MarkupElement] {
        children.compactMap { if case .element(let element) = $0, element.name == name { element } else { nil } }
    }

    /// The first child element called `name`.
    package func element(_ name: String) -> MarkupElement? {
        elements(name).first
    }

    /// All the text inside, as one string.
    package var text: String {
        children.map { node in
            switch node {
            case .text(let text): text
            case .element(let element): element.text
            }
        }.joined()
    }

    /// The text of the first child element called `name`, when there is one and it is not blank.
    package func text(of name: String) -> String? {
        guard let text = element(name)?.text.trimmingWhitespace(), !text.isEmpty else { return nil }
        return text
    }

    /// The element with `prefix` before every root-relative link and source in it (`/a` → `/blog/a`).
    package func prefixingRootPaths(with prefix: String) -> MarkupElement {
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
    package var html: String {
        guard !Self.voidElements.contains(name) else { return startTag }
        return startTag + children.map(\.html).joined() + "</\(name)>"
    }

    /// Its start tag alone, escaped.
    var startTag: String {
        "<\(name)" + attributes.map { " \($0.name)=\"\(HTMLEscaping.escape($0.value))\"" }.joined() + ">"
    }

    static let voidElements: Set<String> = ["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
}
