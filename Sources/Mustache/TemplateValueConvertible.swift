/// A Swift type that can be handed to a template.
///
/// View models conform by building a `TemplateValue`, usually an `.object`.
public protocol TemplateValueConvertible {
    /// This value as template data.
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateValueConvertible {
    public var templateValue: TemplateValue { self }
}

extension String: TemplateValueConvertible {
    public var templateValue: TemplateValue { .string(self) }
}

extension Bool: TemplateValueConvertible {
    public var templateValue: TemplateValue { .bool(self) }
}

extension Int: TemplateValueConvertible {
    public var templateValue: TemplateValue { .int(self) }
}

extension Double: TemplateValueConvertible {
    public var templateValue: TemplateValue { .double(self) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    public var templateValue: TemplateValue { self?.templateValue ?? .null }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    public var templateValue: TemplateValue { .array(map(\.templateValue)) }
}

extension Dictionary: TemplateValueConvertible where Key == String, Value: TemplateValueConvertible {
    public var templateValue: TemplateValue { .object(TemplateObject(mapValues(\.templateValue))) }
}
