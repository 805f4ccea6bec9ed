import Foundation

/// Makes every `href`, `src` and `srcset` URL in a piece of HTML absolute, so that it still
/// works in a feed reader, which shows the HTML away from the site.
enum AbsoluteURLs {
    private static let attribute = try! NSRegularExpression(
        pattern: #"\b(href|src|srcset)(\s*=\s*)("([^"]*)"|'([^']*)')"#, options: [.caseInsensitive])

    /// `html` with relative URLs resolved against `page`, the absolute URL of the page it belongs to.
    static func rewrite(_ html: String, relativeTo page: URL) -> String {
        let source = html as NSString
        var result = ""
        var position = 0
        for match in attribute.matches(in: html, range: NSRange(location: 0, length: source.length)) {
            let valueRange = match.range(at: 4).location != NSNotFound ? match.range(at: 4) : match.range(at: 5)
            let quote = match.range(at: 4).location != NSNotFound ? "\"" : "'"
            let name = source.substring(with: match.range(at: 1))
            let value = source.substring(with: valueRange)
            let absolute = name.lowercased() == "srcset" ? resolveSourceSet(value, page) : resolve(value, page)
            result += source.substring(with: NSRange(location: position, length: match.range.location - position))
            result += name + source.substring(with: match.range(at: 2)) + quote + absolute + quote
            position = match.range.location + match.range.length
        }
        return result + source.substring(from: position)
    }

    /// One URL: kept when it has a scheme, given the page's scheme when it starts with `//`,
    /// resolved against the page otherwise.
    static func resolve(_ value: String, _ page: URL) -> String {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return (page.scheme ?? "https") + ":" + trimmed }
        if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) {
            return trimmed
        }
        return URL(string: trimmed, relativeTo: page)?.absoluteString ?? trimmed
    }

    /// `a.png 1x, b.png 2x`: each candidate's URL resolved, its descriptor kept.
    private static func resolveSourceSet(_ value: String, _ page: URL) -> String {
        value.split(separator: ",").map { candidate in
            let parts = candidate.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            guard let url = parts.first else { return "" }
            return ([resolve(String(url), page)] + parts.dropFirst().map(String.init)).joined(separator: " ")
        }.joined(separator: ", ")
    }
}
