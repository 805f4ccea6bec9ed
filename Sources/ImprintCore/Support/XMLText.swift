import Foundation

/// Text made safe for XML 1.0 documents.
///
/// Both work on the UTF-8 bytes: feeds escape the whole body of every post they hold.
package enum XMLText {
    /// Escapes markup characters and drops the control characters XML 1.0 forbids.
    /// Text with nothing to change, the usual case, is returned as it is.
    package static func escape(_ text: String) -> String {
        transform(text, escapingMarkup: true) { result, byte in
            switch byte {
            case UInt8(ascii: "&"): result += "&amp;".utf8
            case UInt8(ascii: "<"): result += "&lt;".utf8
            case UInt8(ascii: ">"): result += "&gt;".utf8
            case UInt8(ascii: "\""): result += "&quot;".utf8
            case UInt8(ascii: "'"): result += "&apos;".utf8
            default: result.append(byte)
            }
        }
    }

    /// A CDATA section holding `text`; a `]]>` inside is split across two sections.
    static func cdata(_ text: String) -> String {
        let inner = transform(text, escapingMarkup: false) { result, byte in
            result.append(byte)
            if byte == UInt8(ascii: ">"), result.count >= 3, result[result.count - 3] == UInt8(ascii: "]"), result[result.count - 2] == UInt8(ascii: "]") {
                result.removeLast()
                result += "]]><![CDATA[>".utf8
            }
        }
        return "<![CDATA[" + inner + "]]>"
    }

    /// An attribute's value as written in HTML, with the entities that `escape` and cmark write
    /// decoded (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&apos;`); others stay as written.
    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}

private extension XMLText {
    /// `text` without the characters XML 1.0 forbids, every other byte given to `write`; `text`
    /// itself when there is nothing to do (no markup character when escaping, no `]]>` in CDATA).
    static func transform(_ text: String, escapingMarkup: Bool, _ write: (inout [UInt8], UInt8) -> Void) -> String {
        var bytesOfText = text
        return bytesOfText.withUTF8 { bytes -> String in
            guard needsWork(bytes, escapingMarkup: escapingMarkup) else { return text }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + bytes.count / 16)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                    index += 1
                    continue
                }
                // U+FFFE and U+FFFF: EF BF BE, EF BF BF.
                if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                    index += 3
                    continue
                }
                write(&result, byte)
                index += 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Whether `bytes` have a markup character (when escaping) or `]]>` (in CDATA), a forbidden
    /// control character, or the lead byte of U+FFFE and U+FFFF.
    static func needsWork(_ bytes: UnsafeBufferPointer<UInt8>, escapingMarkup: Bool) -> Bool {
        bytes.indices.contains { index in
            switch bytes[index] {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'"): escapingMarkup
            // HTML has `>` everywhere: in CDATA only a `]]>` needs splitting.
            case UInt8(ascii: ">"): escapingMarkup || index >= 2 && bytes[index - 1] == UInt8(ascii: "]") && bytes[index - 2] == UInt8(ascii: "]")
            case 0x09, 0x0A, 0x0D: false
            case 0x00..<0x20, 0xEF: true
            default: false
            }
        }
    }
}
