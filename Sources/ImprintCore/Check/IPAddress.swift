import Foundation

/// An IPv4 or IPv6 address, and whether it is one that `check --external` leaves alone by
/// default: a link to the machine itself, its network or a cloud's metadata service
/// (169.254.169.254) is no page of the web, and asking it from a CI runner can leak or change
/// what is there.
struct IPAddress: Sendable, Equatable, CustomStringConvertible {
    /// 4 bytes for IPv4, 16 for IPv6.
    let bytes: [UInt8]

    /// The address written as four decimal numbers (`10.0.0.5`) or in IPv6's notation (`fc00::1`),
    /// without brackets; nil for anything else.
    init?(_ text: String) {
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            bytes = withUnsafeBytes(of: &v6) { Array($0) }
        } else {
            return nil
        }
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var description: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        _ = bytes.withUnsafeBytes { inet_ntop(family, $0.baseAddress, &text, socklen_t(text.count)) }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What kind of address this is when it is not one of the public internet's ("loopback",
    /// "private", "link-local", …), or nil.
    var nonPublicRange: String? {
        // An IPv4 address inside an IPv6 one reaches that IPv4 address (NAT64 through a gateway).
        for (prefix, name) in Self.embeddingIPv4 where bytes.count == 16 && bytes.prefix(12).elementsEqual(prefix) {
            return IPAddress(bytes: Array(bytes.suffix(4))).nonPublicRange.map { name + " " + $0 }
        }
        let ranges = bytes.count == 4 ? Self.ipv4Ranges : Self.ipv6Ranges
        return ranges.first { prefix, length, _ in Self.matches(bytes, prefix, length) }?.name
    }

    /// The IPv4 address a URL's host stands for when it is a number written otherwise than as four
    /// decimal numbers: `0x7f000001`, `2130706433`, `0177.0.0.1`, `127.1`. Browsers and libcurl
    /// read these as addresses (the URL standard's IPv4 parser); nil for a name or a usual address.
    static func unusualIPv4(_ host: String) -> IPAddress? {
        var parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
        guard (1...4).contains(parts.count), IPAddress(host) == nil else { return nil }
        var numbers: [UInt64] = []
        for part in parts {
            let lower = part.lowercased()
            let number: UInt64? = if lower.hasPrefix("0x") {
                lower.count == 2 ? 0 : UInt64(lower.dropFirst(2), radix: 16)
            } else if lower.count > 1, lower.hasPrefix("0") {
                UInt64(lower.dropFirst(), radix: 8)
            } else {
                UInt64(lower, radix: 10)
            }
            guard let number, number <= UInt64(UInt32.max) else { return nil }
            numbers.append(number)
        }
        // Each number but the last is a byte; the last fills the bytes that are left.
        let lastLimit = UInt64(1) << (8 * (5 - numbers.count))
        guard numbers.dropLast().allSatisfy({ $0 <= 255 }), numbers.last! < lastLimit else { return nil }
        var value = numbers.last!
        for (index, number) in numbers.dropLast().enumerated() { value += number << (8 * (3 - index)) }
        return IPAddress(bytes: (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * (3 - $0))) })
    }
}

private extension IPAddress {
    typealias Range = (prefix: [UInt8], length: Int, name: String)

    static let embeddingIPv4: [(prefix: [UInt8], name: String)] = [
        ([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], "IPv4-mapped"),
        ([0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], "NAT64"),
    ]

    static let ipv4Ranges: [Range] = [
        ([0, 0, 0, 0], 8, "\"this network\""),
        ([10, 0, 0, 0], 8, "private"),
        ([100, 64, 0, 0], 10, "shared (carrier-grade NAT)"),
        ([127, 0, 0, 0], 8, "loopback"),
        ([169, 254, 0, 0], 16, "link-local"),
        ([172, 16, 0, 0], 12, "private"),
        ([192, 168, 0, 0], 16, "private"),
        ([224, 0, 0, 0], 4, "multicast"),
        ([240, 0, 0, 0], 4, "reserved"),
    ]

    static let ipv6Ranges: [Range] = [
        ([UInt8](repeating: 0, count: 16), 128, "unspecified"),
        ([UInt8](repeating: 0, count: 15) + [1], 128, "loopback"),
        ([0xfc] + [UInt8](repeating: 0, count: 15), 7, "unique-local"),
        ([0xfe, 0x80] + [UInt8](repeating: 0, count: 14), 10, "link-local"),
        ([0xfe, 0xc0] + [UInt8](repeating: 0, count: 14), 10, "site-local"),
        ([0xff] + [UInt8](repeating: 0, count: 15), 8, "multicast"),
    ]

    static func matches(_ bytes: [UInt8], _ prefix: [UInt8], _ length: Int) -> Bool {
        (0..<length).allSatisfy { bit in
            let mask = UInt8(0x80) >> (bit % 8)
            return bytes[bit / 8] & mask == prefix[bit / 8] & mask
        }
    }
}
