/// Escapes text for HTML element content and quoted attribute values.
public enum HTMLEscaping {
    /// `text` with `& < > " '` replaced by character references.
    public static func escape(_ text: String) -> String {
        var result = ""
        append(text, to: &result)
        return result
    }

    /// Appends `text`, escaped, to `output`. Text with nothing to escape is appended as is.
    public static func append(_ text: String, to output: inout String) {
        guard text.utf8.contains(where: needsEscaping) else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
