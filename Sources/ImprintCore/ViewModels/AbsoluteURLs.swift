import Foundation

/// Makes every `href`, `src` and `srcset` URL in a piece of HTML absolute, so that it still
/// works in a feed reader, which shows the HTML away from the site.
///
/// A scan of the UTF-8 bytes: it runs over the whole body of every post in a feed, and a
/// regular expression over `NSString` cost ten times as much.
enum AbsoluteURLs {
    /// `html` with relative URLs resolved against `page`, the absolute URL of the page it belongs
    /// to; `html` itself, not a copy, when it has none (a post's data hold its excerpt all build long).
    static func rewrite(_ html: String, relativeTo page: URL) -> String {
        let base = Base(page)
        var html = html
        let rewritten = html.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            var done = 0
            var index = 0
            while index < bytes.count {
                guard let attribute = Attribute(in: bytes, at: index) else {
                    index += 1
                    continue
                }
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[attribute.value]), as: UTF8.self)
                let absolute = attribute.isSourceSet ? resolveSourceSet(value, base) : resolve(value, base)
                if absolute != value {
                    if result.isEmpty { result.reserveCapacity(bytes.count + 1024) }
                    result += UnsafeBufferPointer(rebasing: bytes[done..<attribute.value.lowerBound])
                    result += absolute.utf8
                    done = attribute.value.upperBound
                }
                index = attribute.value.upperBound
            }
            guard done > 0 else { return nil }
            result += UnsafeBufferPointer(rebasing: bytes[done...])
            return String(decoding: result, as: UTF8.self)
        }
        return rewritten ?? html
    }
}

private extension AbsoluteURLs {
    /// The page a piece of HTML belongs to, and its origin (`https://example.org`).
    struct Base {
        let page: URL
        let scheme: String
        let origin: String?

        init(_ page: URL) {
            self.page = page
            scheme = page.scheme ?? "https"
            let text = page.absoluteString
            origin = text.range(of: "://").map { separator in
                String(text[..<(text[separator.upperBound...].firstIndex(of: "/") ?? text.endIndex)])
            }
        }
    }

    /// `href="…"`, `src='…'` or `srcset = "…"` starting at a byte: where its value is.
    struct Attribute {
        let value: Range<Int>
        let isSourceSet: Bool

        init?(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) {
            // Most bytes start no attribute's name: they are let go before any name is compared.
            let first = bytes[start] | 0x20
            guard first == UInt8(ascii: "s") || first == UInt8(ascii: "h"), start == 0 || !Self.isWordByte(bytes[start - 1]) else { return nil }
            var position: Int
            if Self.matches("srcset", bytes, at: start) {
                position = start + 6
                isSourceSet = true
            } else if Self.matches("href", bytes, at: start) {
                position = start + 4
                isSourceSet = false
            } else if Self.matches("src", bytes, at: start) {
                position = start + 3
                isSourceSet = false
            } else {
                return nil
            }
            Self.skipSpaces(bytes, &position)
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
            position += 1
            Self.skipSpaces(bytes, &position)
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[position]
            guard let end = bytes[(position + 1)...].firstIndex(of: quote) else { return nil }
            value = (position + 1)..<end
        }

        /// `name` at `start`, in any case.
        static func matches(_ name: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
            guard start + name.utf8CodeUnitCount <= bytes.count else { return false }
            return name.withUTF8Buffer { name in
                name.indices.allSatisfy { bytes[start + $0] | 0x20 == name[$0] }
            }
        }

        static func skipSpaces(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(bytes[position]) { position += 1 }
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte >= 0x80
        }
    }

    /// One URL: kept when it has a scheme, given the page's scheme when it starts with `//`,
    /// resolved against the page otherwise.
    static func resolve(_ value: String, _ base: Base) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return base.scheme + ":" + trimmed }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) {
            return trimmed
        }
        // A site path as the renderer writes them needs no URL parsing: the origin goes before it.
        if let origin = base.origin, trimmed.hasPrefix("/"), isPlainPath(trimmed) { return origin + trimmed }
        return URL(string: trimmed, relativeTo: base.page)?.absoluteString ?? trimmed
    }

    /// Whether a path has no `.` or `..` segment and only characters a URL keeps as they are.
    static func isPlainPath(_ path: String) -> Bool {
        !path.contains("/.") && path.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-._~/?#@!$&()*+,;=%:".utf8.contains(byte)
        }
    }

    /// `a.png 1x, b.png 2x`: each candidate's URL resolved, its descriptor kept.
    static func resolveSourceSet(_ value: String, _ base: Base) -> String {
        value.split(separator: ",").map { candidate in
            let parts = candidate.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            guard let url = parts.first else { return "" }
            return ([resolve(String(url), base)] + parts.dropFirst().map(String.init)).joined(separator: " ")
        }.joined(separator: ", ")
    }
}
