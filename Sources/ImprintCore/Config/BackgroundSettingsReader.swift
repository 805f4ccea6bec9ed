import Foundation

/// Reads and checks `backgrounds`, reporting every wrong key and value at its line.
enum BackgroundSettingsReader {
    static let ruleKeys = ["selector", "fallback", "height", "layers"]
    static let layerKeys = ["image", "gradient", "repeat", "position", "size", "attachment", "origin", "clip", "blend"]

    static func read(_ node: YAMLNode, path: String) -> ([BackgroundRule], [ContentError]) {
        var reader = FieldReader(node, path: path)
        guard case .sequence(let items) = node.kind else {
            reader.fail(.wrongType(key: "backgrounds", expected: "a list of rules with selector and layers", found: node.kindDescription), at: node)
            return ([], reader.errors)
        }
        var errors: [ContentError] = []
        let rules = items.compactMap { readRule($0, path: path, errors: &errors) }
        return (rules, errors)
    }
}

private extension BackgroundSettingsReader {
    static func readRule(_ node: YAMLNode, path: String, errors: inout [ContentError]) -> BackgroundRule? {
        var reader = FieldReader(node, path: path)
        guard case .mapping = node.kind else {
            reader.fail(.wrongType(key: "backgrounds", expected: "a list of rules with selector and layers", found: node.kindDescription), at: node)
            errors += reader.errors
            return nil
        }
        let selector = checked(&reader, "selector", required: true) { CSSGrammar.isSelector($0) ? nil : "a CSS selector such as .site-header or header > nav" }
        let fallback = checked(&reader, "fallback") { CSSGrammar.isColor($0) ? nil : "a colour: #rgb, #rrggbb, a colour name, or rgb()/hsl()" }
        let height = checked(&reader, "height") { $0 == "image" ? nil : "`image`, to give the element the height of its tallest image" }
        var layers: [BackgroundLayer] = []
        if let layersNode = reader.node("layers") {
            if case .sequence(let items) = layersNode.kind {
                if items.isEmpty { reader.fail(.emptyLayers, at: layersNode) }
                layers = items.compactMap { readLayer($0, reader: &reader) }
            } else {
                reader.fail(.wrongType(key: "layers", expected: "a list of layers", found: layersNode.kindDescription), at: layersNode)
            }
        } else {
            reader.fail(.missingKey("layers"), at: node)
        }
        failUnknownKeys(&reader, known: ruleKeys)
        errors += reader.errors
        guard reader.errors.isEmpty, let selector else { return nil }
        return BackgroundRule(selector: selector, fallback: fallback, heightFromImages: height != nil, layers: layers)
    }

    static func readLayer(_ node: YAMLNode, reader parent: inout FieldReader) -> BackgroundLayer? {
        var reader = FieldReader(node, path: parent.path)
        guard case .mapping = node.kind else {
            parent.fail(.wrongType(key: "layers", expected: "a list of mappings with image or gradient", found: node.kindDescription), at: node)
            return nil
        }
        let image = checked(&reader, "image") { $0.hasPrefix("/assets/") && !$0.contains("..") ? nil : "a path under /assets/, like /assets/img/top.png" }
        let gradient = checked(&reader, "gradient") { value in
            guard !CSSGrammar.isGradient(value) else { return nil }
            let cutAtComment = value.filter { $0 == "(" }.count > value.filter { $0 == ")" }.count
            return "a CSS gradient (linear-, radial- or conic-gradient, or a repeating- one) with balanced parentheses"
                + (cutAtComment ? "; put the value in quotes, because YAML reads ` #` as the start of a comment" : "")
        }
        let layer = BackgroundLayer(
            source: image.map { .image($0, line: reader.fields["image"]!.line, column: reader.fields["image"]!.column) } ?? .gradient(gradient ?? ""),
            repeatStyle: checked(&reader, "repeat") { CSSGrammar.isRepeat($0) ? nil : "repeat, repeat-x, repeat-y, no-repeat, space or round, or two of repeat, no-repeat, space and round" },
            position: checked(&reader, "position") { CSSGrammar.isPosition($0) ? nil : "one to four of left, right, top, bottom, center, lengths (8px, 1.5em) and percentages" },
            size: checked(&reader, "size") { $0 == "natural" || CSSGrammar.isSize($0) ? nil : "auto, cover, contain, natural, or one or two lengths, percentages or auto" }
                .map { $0 == "natural" ? .natural : .css($0) },
            attachment: checked(&reader, "attachment") { CSSGrammar.attachments.contains($0) ? nil : "scroll, fixed or local" },
            origin: checked(&reader, "origin") { CSSGrammar.boxes.contains($0) ? nil : "border-box, padding-box or content-box" },
            clip: checked(&reader, "clip") { CSSGrammar.boxes.contains($0) || $0 == "text" ? nil : "border-box, padding-box, content-box or text" },
            blend: checked(&reader, "blend") { CSSGrammar.blendModes.contains($0) ? nil : "a blend mode: \(CSSGrammar.blendModes.sorted().joined(separator: ", "))" })
        if (image == nil) == (gradient == nil), reader.errors.isEmpty {
            reader.fail(.layerSource, at: node)
        }
        failUnknownKeys(&reader, known: layerKeys)
        parent.add(reader.errors + reader.warnings)
        return reader.errors.isEmpty ? layer : nil
    }

    /// A text value that is safe to put in CSS and fits `problem`'s grammar (nil from `problem` means it does).
    static func checked(_ reader: inout FieldReader, _ key: String, required: Bool = false, _ problem: (String) -> String?) -> String? {
        guard let value = reader.string(key, required: required)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let why = CSSGrammar.escapeProblem(value) {
            reader.fail(.unsafeCSSValue(key: key, why: why), at: reader.fields[key]!)
            return nil
        }
        if let expected = problem(value) {
            reader.fail(.invalidCSSValue(key: key, value: value, expected: expected), at: reader.fields[key]!)
            return nil
        }
        return value
    }

    /// Unlike front matter, backgrounds have no `params`: a key Imprint does not know is a mistake.
    static func failUnknownKeys(_ reader: inout FieldReader, known: [String]) {
        for (key, value) in reader.unreadFields {
            reader.fail(.unknownBackgroundKey(key: key, known: known), at: value)
        }
    }
}
