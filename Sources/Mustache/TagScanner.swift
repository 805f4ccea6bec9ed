/// Splits template source into text and tag tokens, following `{{=<% %>=}}` delimiter changes.
///
/// Text is cut after every newline, so that each line's text starts a token of its own:
/// the parser needs line boundaries for standalone tags and indentation.
struct TagScanner {
    private let source: [UInt8]
    private let location: SourceLocator
    /// Strict mode: refuse names that cannot be looked up, and tags that run into the next one.
    private let checkingNames: Bool
    private var opening: [UInt8] = Array("{{".utf8)
    private var closing: [UInt8] = Array("}}".utf8)
    private var tokens: [Token] = []

    init(source: [UInt8], location: SourceLocator, checkingNames: Bool) {
        self.source = source
        self.location = location
        self.checkingNames = checkingNames
    }

    mutating func scan() throws(MustacheError) -> [Token] {
        var position = 0
        while position < source.count {
            guard let tagStart = source.firstIndex(of: opening, from: position) else {
                appendText(position..<source.count)
                break
            }
            appendText(position..<tagStart)
            position = try scanTag(at: tagStart)
        }
        return tokens
    }
}

private extension TagScanner {
    static let newline = UInt8(ascii: "\n")

    mutating func appendText(_ range: Range<Int>) {
        var start = range.lowerBound
        while start < range.upperBound {
            let end = (source[start..<range.upperBound].firstIndex(of: Self.newline)).map { $0 + 1 } ?? range.upperBound
            tokens.append(Token(kind: .text, range: start..<end, content: string(start..<end), isDynamic: false))
            start = end
        }
    }

    /// Reads the tag at `start` and returns the offset just past it.
    mutating func scanTag(at start: Int) throws(MustacheError) -> Int {
        let sigilIndex = start + opening.count
        let sigil = sigilIndex < source.count ? source[sigilIndex] : 0
        let kind = Self.kind(forSigil: sigil)
        let contentStart = kind == .variable(escaped: true) ? sigilIndex : sigilIndex + 1
        let terminator: [UInt8] = switch sigil {
        case UInt8(ascii: "{"): [UInt8(ascii: "}")] + closing
        case UInt8(ascii: "="): [UInt8(ascii: "=")] + closing
        default: closing
        }
        guard contentStart <= source.count,
              let contentEnd = source.firstIndex(of: terminator, from: contentStart)
        else {
            throw location.error(at: start, .unclosedTag(opening: utf8(opening), closing: utf8(terminator)))
        }
        let end = contentEnd + terminator.count
        var name = string(contentStart..<contentEnd).trimmingSpaces
        var isDynamic = false
        if name.hasPrefix("*"), kind == .partial || kind == .parent || kind == .close {
            isDynamic = true
            name = String(name.dropFirst()).trimmingSpaces
        }
        if kind == .setDelimiters {
            try changeDelimiters(name, tagStart: start)
        } else if name.isEmpty, kind != .comment {
            throw location.error(at: start, .emptyTag)
        } else if checkingNames, kind != .comment {
            try check(name, kind: kind, tag: start..<end, content: contentStart..<contentEnd, closing: terminator)
        }
        tokens.append(Token(kind: kind, range: start..<end, content: name, isDynamic: isDynamic))
        return end
    }

    /// Strict mode's checks of a tag's name.
    func check(_ name: String, kind: Token.Kind, tag: Range<Int>, content: Range<Int>, closing: [UInt8]) throws(MustacheError) {
        if let next = source[content].firstRange(of: opening) {
            let (line, column) = location.position(of: next.lowerBound)
            let written = Self.writtenTag(string(tag.lowerBound..<next.lowerBound))
            throw location.error(
                at: tag.lowerBound, .tagRunsIntoNextTag(tag: written, closing: utf8(closing), nextLine: line, nextColumn: column))
        }
        let isTemplateName = kind == .partial || kind == .parent
        if name.hasPrefix("."), name != ".", !isTemplateName {
            throw location.error(at: tag.lowerBound, .leadingDot(tag: string(tag), name: String(name.dropFirst())))
        }
        let components = name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false)
        let isMalformed = isTemplateName
            ? name.contains(where: Self.isForbidden)
            : components.contains { $0.isEmpty || $0.contains(where: Self.isForbidden) }
        if isMalformed {
            throw location.error(at: tag.lowerBound, .malformedName(tag: string(tag)))
        }
    }

    /// What a tag that runs into the next one was meant to be: its text up to its first `}`s, or
    /// else to the end of its line.
    static func writtenTag(_ text: String) -> String {
        let line = text.prefix { $0 != "\n" }
        guard let brace = line.firstIndex(of: "}") else { return String(line).trimmingSpaces }
        return String(line[..<(line[brace...].firstIndex { $0 != "}" } ?? line.endIndex)])
    }

    /// Characters no name in a strict template has: other template languages' syntax, or a typo.
    static func isForbidden(_ character: Character) -> Bool {
        character.isWhitespace || "{}()|\"'`<>=,;".contains(character)
    }

    mutating func changeDelimiters(_ content: String, tagStart: Int) throws(MustacheError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw location.error(at: tagStart, .invalidDelimiters("\(utf8(opening))=\(content)=\(utf8(closing))"))
        }
        opening = Array(parts[0].utf8)
        closing = Array(parts[1].utf8)
    }

    static func kind(forSigil sigil: UInt8) -> Token.Kind {
        switch sigil {
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .invertedSection
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: "!"): .comment
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "<"): .parent
        case UInt8(ascii: "$"): .block
        case UInt8(ascii: "="): .setDelimiters
        case UInt8(ascii: "{"), UInt8(ascii: "&"): .variable(escaped: false)
        default: .variable(escaped: true)
        }
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: source[range], as: UTF8.self)
    }

    func utf8(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension Array where Element == UInt8 {
    /// The offset of the first occurrence of `needle` at or after `start`.
    func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        guard let head = needle.first, needle.count <= count else { return nil }
        var index = start
        let last = count - needle.count
        while index <= last {
            if self[index] == head, self[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
