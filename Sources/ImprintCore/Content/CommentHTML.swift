import Foundation
import Mustache

/// What a commenter wrote, cut down to the HTML a comment may hold: paragraphs and line breaks,
/// emphasis, code, quotes, lists, and links to `http(s)` addresses (marked `nofollow ugc`).
/// WordPress's older tags become their HTML5 kin (`strike` → `del`, `acronym` → `abbr`, `tt`
/// → `code`); other presentational elements (`span`, `div`, `font`, `img`) lose their tags and
/// keep their text; elements that run or embed things (`script`, `iframe`, `form`) and names
/// HTML does not have (`<NSCopying>` in a comment about protocols) show as text, as written.
/// Bare `&`, `<`, `>` and character references that name nothing are escaped. The result is
/// well formed and valid: each element is closed where it must be, text in a list goes into an
/// item, so a thread of them passes the HTML checker.
///
/// Both the importers (writing a comments file) and the build (reading one, which anyone may
/// have edited) pass comments through this; doing it twice gives the same text.
package enum CommentHTML {
    package static func sanitized(_ html: String) -> String {
        var writer = Writer()
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                if let tag = Markup(bytes, at: index), writer.write(tag) {
                    index = tag.end
                    continue
                }
                writer.content("&lt;")
            case UInt8(ascii: ">"): writer.content("&gt;")
            case UInt8(ascii: "&"): writer.content(isEntity(bytes, at: index) ? "&" : "&amp;")
            case 0: break
            default: writer.byte(byte)
            }
            index += 1
        }
        return writer.finish()
    }

    /// The elements a comment may hold.
    static let inline: Set<String> = ["a", "em", "strong", "b", "i", "code", "del", "s", "sup", "sub", "q", "cite", "abbr"]
    package static let blocks: Set<String> = ["p", "blockquote", "pre", "ul", "ol", "li"]
    /// Older names WordPress allowed in comments, and the element each now is; the blocks a
    /// comment may not hold are paragraphs, so that their words stay apart.
    package static let renamed: [String: String] = ["strike": "del", "acronym": "abbr", "tt": "code", "kbd": "code", "samp": "code"]
        .merging(["div", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "dl", "table", "caption", "figure", "figcaption", "section",
                  "article", "aside", "header", "footer", "nav", "main", "address", "details", "summary", "center"].map { ($0, "p") },
                 uniquingKeysWith: { first, _ in first })
    /// Elements whose tags are dropped and whose text stays: the presentational rest of HTML.
    static let unwrapped: Set<String> = [
        "span", "font", "u", "ins", "small", "big", "mark", "var", "time", "dfn", "bdi", "bdo", "wbr", "img", "thead", "tbody",
        "tfoot", "col", "colgroup", "label", "picture", "source", "ruby", "rt", "rp", "data", "nobr", "blink", "marquee",
    ]
    /// Dropped elements whose end keeps their text apart from what follows: a table's cells and
    /// a definition list's terms by a space, its rows by a line break.
    static let separated: [String: String] = ["td": " ", "th": " ", "dt": " ", "dd": " ", "tr": "<br>"]
}

private extension CommentHTML {
    /// One start or end tag: its name, lowercased, the `href` of a start tag, and where it ends.
    struct Markup {
        let name: String
        let isEnd: Bool
        let href: String?
        /// An `abbr`'s expansion.
        var title: String?
        let end: Int

        init(name: String, isEnd: Bool, href: String?, title: String?, end: Int) {
            self.name = name
            self.isEnd = isEnd
            self.href = href
            self.title = title
            self.end = end
        }

