import Mustache

extension StableHasher {
    /// Feeds `value`, all of what a template can read of it: an object by its members in any
    /// order (a render looks them up by name), so that an object made from a dictionary has the
    /// same digest in every run.
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
            var high: UInt64 = 0, low: UInt64 = 0, count = 0
            for (name, member) in object.members {
                var hasher = StableHasher()
                hasher.combine(name)
                hasher.combine(member)
                let digest = hasher.finalize()
                high &+= digest.high
                low &+= digest.low
                count += 1
            }
            combine(count)
            combine(high)
            combine(low)
        }
    }
}
