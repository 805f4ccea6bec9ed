import Foundation
import ImprintCore

/// How many of an imported item's words its built page shows. Words are counted as a multiset
/// (each word as often as it occurs) of lowercased runs of letters and digits, a CJK character
/// being a word of its own, so that punctuation, spacing and the page's own words around the
/// item (its title, date, navigation) do not count as losses; code (`pre`, `code`, scripts and
/// styles) is left out on both sides, since it is not prose.
struct WordsKept: Sendable, Equatable {
    /// An item's prose before the import converted it: an export's HTML, or the Markdown of a
    /// site's folder, which is rendered as it is.
    enum Prose: Sendable, Equatable {
        case html(String)
        case markdown(String)
    }

    /// The words of the prose, and how many of them the page shows.
    let total: Int
    let kept: Int
    /// The first few words the page lacks, in the order the prose has them.
    let lost: [String]

    init(_ prose: Prose, page pageText: String) {
        let words = Self.words(Self.text(ofHTML: Self.html(of: prose)))
        var shown = Dictionary(Self.words(pageText).map { ($0, 1) }, uniquingKeysWith: +)
        var lost: [String] = [], missing = 0
        for word in words {
            if let count = shown[word], count > 0 {
                shown[word] = count - 1
                continue
            }
            missing += 1
            if lost.count < Self.lostListed, !lost.contains(word) { lost.append(word) }
        }
        total = words.count
        kept = words.count - missing
        self.lost = lost
    }

    /// The share kept, from 0 to 1; 1 for prose without words.
    var share: Double { total == 0 ? 1 : Double(kept) / Double(total) }

    /// The visible prose of some HTML: its text without code, scripts and styles, blocks apart.
    static func text(ofHTML html: String) -> String {
        text(of: LibXML.parseHTMLFragment(html))
    }

    /// The visible prose of parsed HTML.
    static func text(of nodes: [MarkupNode]) -> String {
        nodes.map(prose).joined()
    }

    /// The words of `text`, lowercased.
    static func words(_ text: String) -> [String] {
        var words: [String] = [], word = ""
        for character in text.lowercased() {
            if character.unicodeScalars.first?.properties.isIdeographic == true {
                if !word.isEmpty { words.append(word) }
                words.append(String(character))
                word = ""
            } else if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}

private extension WordsKept {
    static let lostListed = 5
    static let hidden: Set<String> = ["pre", "code", "script", "style", "template", "head", "noscript"]
    static let blocks: Set<String> = [
        "p", "li", "br", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "figure", "figcaption", "tr", "td", "th", "dt", "dd",
        "section", "article", "header", "footer", "nav", "aside", "hr", "img",
    ]

    static func prose(_ node: MarkupNode) -> String {
        switch node {
        case .text(let text): text
        case .element(let element) where hidden.contains(element.name): " "
        case .element(let element): element.children.map(prose).joined() + (blocks.contains(element.name) ? "\n" : "")
        }
    }

    /// The prose as HTML: Markdown rendered by cmark as it is, without what is markup rather than
    /// prose in the templates of Jekyll and Hugo: the code blocks they write, their tags and
    /// shortcodes (but for the text of quoted values with a space, such as a caption, which
    /// the old page showed), outputs, and kramdown's attribute lists.
    static func html(of prose: Prose) -> String {
        switch prose {
        case .html(let html):
            return html
        case .markdown(let markdown):
            let text = markup.reduce(keepingQuotedProse(in: removing(codeBlocks, from: markdown))) { removing($1, from: $0) }
            return MarkdownRenderer(smartPunctuation: false, highlightsCode: false).render(text).html
        }
    }

    static func removing(_ expression: NSRegularExpression, from text: String) -> String {
        expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: " ")
    }

    /// `text` with each tag or shortcode replaced by its quoted values that hold a space.
    static func keepingQuotedProse(in text: String) -> String {
        var result = "", last = text.startIndex
        for match in tags.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range, in: text) else { continue }
            let tag = String(text[range])
            let values = quotedProse.matches(in: tag, range: NSRange(tag.startIndex..., in: tag)).compactMap { value in
                [1, 2].lazy.compactMap { Range(value.range(at: $0), in: tag) }.first.map { String(tag[$0]) }
            }.filter { $0.contains(where: \.isWhitespace) }
            result += text[last..<range.lowerBound] + " " + values.joined(separator: " ") + " "
            last = range.upperBound
        }
        return result + text[last...]
    }

    /// The code blocks of Liquid (and its comments) and Hugo, whose text is not prose.
    static let codeBlocks = try! NSRegularExpression(
        pattern: #"\{%-?\s*(highlight|codeblock|comment)\b[\s\S]*?\{%-?\s*end\1\s*-?%\}"#
            + #"|\{\{[<%]\s*highlight\b[\s\S]*?\{\{[<%]\s*/\s*highlight\s*[>%]\}\}"#)
    /// Liquid's tags and Hugo's shortcodes, never across a blank line; the values in them.
    static let tags = try! NSRegularExpression(pattern: #"\{%(?:(?!\n[ \t]*\n)[\s\S])*?%\}|\{\{[<%](?:(?!\n[ \t]*\n)[\s\S])*?[>%]\}\}"#)
    static let quotedProse = try! NSRegularExpression(pattern: #""([^"]*)"|'([^']*)'"#)
    /// Outputs (`{{ page.title }}`) and kramdown's attribute lists (`{: .note}`, `{#id}`).
    static let markup: [NSRegularExpression] = [#"\{\{(?:(?!\n[ \t]*\n)[\s\S])*?\}\}"#, #"\{:[^}\n]*\}"#, #"\{[#.][^}\n]*\}"#]
        .map { try! NSRegularExpression(pattern: $0) }
}
