import Mustache

/// Plain text as HTML whose web addresses are links, for texts no one wrote as Markdown: the
/// license texts (`http://www.apache.org/licenses/LICENSE-2.0`).
enum LinkedText {
    /// `text` escaped, each `http://` or `https://` address in it a link to itself. Punctuation
    /// after an address (`…/MPL/2.0/.`, `<https://unlicense.org/>`) ends the sentence, not the
    /// address; a closing parenthesis counts only when the address opened one.
    static func html(_ text: String) -> String {
        var html = ""
        var rest = text[...]
        while let match = rest.firstMatch(of: address) {
            let url = trimmed(match.output)
            html += HTMLEscaping.escape(String(rest[..<match.range.lowerBound]))
            let escaped = HTMLEscaping.escape(String(url))
            html += "<a href=\"\(escaped)\">\(escaped)</a>"
            rest = rest[url.endIndex...]
        }
        return html + HTMLEscaping.escape(String(rest))
    }
}

private extension LinkedText {
    nonisolated(unsafe) static let address = /https?:\/\/[^\s<>"]+/

    static func trimmed(_ url: Substring) -> Substring {
        var url = url
        while let last = url.last {
            let closesNothing = last == ")" && url.count { $0 == ")" } > url.count { $0 == "(" }
            guard ".,;:!?'".contains(last) || closesNothing else { break }
            url.removeLast()
        }
        return url
    }
}
