import Foundation

/// A short, stable fingerprint of file contents for cache-busting URLs (`top.png?v=3f2a9c1e`):
/// 32-bit FNV-1a, as eight hex digits. Not for security, only to change when the file changes.
public enum ContentHash {
    public static func of(_ data: Data) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in data {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return String(format: "%08x", hash)
    }
}
