import Foundation

/// Stable fingerprints of contents. Not for security, only to change when the contents do.
public enum ContentHash {
    /// A short one for cache-busting URLs (`top.png?v=3f2a9c1e`): 32-bit FNV-1a, as eight hex digits.
    public static func of(_ data: Data) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in data {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return String(format: "%08x", hash)
    }

    /// A long one, where a collision would keep stale output: 64-bit FNV-1a, as sixteen hex digits.
    static func long(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(format: "%016llx", hash)
    }
}
