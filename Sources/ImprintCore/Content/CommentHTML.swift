import Foundation
import Mustache

/// What a commenter wrote, cut down to the HTML a comment may hold: paragraphs and line breaks,
/// emphasis, code, quotes, lists, and links to `http(s)` addresses (marked `nofollow ugc`).
/// Every other tag shows as text, as written (`<NSCopying>` in a comment about protocols stays
/// words, not markup), and bare `&`, `<`, `>` are escaped. The result is well formed: each
/// element is closed where it must be, so a thread of them passes the HTML checker.
///
/// Both the importers (writing a comments file) and the build (reading one, which anyone may
/// have edited) pass comments through this; doing it twice gives the same text.
enum CommentHTML {
    static func sanitized(_ html: String) -> String {
        var writer = Writer()
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                if let tag = ScannedTag(bytes, at: index), writer.write(tag) {
                    index = tag.end
                    continue
                }
                writer.text("&lt;")
            case UInt8(ascii: ">"): writer.text("&gt;")
            case UInt8(ascii: "&"): writer.text(isEntity(bytes, at: index) ? "&" : "&amp;")
            case 0: break
            default: writer.byte(byte)
            }
            index += 1
        }
        return writer.finish()
    }

    /// `&amp;`, `&#8217;`, `&#x2014;`: a character reference, which stays as written.
    static func isEntity(_ bytes: [UInt8], at index: Int) -> Bool {
        var end = index + 1
        if end < bytes.count, bytes[end] == UInt8(ascii: "#") {
            end += 1
            let hex = end < bytes.count && (bytes[end] | 0x20) == UInt8(ascii: "x")
            if hex { end += 1 }
            let digits = end
            while end < bytes.count, hex ? bytes[end].isASCIIHexDigit : bytes[end].isASCIIDigit { end += 1 }
            return end > digits && end - digits <= 7 && end < bytes.count && bytes[end] == UInt8(ascii: ";")
        }
        let name = end
        while end < bytes.count, bytes[end].isASCIILetterOrDigit { end += 1 }
        return end > name && end - name <= 32 && end < bytes.count && bytes[end] == UInt8(ascii: ";")
    }

    /// The elements a comment may hold.
    static let inline: Set<String> = ["a", "em", "strong", "b", "i", "code", "del", "s", "sup", "sub", "q", "cite", "abbr"]
    static let blocks: Set<String> = ["p", "blockquote", "pre", "ul", "ol", "li"]
}

private extension CommentHTML {
    /// One start or end tag: its name, lowercased, the `href` of a start tag, and where it ends.
    struct ScannedTag {
        let name: String
        let isEnd: Bool
        let href: String?
        let end: Int

        init?(_ bytes: [UInt8], at start: Int) {
            var index = start + 1
            isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if isEnd { index += 1 }
            let nameStart = index
            while index < bytes.count, bytes[index].isASCIILetterOrDigit { index += 1 }
            guard index > nameStart, bytes[nameStart].isASCIILetter else { return nil }
            name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            var href: String?
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
            }
            guard index < bytes.count else { return nil }
            self.href = href
            end = index + 1
        }
    }

    /// The sanitised text, and the elements open in it.
    struct Writer {
        private var output: [UInt8] = []
        private var open: [String] = []

        mutating func byte(_ byte: UInt8) { output.append(byte) }
        mutating func text(_ text: String) { output.append(contentsOf: text.utf8) }

        /// Writes `tag` if a comment may hold it, and says whether it did.
        mutating func write(_ tag: ScannedTag) -> Bool {
            if tag.name == "br" {
                if !tag.isEnd { text("<br>") }
                return true
            }
            guard CommentHTML.inline.contains(tag.name) || CommentHTML.blocks.contains(tag.name) else { return false }
            if tag.isEnd {
                // An end tag closes what is open inside its element; one with no element open is dropped.
                guard let index = open.lastIndex(of: tag.name) else { return true }
                while open.count > index { close() }
                return true
            }
            if CommentHTML.blocks.contains(tag.name) {
                // A block ends the paragraph and the inline elements around it, as a browser would.
                while let last = open.last, last == "p" || CommentHTML.inline.contains(last) { close() }
                if tag.name == "li" {
                    guard let list = open.lastIndex(where: { $0 == "ul" || $0 == "ol" }) else { return true }
                    while open.count > list + 1 { close() }
                }
            } else if open.last == "ul" || open.last == "ol" {
                return true
            }
            if tag.name == "a" {
                guard !open.contains("a") else { return true }
                if let href = tag.href.map(Self.decoded)?.trimmingCharacters(in: .whitespaces), Self.isWebAddress(href) {
                    text("<a href=\"\(HTMLEscaping.escape(href))\" rel=\"nofollow ugc\">")
                } else {
                    text("<a>")
                }
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
            let lowered = href.lowercased()
            return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://")) && !href.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 32 } == true })
        }

        /// `&amp;` in an attribute is `&`, so that escaping it again gives it back.
        static func decoded(_ value: String) -> String {
            value.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#38;", with: "&")
        }
    }
}

private extension UInt8 {
    var isASCIILetter: Bool { (self | 0x20) >= 97 && (self | 0x20) <= 122 }
    var isASCIIDigit: Bool { self >= 48 && self <= 57 }
    var isASCIIHexDigit: Bool { isASCIIDigit || ((self | 0x20) >= 97 && (self | 0x20) <= 102) }
    var isASCIILetterOrDigit: Bool { isASCIILetter || isASCIIDigit }
}
