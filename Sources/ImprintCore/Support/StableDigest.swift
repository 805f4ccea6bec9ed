/// A 128-bit fingerprint that is the same in every process, unlike `Hasher`'s, which is seeded
/// anew each run: what a build remembers across runs is looked up by it. It tells contents
/// apart, it does not resist an attacker (who could as well change the sources).
struct StableDigest: Hashable, Sendable, CustomStringConvertible {
    let high: UInt64
    let low: UInt64

    var description: String { String(high, radix: 16) + ":" + String(low, radix: 16) }

    /// The digest of `bytes` alone.
    static func of(_ bytes: UnsafeRawBufferPointer) -> StableDigest {
        var hasher = StableHasher()
        hasher.combine(bytes)
        return hasher.finalize()
    }
}

/// Makes a `StableDigest` of values fed to it in order, eight bytes a step in two lanes. Each
/// value is fed with its length or kind first, so that `"ab", "c"` and `"a", "bc"` differ.
struct StableHasher {
    private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var count: UInt64 = 0

    init() {}

    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        combine(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            combine(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        guard offset < bytes.count else { return }
        var tail: UInt64 = 0
        for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
        combine(tail)
    }

    mutating func combine(_ word: UInt64) {
        first = (first ^ word) &* 0x87C3_7B91_1142_53D5
        first = (first << 31) | (first >> 33)
        second = (second &+ word) &* 0x4CF5_AD43_2745_937F
        second ^= second >> 29
        count &+= 1
    }

    mutating func combine(_ value: Int) {
        combine(UInt64(bitPattern: Int64(value)))
    }

    mutating func combine(_ value: Bool) {
        combine(value ? 1 as UInt64 : 2)
    }

    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    mutating func combine(_ digest: StableDigest) {
        combine(digest.high)
        combine(digest.low)
    }

    func finalize() -> StableDigest {
        StableDigest(high: Self.mix(first ^ count), low: Self.mix(second ^ Self.mix(first)))
    }

    /// SplitMix64's finaliser: every input bit moves every output bit.
    static func mix(_ value: UInt64) -> UInt64 {
        var value = value &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 31
        value = value &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 29)
    }
}

extension StableDigest: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(high)
        archive.write(low)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        high = try reader.read(UInt64.self)
        low = try reader.read(UInt64.self)
    }
}
