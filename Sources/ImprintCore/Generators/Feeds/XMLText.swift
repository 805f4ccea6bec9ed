import Foundation

/// Text made safe for XML 1.0 documents.
enum XMLText {
    /// Escapes markup characters and drops the control characters XML 1.0 forbids.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
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
        let allowed = String(String.UnicodeScalarView(text.unicodeScalars.filter(isAllowed)))
        return "<![CDATA[" + allowed.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 ? scalar.value != 0xFFFE && scalar.value != 0xFFFF : scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
}
