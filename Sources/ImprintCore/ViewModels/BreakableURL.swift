import Mustache

/// A URL as text a narrow screen can wrap where a reader expects: at `<wbr>`s after the
/// scheme's `//` and before each `/`, `.`, `?`, `#`, `&`, `=`, `-`, `_` and `~` of the rest, as
/// style guides break addresses, instead of in the middle of a name.
enum BreakableURL {
    /// `url`, HTML-escaped, with `<wbr>` at each place it may break.
    static func html(_ url: String) -> String {
        let schemeEnd = url.range(of: "://")?.upperBound ?? url.startIndex
        var rest = ""
        for (offset, character) in url[schemeEnd...].enumerated() {
            if offset > 0, breaksBefore.contains(character) { rest += "<wbr>" }
            rest += HTMLEscaping.escape(String(character))
        }
        return schemeEnd == url.startIndex ? rest : HTMLEscaping.escape(String(url[..<schemeEnd])) + "<wbr>" + rest
    }

    private static let breaksBefore: Set<Character> = ["/", ".", "?", "#", "&", "=", "-", "_", "~"]
}
