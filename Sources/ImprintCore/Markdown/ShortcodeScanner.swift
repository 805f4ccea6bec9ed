/// Finds the shortcode tags of a Markdown text, outside code blocks (as cmark finds them, in
/// quotes and lists too) and code spans, where they are left as written. `{{</* name */>}}` is a shortcode written out: it becomes the text
/// `{{< name >}}`, as in Hugo.
package struct ShortcodeScanner {
    package enum Found: Sendable, Equatable {
        case tag(ShortcodeTag)
        /// A tag written out with `/* */`, and the text it stands for.
        case escaped(Range<String.Index>, text: String)
    }

    private let text: String
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    package private(set) var found: [Found] = []
    /// Tags that could not be read, with where they start.
    package private(set) var problems: [(at: String.Index, problem: MarkdownProblem)] = []
    /// The 1-based lines of the text that are code blocks.
    private let codeLines: Set<Int>

    package init(_ text: String, codeLines: Set<Int> = []) {
        self.text = text
        bytes = Array(text.utf8)
        self.codeLines = codeLines
        scan()
    }
}

private extension ShortcodeScanner {
    static let backtick = UInt8(ascii: "`"), tilde = UInt8(ascii: "~"), newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")

    mutating func scan() {
        var fence: (byte: UInt8, count: Int)?
        var codeSpan: Int?
        var atLineStart = true
        while position < bytes.count {
            if atLineStart {
                atLineStart = false
                let lineEnd = bytes[position...].firstIndex(of: Self.newline) ?? bytes.count
                if codeLines.contains(line) {
                    position = lineEnd
                    codeSpan = nil
                    continue
                }
                let content = bytes[position..<lineEnd].drop { $0 == Self.space }
                let marker = content.first.flatMap { [Self.backtick, Self.tilde].contains($0) ? $0 : nil }
                let run = marker.map { marker in content.prefix { $0 == marker }.count } ?? 0
                if content.startIndex - position <= 3, let marker, run >= 3 {
                    if let open = fence {
                        if marker == open.byte, run >= open.count, content.dropFirst(run).allSatisfy({ $0 == Self.space }) { fence = nil }
                    } else if marker == Self.tilde || !content.dropFirst(run).contains(Self.backtick) {
                        fence = (marker, run)
                    }
                    position = lineEnd
                    codeSpan = nil
                    continue
                }
                if fence != nil {
                    position = lineEnd
                    continue
                }
                // A code span never crosses a blank line.
                if content.isEmpty { codeSpan = nil }
            }
            let byte = bytes[position]
            if byte == Self.newline {
                position += 1
                line += 1
                lineStart = position
                atLineStart = true
            } else if byte == Self.backtick {
                let run = bytes[position...].prefix { $0 == Self.backtick }.count
                if let open = codeSpan {
                    if run == open { codeSpan = nil }
                } else if closesLater(run) {
                    codeSpan = run
                }
                position += run
            } else if codeSpan == nil, byte == UInt8(ascii: "{"), let form = form(at: position) {
                readTag(form)
            } else {
                position += 1
            }
        }
    }

