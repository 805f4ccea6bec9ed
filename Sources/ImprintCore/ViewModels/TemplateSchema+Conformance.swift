import Mustache

extension TemplateSchema.Kind {
    /// Where `value` is not of this kind, as `path: expected …, found …`.
    ///
    /// Shallow (`deep: false`) looks at the value and, for objects, at their members' names: each
    /// object is built through its own schema, which checks it, so debug builds check every object
    /// once. Deep follows everything, for tests.
    func mismatches(_ value: TemplateValue, at path: String, deep: Bool) -> [String] {
        switch (self, value) {
        case (_, .string(let text)) where TemplateValue.isStandIn(text):
            // What stands in for a value where a page's digest is made is that value.
            return []
        case (.params, _), (.text, .string), (.html, .string), (.bool, .bool), (.number, .int), (.number, .double),
             (.optional, .null):
            return []
        case (.optional(let wrapped), _):
            return wrapped.mismatches(value, at: path, deep: deep)
        case (.list(let element), .array(let items)):
            guard deep else { return [] }
            return items.enumerated().flatMap { element.mismatches($1, at: "\(path).\($0)", deep: true) }
        case (.object(let schema), .object(let members)):
            guard members.names == schema.fields.map(\.name) else {
                return ["\(path): expected the fields \(schema.fields.map(\.name)), found \(members.names)"]
            }
            guard deep else { return [] }
            return schema.fields.flatMap { $0.kind.mismatches(members[$0.name]!, at: "\(path).\($0.name)", deep: true) }
        default:
            return ["\(path): expected \(self.label), found \(value)"]
        }
    }

    /// The kind in words, for messages.
    var label: String {
        switch self {
        case .text: "text"
        case .html: "HTML"
        case .bool: "true or false"
        case .number: "a number"
        case .object(let schema): "object \(schema.name)"
        case .list(let element): "list of \(element.label)"
        case .optional(let wrapped): wrapped.label + ", or nothing"
        case .params: "any keys"
        }
    }
}
