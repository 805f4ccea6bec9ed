/// The character references a comment may keep: `&amp;`, `&#8217;`, `&#x2014;`, and the named
/// ones commenters use. Anything else that looks like one is escaped, so that it shows as written.
extension CommentHTML {
    /// `&amp;`, `&#8217;`, `&#x2014;`: a character reference, which stays as written.
    static func isEntity(_ bytes: [UInt8], at index: Int) -> Bool {
        var end = index + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "#") {
            end += 1
            let hex = end < bytes.count && (bytes[end] | 0x20) == UInt8(ascii: "x")
            if hex { end += 1 }
            let digits = end
            while end < bytes.count, hex ? bytes[end].isASCIIHexDigit : bytes[end].isASCIIDigit { end += 1 }
            guard end > digits, end - digits <= 7, end < bytes.count, bytes[end] == UInt8(ascii: ";"),
                  let value = UInt32(String(decoding: bytes[digits..<end], as: UTF8.self), radix: hex ? 16 : 10),
                  let scalar = Unicode.Scalar(value)
            else { return false }
            return isAllowedReference(scalar)
        }
        let name = end
        while end < bytes.count, bytes[end].isASCIILetterOrDigit { end += 1 }
        return end < bytes.count && bytes[end] == UInt8(ascii: ";") && namedReferences.contains(String(decoding: bytes[name..<end], as: UTF8.self))
    }

    /// Not a control other than tab, line feed and carriage return, nor a noncharacter: what the
    /// HTML checker accepts a reference to.
    static func isAllowedReference(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value == 0x09 || value == 0x0A || value == 0x0D }
        if (0x7F...0x9F).contains(value) || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE { return false }
        return true
    }

    /// The named references comments use; any other `&name;` is shown as written.
    static let namedReferences: Set<String> = Set([
        "amp", "lt", "gt", "quot", "apos", "nbsp", "copy", "reg", "trade", "hellip", "mdash", "ndash", "lsquo", "rsquo",
        "sbquo", "ldquo", "rdquo", "bdquo", "laquo", "raquo", "lsaquo", "rsaquo", "bull", "middot", "times", "divide", "deg",
        "plusmn", "euro", "pound", "yen", "cent", "sect", "para", "dagger", "Dagger", "permil", "prime", "Prime", "larr",
        "rarr", "uarr", "darr", "harr", "rArr", "hArr", "ne", "le", "ge", "infin", "minus", "frac12", "frac14", "frac34",
        "sup1", "sup2", "sup3", "micro", "shy", "iexcl", "iquest", "ordf", "ordm", "not", "macr", "acute", "cedil", "uml",
        "szlig", "thorn", "THORN", "eth", "ETH", "aelig", "AElig", "oelig", "OElig",
    ]).union(["a", "e", "i", "o", "u", "y", "A", "E", "I", "O", "U", "Y", "n", "N", "c", "C"].flatMap { letter in
        ["acute", "grave", "circ", "uml", "tilde", "cedil", "ring", "slash"].map { letter + $0 }
    })
}