    /// Whether a backtick run of `length` at the position is closed by one of the same length
    /// before the paragraph ends: else it is text.
    func closesLater(_ length: Int) -> Bool {
        var index = position + length
        var previousWasNewline = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.newline {
                if previousWasNewline { return false }
                previousWasNewline = true
                index += 1
                continue
            }
            if byte != Self.space { previousWasNewline = false }
            if byte == Self.backtick {
                let run = bytes[index...].prefix { $0 == Self.backtick }.count
                if run == length { return true }
                index += run
            } else {
                index += 1
            }
        }
        return false
    }

    func form(at index: Int) -> ShortcodeTag.Form? {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") else { return nil }
        switch bytes[index + 2] {
        case UInt8(ascii: "<"): return .html
        case UInt8(ascii: "%"): return .markdown
        default: return nil
        }
    }

    func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    func startsWith(_ literal: String, at offset: Int) -> Bool {
        var index = offset
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Reads the tag whose `{{` is at the position, or records why it is not one.
    mutating func readTag(_ form: ShortcodeTag.Form) {
        let start = position, startLine = line
        let column = text[index(lineStart)..<index(start)].count + 1
        var cursor = start + 3
        func skipSpaces() {
            while cursor < bytes.count, [Self.space, Self.newline, UInt8(ascii: "\t")].contains(bytes[cursor]) { cursor += 1 }
        }
        func fail(_ message: String) {
            problems.append((index(start), MarkdownProblem(line: startLine, column: column, message: message)))
            advance(to: start + 3)
        }
        skipSpaces()
        if startsWith("/*", at: cursor) {
            let inner = cursor + 2
            guard let end = (inner..<bytes.count).first(where: { startsWith("*/", at: $0) }) else {
                return fail("shortcode written out with `/*` has no `*/`: end it like `{{</* name */>}}`")
            }
            cursor = end + 2
            skipSpaces()
            guard startsWith(form.closing, at: cursor) else { return fail("expected `\(form.closing)` after `*/`") }
            let written = form.opening + String(decoding: bytes[inner..<end], as: UTF8.self) + form.closing
            found.append(.escaped(index(start)..<index(cursor + 3), text: written))
            return advance(to: cursor + 3)
        }
        let isClosing = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "/")
        if isClosing { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count, Self.isNameByte(bytes[cursor]) { cursor += 1 }
        let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self)
        guard !name.isEmpty else {
            return fail("`\(form.opening)` starts a shortcode but no name follows: write `\(form.opening) name \(form.closing)`, or `\(form.opening)/* … */\(form.closing)` to show the text")
        }
        var positional: [String] = []
        var named: [(key: String, value: String)] = []
        while true {
            skipSpaces()
            guard cursor < bytes.count else {
                return fail("shortcode `\(name)` is not closed: end the tag with `\(form.closing)`")
            }
            if startsWith("/" + form.closing, at: cursor) || startsWith(form.closing, at: cursor) {
                let selfClosing = bytes[cursor] == UInt8(ascii: "/")
                let end = cursor + (selfClosing ? 4 : 3)
                found.append(.tag(ShortcodeTag(
                    form: form, name: name, isClosing: isClosing, isSelfClosing: selfClosing, positional: positional, named: named,
                    range: index(start)..<index(end), line: startLine, column: column)))
                return advance(to: end)
            }
            guard let (token, afterToken) = readValue(at: cursor, closing: form.closing, stoppingAtEquals: true) else {
                return fail(unclosedQuote(name, at: cursor))
            }
            guard afterToken > cursor else {
                return fail("shortcode `\(name)` has `=` without a name before it: write `name=value`, or quote the value")
            }
            cursor = afterToken
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "="), Self.isName(token) {
                guard let (value, afterValue) = readValue(at: cursor + 1, closing: form.closing, stoppingAtEquals: false) else {
                    return fail(unclosedQuote(name, at: cursor + 1))
                }
                named.append((token, value))
                cursor = afterValue
            } else {
                positional.append(token)
            }
        }
    }

    func unclosedQuote(_ name: String, at offset: Int) -> String {
        let quote = offset < bytes.count && bytes[offset] == Self.backtick ? "`" : "\""
        return "shortcode `\(name)` has an unclosed quote: close it with \(quote == "`" ? "a backtick" : "`\"`")"
    }

    /// A quoted (`"…"`, with `\"` inside), raw (`` `…` ``) or bare value at `offset`, and where
    /// it ends. A bare value ends at a space or the tag's end, and at `=` when it may be a name.
    func readValue(at offset: Int, closing: String, stoppingAtEquals: Bool) -> (String, Int)? {
        guard offset < bytes.count else { return ("", offset) }
        let quote = bytes[offset]
        if quote == UInt8(ascii: "\"") || quote == Self.backtick {
            var value: [UInt8] = []
            var cursor = offset + 1
            while cursor < bytes.count {
                let byte = bytes[cursor]
                if byte == quote { return (String(decoding: value, as: UTF8.self), cursor + 1) }
                if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\"), cursor + 1 < bytes.count {
                    cursor += 1
                }
                value.append(bytes[cursor])
                cursor += 1
            }
            return nil
        }
        var cursor = offset
        while cursor < bytes.count, ![Self.space, Self.newline, UInt8(ascii: "\t")].contains(bytes[cursor]),
              !stoppingAtEquals || bytes[cursor] != UInt8(ascii: "="),
              !startsWith(closing, at: cursor), !startsWith("/" + closing, at: cursor) {
            cursor += 1
        }
        return (String(decoding: bytes[offset..<cursor], as: UTF8.self), cursor)
    }

    /// Moves to `offset`, counting the lines passed.
    mutating func advance(to offset: Int) {
        while position < offset {
            if bytes[position] == Self.newline {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    static func isName(_ token: String) -> Bool {
        !token.isEmpty && token.utf8.allSatisfy(isNameByte)
    }
}
