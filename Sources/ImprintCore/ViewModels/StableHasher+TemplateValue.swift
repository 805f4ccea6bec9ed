import Mustache

extension StableHasher {
    /// Feeds `value`, all of what a template can read of it: an object by its members in order,
    /// which is the same in every run (`TemplateObject` orders a dictionary's by name).
    mutating func combine(_ value: TemplateValue) {
        switch value {
        case .string(let text):
            combine(1 as UInt64)
            combine(text)
        case .bool(let flag):
            combine(2 as UInt64)
            combine(flag)
        case .int(let number):
            combine(3 as UInt64)
            combine(number)
        case .double(let number):
            combine(4 as UInt64)
            combine(number.bitPattern)
        case .null:
            combine(5 as UInt64)
        case .array(let items):
            combine(6 as UInt64)
            combine(items.count)
            for item in items { combine(item) }
        case .object(let object):
            combine(7 as UInt64)
            combine(object.names.count)
            for (name, member) in object.members {
                combine(name)
                combine(member)
            }
        }
    }
}

extension TemplateValue {
    /// What stands in for `value` where a page's digest is made (`SiteViews.digesting(reading:)`): its
    /// digest, as a string no template data holds, so that a page's digest made with it stands
    /// for everything `value` holds.
    static func standIn(for value: TemplateValue) -> TemplateValue {
        var hasher = StableHasher()
        hasher.combine(value)
        return .string(standInPrefix + hasher.finalize().description)
    }

    /// Whether `text` is what `standIn(for:)` makes.
    static func isStandIn(_ text: String) -> Bool {
        text.hasPrefix(standInPrefix)
    }

    private static let standInPrefix = "\u{0}digest "
}
