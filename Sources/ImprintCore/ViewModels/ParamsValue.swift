import Mustache

/// Front-matter and site.yml keys Imprint does not know, as template data under `params`.
enum ParamsValue {
    static func make(_ pairs: [(key: String, value: YAMLNode)]) -> TemplateValue {
        .object(TemplateObject(pairs: pairs.map { ($0.key, value(of: $0.value)) }))
    }

    /// Plain scalars become booleans and numbers where YAML reads them so; quoted ones stay text.
    static func value(of node: YAMLNode) -> TemplateValue {
        switch node.kind {
        case .scalar(let text, let isPlain):
            guard isPlain else { return .string(text) }
            if node.isNull { return .null }
            switch text.lowercased() {
            case "true", "yes", "on": return .bool(true)
            case "false", "no", "off": return .bool(false)
            default: break
            }
            if let number = Int(text) { return .int(number) }
            if let number = Double(text) { return .double(number) }
            return .string(text)
        case .sequence(let items):
            return .array(items.map(value(of:)))
        case .mapping(let members):
            return .object(TemplateObject(pairs: members.map { ($0.key, value(of: $0.value)) }))
        }
    }
}
