import Foundation

/// Text written into a `<script>` of a page: the site's own values (a URL, a path) as string
/// literals that cannot end the string, the line or the script element, whatever they hold.
public enum JavaScriptText {
    /// `text` as a JavaScript string literal, quoted: `"/new/"`. A `<` is `\u003c`, so that no
    /// `</script>` or `<!--` inside ends or changes the element; line breaks and other controls
    /// are escaped too.
    public static func string(_ text: String) -> String {
        let escaped = text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "<": "\\u003c"
            case "\u{2028}", "\u{2029}": String(format: "\\u%04x", scalar.value)
            default: scalar.value < 0x20 || scalar.value == 0x7F ? String(format: "\\u%04x", scalar.value) : String(scalar)
            }
        }.joined()
        return "\"" + escaped + "\""
    }
}
