import Foundation

/// YAML scalars written so that any text reads back as itself.
package enum YAMLText {
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{2028}": result += "\\L"
            case "\u{2029}": result += "\\P"
            case "\u{85}": result += "\\N"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += String(format: "\\x%02X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
