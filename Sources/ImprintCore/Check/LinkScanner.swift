import Foundation

/// Pulls links and element ids out of HTML and CSS text, with the line each is on.
enum LinkScanner {
    struct Link: Equatable {
        let url: String
        let line: Int
    }

    private static let attribute = try! NSRegularExpression(
        pattern: #"\s(href|src|srcset|style)\s*=\s*(?:"([^"]*)"|'([^']*)')"#, options: [.caseInsensitive])
    private static let cssURL = try! NSRegularExpression(pattern: #"url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)"#, options: [.caseInsensitive])

    /// The links of an HTML document: `href`, `src`, each URL of a `srcset`, and `url()` in `style`.
    static func links(in html: String) -> [Link] {
        let lines = LineIndex(html)
        return matches(attribute, in: html).flatMap { match -> [Link] in
            let name = (match.groups[0] ?? "").lowercased()
            let value = XMLText.unescape(match.groups[1] ?? match.groups[2] ?? "")
            let line = lines.line(at: match.location)
            switch name {
            case "srcset":
                return value.split(separator: ",").compactMap { $0.split(separator: " ").first.map { Link(url: String($0), line: line) } }
            case "style":
                return cssURLs(in: value).map { Link(url: $0.url, line: line) }
            default:
                return [Link(url: value, line: line)]
            }
        }
    }

    /// The `url()` references of CSS text.
    static func cssURLs(in css: String) -> [Link] {
        let lines = LineIndex(css)
        return matches(cssURL, in: css, insideTags: false).map { match in
            Link(url: match.groups[0] ?? match.groups[1] ?? match.groups[2] ?? "", line: lines.line(at: match.location))
        }
    }

    /// Every `id` (and `name` of `<a>`, which old anchors use) in an HTML document.
    static func ids(in html: String) -> Set<String> {
        Set(HTMLAnchors.ids(in: html))
    }

    private struct Match {
        let location: Int
        let groups: [String?]
    }

    /// A start tag, its quoted values whole (they may hold `>`).
    private static let startTag = try! NSRegularExpression(pattern: #"<[A-Za-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>"#)

    /// The matches of an attribute's expression inside start tags: text such as `src="x.png"`
    /// in a code block is not an attribute.
    private static func matches(_ expression: NSRegularExpression, in text: String, insideTags: Bool = true) -> [Match] {
        let source = text as NSString
        let whole = NSRange(location: 0, length: source.length)
        let ranges = insideTags ? startTag.matches(in: text, range: whole).map(\.range) : [whole]
        return ranges.flatMap { expression.matches(in: text, range: $0) }.map { result in
            Match(location: result.range.location, groups: (1..<result.numberOfRanges).map { index in
                result.range(at: index).location == NSNotFound ? nil : source.substring(with: result.range(at: index))
            })
        }
    }
}

/// Line numbers of UTF-16 offsets (the unit NSRegularExpression reports).
private struct LineIndex {
    private let starts: [Int]

    init(_ text: String) {
        var starts = [0]
        for (offset, unit) in text.utf16.enumerated() where unit == 10 { starts.append(offset + 1) }
        self.starts = starts
    }

    func line(at offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
