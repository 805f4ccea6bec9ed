/// The members of a `TemplateValue.object`: a small immutable map from names to values.
///
/// Template objects are view models with a handful of keys, looked up hundreds of times per page.
/// A linear scan over a few short keys beats hashing each name, so small objects keep only arrays;
/// large ones add a hashed index.
public struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    static let indexThreshold = 12

    private let keys: [String]
    private let values: [TemplateValue]
    private let index: [String: Int]?

    /// An object of a known shape: `keys`, made once for every object of that shape, and a value
    /// for each, in their order. Cheaper than `init(pairs:)`: nothing to de-duplicate or index.
    public init(keys: TemplateKeys, values: [TemplateValue]) {
        precondition(keys.names.count == values.count, "\(values.count) values for \(keys.names.count) keys")
        self.keys = keys.names
        self.values = values
        index = keys.index
    }

    /// An object with the members of `dictionary`, in the order of their names: the same in every
    /// run, as a dictionary's is not.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(pairs: dictionary.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(pairs: elements)
    }

    /// An object with these members; a repeated key keeps its last value.
    public init(pairs: [(String, TemplateValue)]) {
        guard pairs.count > Self.indexThreshold else {
            // Small objects: find repeated keys by scanning; no index to build and throw away.
            var keys: [String] = []
            var values: [TemplateValue] = []
            keys.reserveCapacity(pairs.count)
            values.reserveCapacity(pairs.count)
            for (key, value) in pairs {
                if let existing = keys.firstIndex(of: key) {
                    values[existing] = value
                } else {
                    keys.append(key)
                    values.append(value)
                }
            }
            self.keys = keys
            self.values = values
            index = nil
            return
        }
        var index: [String: Int] = [:]
        var keys: [String] = []
        var values: [TemplateValue] = []
        for (key, value) in pairs {
            if let existing = index[key] {
                values[existing] = value
            } else {
                index[key] = keys.count
                keys.append(key)
                values.append(value)
            }
        }
        self.keys = keys
        self.values = values
        self.index = keys.count > Self.indexThreshold ? index : nil
    }

    /// The members' names, in order.
    public var names: [String] { keys }

    /// The members, in order.
    public var members: Zip2Sequence<[String], [TemplateValue]> { zip(keys, values) }

    /// The value named `key`, if the object has one.
    public subscript(key: String) -> TemplateValue? {
        if let index {
            return index[key].map { values[$0] }
        }
        for position in keys.indices where keys[position] == key {
            return values[position]
        }
        return nil
    }

    /// The same keys in the same order, with identical values.
    public func isIdentical(to other: TemplateObject) -> Bool {
        if sharesStorage(with: other) { return true }
        return keys == other.keys && zip(values, other.values).allSatisfy { $0.isIdentical(to: $1) }
    }

    /// Whether both objects are copies of one value. A rebuild that reuses a post's data
    /// compares it against itself, thousands of times.
    private func sharesStorage(with other: TemplateObject) -> Bool {
        keys.sharesStorage(with: other.keys) && values.sharesStorage(with: other.values)
    }

    /// The members as a dictionary.
    public var dictionary: [String: TemplateValue] {
        Dictionary(zip(keys, values), uniquingKeysWith: { _, last in last })
    }

    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.dictionary == rhs.dictionary
    }
}

extension Array {
    /// Whether both arrays are copies of one value: the same memory, so the same elements.
    func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress && mine.count == theirs.count }
        }
    }
}
