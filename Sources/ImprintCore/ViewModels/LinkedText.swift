import Mustache

/// Plain text as HTML that shows its web addresses as readers need them, for texts no one wrote
/// as Markdown: the license texts (`http://www.apache.org/licenses/LICENSE-2.0`) and credit lines.
enum LinkedText {
    /// `text` escaped, each `http://` or `https://` address in it a link to itself.
    static func html(_ text: String) -> String {
        html(text) { url in
            let escaped = HTMLEscaping.escape(String(url))
            return "<a href=\"\(escaped)\">\(escaped)</a>"
        }
    }

    /// `text` escaped, each address in it able to wrap between its parts (`BreakableURL`): a credit
    /// line in a box to copy from, which a phone wraps without cutting a name in two.
    static func breakableHTML(_ text: String) -> String {
        html(text) { BreakableURL.html(String($0)) }
    }

    /// `text` escaped, each address in it shown by `show`. Punctuation after an address
    /// (`…/MPL/2.0/.`, `<https://unlicense.org/>`) ends the sentence, not the address; a closing
    /// parenthesis counts only when the address opened one.
    private static func html(_ text: String, showing show: (Substring) -> String) -> String {
        var html = ""
        var rest = text[...]
        while let match = rest.firstMatch(of: address) {
            let url = trimmed(match.output)
            html += HTMLEscaping.escape(String(rest[..<match.range.lowerBound])) + show(url)
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
