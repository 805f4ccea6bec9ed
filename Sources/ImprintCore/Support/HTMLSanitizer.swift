/// Takes out of imported HTML what would run in a reader's browser: every event-handler
/// attribute (`onerror`, `onload`, any `on…`), `srcdoc` (a whole page, scripts and all), and
/// script URLs (see `ScriptURL`) in the attributes that hold URLs. HTML from an export or a feed
/// is not the author's own writing, and a build passes the HTML in Markdown through as it is,
/// so this is where it has to happen. Elements stay, embeds too: an iframe or a
/// `<script src>` is left as it was.
enum HTMLSanitizer {
    /// One attribute, or part of one, taken out.
    struct Removal: Sendable, Equatable, CustomStringConvertible {
        let element: String
        let attribute: String
        /// Set for a script URL: the URL as written.
        let url: String?

        var description: String {
            guard let url else { return "\(attribute) on <\(element)>" }
            // Quoted as Swift quotes a string, so that a tab or a control character hidden in it shows.
            return "\(attribute)=\(String(reflecting: url.count > 40 ? url.prefix(40) + "…" : url)) on <\(element)>"
        }
    }

    /// The nodes without what would run, and what was taken out, in document order.
    static func clean(_ nodes: [MarkupNode]) -> (nodes: [MarkupNode], removals: [Removal]) {
        var removals: [Removal] = []
        let cleaned = nodes.map { clean($0, removals: &removals) }
        return (cleaned, removals)
    }

    /// Attributes whose value is one URL, or several (`ping`, `archive`: spaces between; SVG's
    /// `values`: semicolons). SVG animations' `to`, `from`, `by` and `values` can set an `href`.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "poster", "cite", "background", "longdesc", "lowsrc",
        "dynsrc", "data", "codebase", "classid", "archive", "usemap", "manifest", "icon", "profile", "ping", "to", "from",
        "by", "values",
    ]
    /// Attributes with a list of image candidates: `url descriptors, url descriptors`.
    static let sourceSetAttributes: Set<String> = ["srcset", "imagesrcset"]
}

private extension HTMLSanitizer {
    static func clean(_ node: MarkupNode, removals: inout [Removal]) -> MarkupNode {
        guard case .element(let element) = node else { return node }
        var attributes: [MarkupElement.Attribute] = []
        for attribute in element.attributes {
            let name = attribute.name.lowercased()
            if name.hasPrefix("on") || name == "srcdoc" {
                removals.append(Removal(element: element.name, attribute: attribute.name, url: nil))
            } else if urlAttributes.contains(name), let url = urls(in: attribute.value, of: name).first(where: ScriptURL.runs) {
                removals.append(Removal(element: element.name, attribute: attribute.name, url: url))
            } else if sourceSetAttributes.contains(name) {
                let candidates = sourceSet(attribute.value)
                let kept = candidates.filter { !ScriptURL.runs(String($0.url)) }
                for candidate in candidates where ScriptURL.runs(String(candidate.url)) {
                    removals.append(Removal(element: element.name, attribute: attribute.name, url: String(candidate.url)))
                }
                if kept.count == candidates.count {
                    attributes.append(attribute)
                } else if !kept.isEmpty {
                    attributes.append(MarkupElement.Attribute(name: attribute.name, value: kept.map(\.text).joined(separator: ", ")))
                }
            } else {
                attributes.append(attribute)
            }
        }
        let children = element.children.map { clean($0, removals: &removals) }
        return .element(MarkupElement(name: element.name, attributes: attributes, children: children, line: element.line))
    }

    /// The URLs an attribute's value holds.
    static func urls(in value: String, of attribute: String) -> [String] {
        switch attribute {
        case "ping", "archive": value.split(whereSeparator: \.isWhitespace).map(String.init)
        case "values": value.split(separator: ";").map(String.init)
        default: [value]
        }
    }

    /// The candidates of a `srcset`, read as the HTML standard reads them: a URL up to white
    /// space (without trailing commas, which end the candidate), then descriptors up to a comma.
    static func sourceSet(_ value: String) -> [(url: Substring, text: Substring)] {
        var candidates: [(url: Substring, text: Substring)] = []
        var index = value.startIndex
        while index < value.endIndex {
            while index < value.endIndex, value[index].isWhitespace || value[index] == "," { index = value.index(after: index) }
            guard index < value.endIndex else { break }
            let start = index
            while index < value.endIndex, !value[index].isWhitespace { index = value.index(after: index) }
            var url = value[start..<index]
            if url.hasSuffix(",") {
                url = url.dropLast(url.reversed().prefix { $0 == "," }.count)
                candidates.append((url, url))
                continue
            }
            var depth = 0
            while index < value.endIndex, depth > 0 || value[index] != "," {
                if value[index] == "(" { depth += 1 } else if value[index] == ")" { depth = max(0, depth - 1) }
                index = value.index(after: index)
            }
            candidates.append((url, value[start..<index].trimmingWhitespace()[...]))
        }
        return candidates
    }
}