        init?(_ bytes: [UInt8], at start: Int) {
            var index = start + 1
            isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if isEnd { index += 1 }
            let nameStart = index
            while index < bytes.count, bytes[index].isASCIILetterOrDigit { index += 1 }
            guard index > nameStart, bytes[nameStart].isASCIILetter else { return nil }
            name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            var href: String?
            var title: String?
            // Attributes: `name`, `name=value`, `name="value"`, `name='value'`, up to `>`.
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                guard bytes[index] != UInt8(ascii: "<") else { return nil }
                guard bytes[index].isASCIILetter else {
                    index += 1
                    continue
                }
                let attributeStart = index
                while index < bytes.count, bytes[index].isASCIILetterOrDigit || bytes[index] == UInt8(ascii: "-") { index += 1 }
                let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self).lowercased()
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                guard index < bytes.count else { return nil }
                let quote = bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") ? bytes[index] : nil
                if quote != nil { index += 1 }
                let valueStart = index
                while index < bytes.count, quote.map({ bytes[index] != $0 }) ?? (bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: ">")) {
                    index += 1
                }
                let value = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
                if quote != nil, index < bytes.count { index += 1 }
                if attribute == "href" { href = value }
                if attribute == "title" { title = value }
            }
            guard index < bytes.count else { return nil }
            self.href = href
            self.title = title
            end = index + 1
        }
    }

    /// The sanitised text, and the elements open in it.
    struct Writer {
        private var output: [UInt8] = []
        private var open: [String] = []
        /// Links opened without an element (to no web address), whose end tags are dropped too.
        private var droppedLinks = 0

        /// A byte of the commenter's text; one that is not white space, in a list, opens an item.
        mutating func byte(_ byte: UInt8) {
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") { openItemInList() }
            output.append(byte)
        }

        /// Text of the commenter's, escaped already.
        mutating func content(_ text: String) {
            openItemInList()
            self.text(text)
        }

        mutating func text(_ text: String) { output.append(contentsOf: text.utf8) }

        /// What stands right inside a list must be an item.
        mutating func openItemInList() {
            guard open.last == "ul" || open.last == "ol" else { return }
            text("<li>")
            open.append("li")
        }

        /// Writes `tag` if a comment may hold it (or drops it, keeping what it holds), and says
        /// whether it did either.
        mutating func write(_ found: Markup) -> Bool {
            let name = CommentHTML.renamed[found.name] ?? found.name
            if name == "br" {
                if !found.isEnd {
                    openItemInList()
                    text("<br>")
                }
                return true
            }
            if let separator = CommentHTML.separated[name] {
                if found.isEnd { text(separator) }
                return true
            }
            if CommentHTML.unwrapped.contains(name) { return true }
            guard CommentHTML.inline.contains(name) || CommentHTML.blocks.contains(name) else { return false }
            let tag = Markup(name: name, isEnd: found.isEnd, href: found.href, title: found.title, end: found.end)
            if tag.isEnd {
                // An end tag closes what is open inside its element; one with no element open is dropped.
                if tag.name == "a", droppedLinks > 0, !open.contains("a") {
                    droppedLinks -= 1
                    return true
                }
                guard let index = open.lastIndex(of: tag.name) else { return true }
                while open.count > index { close() }
                return true
            }
            if CommentHTML.blocks.contains(tag.name) {
                // A block ends the paragraph and the inline elements around it, as a browser would.
                while let last = open.last, last == "p" || CommentHTML.inline.contains(last) { close() }
                // A preformatted block holds only text and inline elements.
                if let pre = open.lastIndex(of: "pre") { while open.count > pre { close() } }
                if tag.name == "li" {
                    guard let list = open.lastIndex(where: { $0 == "ul" || $0 == "ol" }) else { return true }
                    while open.count > list + 1 { close() }
                } else {
                    openItemInList()
                }
            } else {
                openItemInList()
            }
            if tag.name == "a" {
                guard !open.contains("a") else { return true }
                // A link to no web address is its text alone: nothing that looks like a link and leads nowhere.
                guard let href = tag.href?.trimmingCharacters(in: .whitespaces), Self.isWebAddress(Self.decoded(href)) else {
                    droppedLinks += 1
                    return true
                }
                text("<a href=\"\(Self.attributeValue(href))\" rel=\"nofollow ugc\">")
            } else if tag.name == "abbr", let title = tag.title, !title.isEmpty {
                text("<abbr title=\"\(Self.attributeValue(title))\">")
            } else {
                text("<\(tag.name)>")
            }
            open.append(tag.name)
            return true
        }

        mutating func close() {
            text("</\(open.removeLast())>")
        }

        mutating func finish() -> String {
            while !open.isEmpty { close() }
            return String(decoding: output, as: UTF8.self)
        }

        static func isWebAddress(_ href: String) -> Bool {
            WebURL.isAbsoluteHTTP(href)
        }

        /// `&amp;` in an attribute is `&`: what the address check reads.
        static func decoded(_ value: String) -> String {
            value.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#38;", with: "&")
        }

        /// `value` for a quoted attribute: quotes and angle brackets escaped, a character
        /// reference kept as written and any other `&` escaped, as in text, so that sanitising
        /// again (the build does, after the import) gives the same value, not `&amp;quot;`.
        static func attributeValue(_ value: String) -> String {
            let bytes = Array(value.utf8)
            var output: [UInt8] = []
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "&") where !CommentHTML.isEntity(bytes, at: index): output += Array("&amp;".utf8)
                case UInt8(ascii: "\""): output += Array("&quot;".utf8)
                case UInt8(ascii: "'"): output += Array("&#39;".utf8)
                case UInt8(ascii: "<"): output += Array("&lt;".utf8)
                case UInt8(ascii: ">"): output += Array("&gt;".utf8)
                default: output.append(byte)
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }
}

extension UInt8 {
    var isASCIILetter: Bool { (self | 0x20) >= 97 && (self | 0x20) <= 122 }
    var isASCIIDigit: Bool { self >= 48 && self <= 57 }
    var isASCIIHexDigit: Bool { isASCIIDigit || ((self | 0x20) >= 97 && (self | 0x20) <= 102) }
    var isASCIILetterOrDigit: Bool { isASCIILetter || isASCIIDigit }
}
