import Mustache

/// An XML or HTML document as Swift values: what the importers read.
package enum MarkupNode: Sendable, Equatable {
    case element(MarkupElement)
    case text(String)
}

extension MarkupNode {
    package var html: String {
        switch self {
        case .text(let text): HTMLEscaping.escape(text)
        case .element(let element): element.html
        }
    }
}
