import Foundation

/// Text made safe for XML 1.0 documents.
enum XMLText {
    /// Escapes markup characters and drops the control characters XML 1.0 forbids.
    /// Text with nothing to change, the usual case, is returned as it is.
    static func escape(_ text: String) -> String {
        guard needsWork(text, escapingMarkup: true) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 64)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// A CDATA section holding `text`; a `]]>` inside is split across two sections.
    static func cdata(_ text: String) -> String {
        let allowed = needsWork(text, escapingMarkup: false) ? String(String.UnicodeScalarView(text.unicodeScalars.filter(isAllowed))) : text
        return "<![CDATA[" + allowed.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 ? scalar.value != 0xFFFE && scalar.value != 0xFFFF : scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    /// Whether the UTF-8 of `text` has a markup character (when escaping), a forbidden control
    /// character, or the lead byte of U+FFFE and U+FFFF.
    private static func needsWork(_ text: String, escapingMarkup: Bool) -> Bool {
        text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): escapingMarkup
            case 0x09, 0x0A, 0x0D: false
            case 0x00..<0x20, 0xEF: true
            default: false
            }
        }
    }
}
