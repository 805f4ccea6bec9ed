import Foundation

/// A value that can be written to a `BinaryArchive` and read back: what the build remembers
/// across runs. Reading checks every length against the bytes left, so a damaged archive is a
/// `BinaryArchive.Damage`, never a crash or a wrong value of another shape.
protocol Archivable {
    func archive(into archive: inout BinaryArchive)
    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage)
}

/// Values as compact bytes: integers as LEB128 varints, strings and data with their length
/// first, collections with their count first. Hand-written rather than through `Codable`, whose
/// keyed containers cost more than the work an archive saves.
struct BinaryArchive {
    /// Why bytes could not be read as the values asked for.
    struct Damage: Error, Equatable, CustomStringConvertible {
        let offset: Int
        let reason: String

        var description: String { "damaged at byte \(offset): \(reason)" }
    }

    private(set) var bytes: [UInt8] = []

    init() {}

    mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// A signed integer, zigzag-encoded so that small negative numbers stay short.
    mutating func write(_ value: Int) {
        write(UInt64(bitPattern: Int64(value << 1) ^ Int64(value >> (Int.bitWidth - 1))))
    }

    mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func write(_ value: Double) {
        write(value.bitPattern)
    }

    mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { write($0) }
    }

    mutating func write(_ buffer: UnsafeBufferPointer<UInt8>) {
        write(UInt64(buffer.count))
        bytes.append(contentsOf: buffer)
    }

    mutating func write(_ value: some Archivable) {
        value.archive(into: &self)
    }

    mutating func write<Element: Archivable>(_ values: [Element]) {
        write(UInt64(values.count))
        for value in values { value.archive(into: &self) }
    }

    mutating func write<Wrapped: Archivable>(_ value: Wrapped?) {
        write(value != nil)
        value?.archive(into: &self)
    }

    /// A dictionary with its keys sorted, so that equal dictionaries make equal bytes.
    mutating func write<Key: Archivable & Comparable, Value: Archivable>(_ values: [Key: Value]) {
        write(UInt64(values.count))
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            key.archive(into: &self)
            value.archive(into: &self)
        }
    }
}

extension BinaryArchive {
    /// Reads values in the order they were written.
    struct Reader {
        private let bytes: [UInt8]
        private(set) var offset = 0

        /// Reads `bytes` from `offset` on, without copying them.
        init(_ bytes: [UInt8], from offset: Int = 0) {
            self.bytes = bytes
            self.offset = offset
        }

        /// How many bytes are left to read.
        var remaining: Int { bytes.count - offset }

        mutating func read(_: UInt64.Type = UInt64.self) throws(Damage) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard offset < bytes.count else { throw Damage(offset: offset, reason: "the bytes end inside a number") }
                let byte = bytes[offset]
                offset += 1
                guard shift < 64, shift < 63 || byte <= 1 else { throw Damage(offset: offset - 1, reason: "a number longer than 64 bits") }
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        mutating func read(_: Int.Type = Int.self) throws(Damage) -> Int {
            let zigzag = try read(UInt64.self)
            return Int(truncatingIfNeeded: Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
        }

        mutating func read(_: Bool.Type = Bool.self) throws(Damage) -> Bool {
            guard offset < bytes.count else { throw Damage(offset: offset, reason: "the bytes end before a truth value") }
            let byte = bytes[offset]
            guard byte <= 1 else { throw Damage(offset: offset, reason: "\(byte) is not a truth value") }
            offset += 1
            return byte == 1
        }

        mutating func read(_: Double.Type = Double.self) throws(Damage) -> Double {
            Double(bitPattern: try read(UInt64.self))
        }

        mutating func read(_: String.Type = String.self) throws(Damage) -> String {
            let range = try lengthPrefixedRange()
            guard let string = String(validating: bytes[range], as: UTF8.self) else {
                throw Damage(offset: range.lowerBound, reason: "a string that is not UTF-8")
            }
            return string
        }

        /// Bytes written from a buffer, as bytes.
        mutating func read(_: [UInt8].Type = [UInt8].self) throws(Damage) -> [UInt8] {
            Array(bytes[try lengthPrefixedRange()])
        }

        mutating func read<Value: Archivable>(_: Value.Type = Value.self) throws(Damage) -> Value {
            try Value(from: &self)
        }

        mutating func read<Element: Archivable>(_: [Element].Type = [Element].self) throws(Damage) -> [Element] {
            let count = try self.count()
            var values: [Element] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try Element(from: &self)) }
            return values
        }

        mutating func read<Wrapped: Archivable>(_: Wrapped?.Type = Wrapped?.self) throws(Damage) -> Wrapped? {
            try read(Bool.self) ? try Wrapped(from: &self) : nil
        }

        mutating func read<Key: Archivable & Hashable, Value: Archivable>(_: [Key: Value].Type = [Key: Value].self) throws(Damage) -> [Key: Value] {
            let count = try self.count()
            var values: [Key: Value] = [:]
            values.reserveCapacity(count)
            for _ in 0..<count {
                let start = offset
                let key = try Key(from: &self)
                guard values.updateValue(try Value(from: &self), forKey: key) == nil else { throw Damage(offset: start, reason: "a key written twice") }
            }
            return values
        }

        /// A count of elements, each at least one byte long, so that a damaged count cannot
        /// reserve more memory than the archive could fill.
        private mutating func count() throws(Damage) -> Int {
            let start = offset
            let count = try read(UInt64.self)
            guard count <= UInt64(bytes.count - offset) else { throw Damage(offset: start, reason: "a count of \(count), more than the bytes left") }
            return Int(count)
        }

        private mutating func lengthPrefixedRange() throws(Damage) -> Range<Int> {
            let start = offset
            let length = try read(UInt64.self)
            guard length <= UInt64(bytes.count - offset) else { throw Damage(offset: start, reason: "a length of \(length), more than the bytes left") }
            defer { offset += Int(length) }
            return offset..<offset + Int(length)
        }
    }
}

extension String: Archivable {
    func archive(into archive: inout BinaryArchive) { archive.write(self) }
    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) { self = try reader.read(String.self) }
}

extension Int: Archivable {
    func archive(into archive: inout BinaryArchive) { archive.write(self) }
    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) { self = try reader.read(Int.self) }
}

extension Bool: Archivable {
    func archive(into archive: inout BinaryArchive) { archive.write(self) }
    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) { self = try reader.read(Bool.self) }
}

extension Double: Archivable {
    func archive(into archive: inout BinaryArchive) { archive.write(self) }
    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) { self = try reader.read(Double.self) }
}

extension Date: Archivable {
    func archive(into archive: inout BinaryArchive) { archive.write(timeIntervalSinceReferenceDate) }
    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        self.init(timeIntervalSinceReferenceDate: try reader.read(Double.self))
    }
}
