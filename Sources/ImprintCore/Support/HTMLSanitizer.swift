import Foundation

/// Takes out of imported HTML what would run, navigate, submit or restyle the page in a reader's
/// browser: elements that do (`script`, `style`, `link`, `meta`, `base`, forms and their fields,
/// plug-ins), every event-handler attribute (`onerror`, `onload`, any `on…`), `srcdoc` (a whole
/// page, scripts and all), script URLs (see `ScriptURL`) in the attributes that hold URLs, and a
/// `style` that can lay a box over the page; a frame the importer did not turn into a
/// shortcode becomes a link to its page. HTML from an export or a feed is
/// not the author's own writing, and a build passes the HTML in Markdown through as it is, so
/// this is where it has to happen. A caller that turns players into shortcodes does so first.
package enum HTMLSanitizer {
    /// One element, attribute, or part of one, taken out.
    package struct Removal: Sendable, Equatable, CustomStringConvertible {
        package let element: String
        /// Nil when the whole element went, with what it held.
        package let attribute: String?
        /// Set for a script URL or a style: the value as written; for an element, its attributes.
        package let value: String?

        package init(element: String, attribute: String?, value: String?) {
            self.element = element
            self.attribute = attribute
            self.value = value
        }

        package var description: String {
            guard let attribute else { return "<\(element)" + (value.map { " " + ($0.count > 60 ? $0.prefix(60) + "…" : $0) } ?? "") + ">" }
            guard let value else { return "\(attribute) on <\(element)>" }
            return "\(attribute)=\(Self.shown(value)) on <\(element)>"
        }

        /// Quoted as Swift quotes a string, so that a tab or a control character hidden in it
        /// shows; an apostrophe needs no backslash.
        package static func shown(_ value: String) -> String {
            String(reflecting: value.count > 40 ? value.prefix(40) + "…" : value).replacingOccurrences(of: "\\'", with: "'")
        }
    }

    /// The nodes without what would run, and what was taken out, in document order.
    package static func clean(_ nodes: [MarkupNode]) -> (nodes: [MarkupNode], removals: [Removal]) {
        var removals: [Removal] = []
        let cleaned = clean(nodes, removals: &removals)
        return (cleaned, removals)
    }

    /// Raw HTML as Markdown holds it, cleaned: a block, or one tag inside a paragraph (cmark's
    /// inline HTML, a start tag whose element closes later), written again as it was parsed.
    /// `prepare` changes the parsed nodes first (the importer marks its players). A block with
    /// nothing to take out, that nothing changes and that a browser reads as libxml2 does is
    /// given back byte for byte, so that an element it leaves open stays open.
    package static func cleanRaw(_ html: String, preparing prepare: ([MarkupNode]) -> [MarkupNode] = { $0 }) -> (html: String, removals: [Removal]) {
        // One tag: no `<` or `>` but in its attributes' quoted values.
        if let tag = html.wholeMatch(of: /<([A-Za-z][A-Za-z0-9-]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/) {
            // Parsed as a `span`, which a parser keeps wherever it stands (a lone `<td>` it would drop).
            guard case .element(let span)? = LibXML.parseHTMLFragment("<span\(tag.output.2)></span>").first else { return ("", []) }
            let element = MarkupNode.element(MarkupElement(name: tag.output.1.lowercased(), attributes: span.attributes, children: [], line: span.line))
            let prepared = prepare([element])
            let (kept, removals) = clean(prepared)
            guard prepared == [element] else { return (kept.map(\.html).joined(), removals) }
            // Written again, always: what comes before it (an open `<noscript>`) may make a browser
            // read its quoted values as markup.
            guard case .element(let cleaned)? = kept.first else { return ("", removals) }
            return (cleaned.startTag, removals)
        }
        guard html.contains("<") else { return (html, []) }
        let parsed = LibXML.parseHTMLFragment(html)
        let prepared = prepare(parsed)
        let (nodes, removals) = clean(prepared)
        guard !removals.isEmpty || prepared != parsed || readsOtherwise(parsed) else { return (html, []) }
        // A blank line would end the block, and what follows it would be read as Markdown.
        let block = nodes.map(\.html).joined().replacingOccurrences(of: #"\n\s*\n"#, with: "\n", options: .regularExpression).trimmingWhitespace()
        return (block + (html.hasSuffix("\n") ? "\n" : ""), removals)
    }

    /// Elements taken out with everything they hold: they run script or plug-ins (`script`,
    /// `object`), load a style sheet or restyle the page (`style`, `link`), navigate or change
    /// where links lead (`meta` refresh, `base`), or ask for and submit what a reader types.
    static let removedElements: Set<String> = [
        "script", "style", "link", "meta", "base", "form", "input", "textarea", "select", "button", "object", "embed", "applet",
        "frame", "frameset", "portal",
    ]

    /// Attributes whose value is one URL, or several (`ping`, `archive`: spaces between; SVG's
    /// `values`: semicolons). SVG animations' `to`, `from`, `by` and `values` can set an `href`;
    /// the theme's `embeds.js` loads `data-embed` (and ignores a script URL, but it goes anyway).
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "poster", "cite", "background", "longdesc", "lowsrc",
        "dynsrc", "data", "codebase", "classid", "archive", "usemap", "manifest", "icon", "profile", "ping", "to", "from",
        "by", "values", "data-embed",
    ]
    /// Attributes with a list of image candidates: `url descriptors, url descriptors`.
    static let sourceSetAttributes: Set<String> = ["srcset", "imagesrcset"]

    /// Whether a `style` attribute can lay a box over the page (a `position` other than
    /// `relative` or `static`, a `transform` that scales it up) or run (old browsers'
    /// `expression(`, `behavior`, `-moz-binding`). A comment or an escape could hide any of
    /// those: such a style goes too. An image it loads (a cover block's `background-image`) is
    /// no more than an `<img>`, and stays.
    static func restyles(_ style: String) -> Bool {
        let squeezed = String(style.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
        let positions = squeezed.ranges(of: "position:").map { squeezed[$0.upperBound...] }
        if positions.contains(where: { !$0.hasPrefix("relative") && !$0.hasPrefix("static") }) { return true }
        return ["transform", "expression", "behavior", "binding", "\\", "/*"].contains { squeezed.contains($0) }
    }
}

private extension HTMLSanitizer {
    /// Whether a browser may read the HTML otherwise than libxml2 did: an attribute value still
    /// holds a `&` (a reference libxml2 does not know, HTML5's `&colon;` or `&Tab;`), or an
    /// element's content is text to a browser and markup to libxml2 (`<noscript><p
    /// title="</noscript><img onerror>">`). Such HTML is written again from what was checked.
    static func readsOtherwise(_ nodes: [MarkupNode]) -> Bool {
        nodes.contains { node in
            guard case .element(let element) = node else { return false }
            return textElements.contains(element.name) || element.attributes.contains { $0.value.contains("&") }
                || readsOtherwise(element.children)
        }
    }

    /// In place of a frame the theme has no shortcode for (a map, a form, a page of another
    /// site), which would load and run that site's page as the reader opens this one: a link to
    /// it, named by its title, so that nothing of the post is lost. A frame of no web page goes.
    static func link(to frame: MarkupElement) -> MarkupNode? {
        guard var source = frame[attribute: "src"]?.trimmingWhitespace() else { return nil }
        if source.hasPrefix("//") { source = "https:" + source }
        guard let url = URL(string: source), ["http", "https"].contains(url.scheme?.lowercased()), let host = url.host else { return nil }
        let title = frame[attribute: "title"]?.trimmingWhitespace() ?? ""
        let label = title.isEmpty ? "Embedded content from \(host)" : title
        return .element(MarkupElement(name: "a", attributes: [.init(name: "href", value: source)], children: [.text(label)], line: frame.line))
    }

    /// Elements whose content a browser reads as text, or by other rules than HTML's.
    static let textElements: Set<String> = [
        "noscript", "xmp", "noembed", "noframes", "iframe", "textarea", "title", "plaintext", "template", "svg", "math",
    ]

    /// Elements that hold nothing in HTML. libxml2 puts what follows an `<embed>` (or an
    /// `<input>`) inside it: when one goes, that is the post's own text, and it stays.
    static let voidElements: Set<String> = ["embed", "input", "link", "meta", "base", "param", "source", "track", "area", "keygen"]

    static func clean(_ nodes: [MarkupNode], removals: inout [Removal]) -> [MarkupNode] {
        nodes.flatMap { node -> [MarkupNode] in
            if case .element(let element) = node, !element.children.isEmpty, voidElements.contains(element.name.lowercased()) {
                let alone = MarkupElement(name: element.name, attributes: element.attributes, children: [], line: element.line)
                return (clean(.element(alone), removals: &removals).map { [$0] } ?? []) + clean(element.children, removals: &removals)
            }
            return clean(node, removals: &removals).map { [$0] } ?? []
        }
    }

    static func clean(_ node: MarkupNode, removals: inout [Removal]) -> MarkupNode? {
        guard case .element(let element) = node else { return node }
        let name = element.name.lowercased()
        if removedElements.contains(name) || name == "iframe" {
            let attributes = element.attributes.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ")
            removals.append(Removal(element: element.name, attribute: nil, value: attributes.isEmpty ? nil : attributes))
            return name == "iframe" ? link(to: element) : nil
        }
        var attributes: [MarkupElement.Attribute] = []
        for attribute in element.attributes {
            let name = attribute.name.lowercased()
            if name.hasPrefix("on") || name == "srcdoc" {
                removals.append(Removal(element: element.name, attribute: attribute.name, value: nil))
            } else if name == "style", restyles(attribute.value) {
                removals.append(Removal(element: element.name, attribute: attribute.name, value: attribute.value))
            } else if urlAttributes.contains(name), let url = urls(in: attribute.value, of: name).first(where: ScriptURL.runs) {
                removals.append(Removal(element: element.name, attribute: attribute.name, value: url))
            } else if sourceSetAttributes.contains(name) {
                let candidates = sourceSet(attribute.value)
                let kept = candidates.filter { !ScriptURL.runs(String($0.url)) }
                for candidate in candidates where ScriptURL.runs(String(candidate.url)) {
                    removals.append(Removal(element: element.name, attribute: attribute.name, value: String(candidate.url)))
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
        let children = clean(element.children, removals: &removals)
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
