import Foundation

/// Decodes a request's path as the client sent it. libmicrohttpd is told to leave paths alone,
/// because it decodes into a C string: `/index.html%00.txt` read back from it ends at the NUL and
/// names `/index.html`. Decoded here, the NUL is seen and the request refused.
public enum RequestPath {
    /// The percent-decoded path, or nil when it holds a NUL, raw or as `%00`.
    ///
    /// Like libmicrohttpd, it decodes every `%HH` and keeps a `%` that starts no escape; bytes that
    /// are not UTF-8 become U+FFFD, which names no file.
    public static func decode<Bytes: Collection<UInt8>>(_ raw: Bytes) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index != raw.endIndex {
            var byte = raw[index]
            index = raw.index(after: index)
            if byte == UInt8(ascii: "%"), let high = hexValue(at: index, in: raw),
               let low = hexValue(at: raw.index(after: index), in: raw) {
                byte = high << 4 | low
                index = raw.index(index, offsetBy: 2)
            }
            if byte == 0 { return nil }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private extension RequestPath {
    static func hexValue<Bytes: Collection<UInt8>>(at index: Bytes.Index, in raw: Bytes) -> UInt8? {
        guard index != raw.endIndex else { return nil }
        switch raw[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return raw[index] - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return raw[index] - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return raw[index] - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
