/// The places in HTML that a URL's `#fragment` can name: the `id` of any element, and the
/// `name` of an `<a>`, as browsers find them. Read from start tags only, byte by byte, in one
/// pass over the text: text that looks like an attribute (`id="x"` in a paragraph of raw
/// HTML) and comments are not tags.
enum HTMLAnchors {
    /// Every id and anchor name of `html`, in the order they appear, entities decoded.
    static func ids(in html: String) -> [String] {
        var text = html
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.ids()
        }
    }
}

private extension HTMLAnchors {
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func ids() -> [String] {
            var found: [String] = []
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else {
                    index += 1
                    continue
                }
                index += 1
                if starts(with: "!--") {
                    skipComment()
                } else if index < bytes.count, isLetter(bytes[index]) {
                    found += idsOfTag()
                }
            }
            return found
        }

        /// The ids of the start tag whose name begins at `index`; leaves `index` at its `>`.
        mutating func idsOfTag() -> [String] {
            let name = word()
            let isAnchor = name.count == 1 && bytes[name.lowerBound] | 0x20 == UInt8(ascii: "a")
            var found: [String] = []
            while index < bytes.count {
                while index < bytes.count, isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
                guard index < bytes.count, bytes[index] != UInt8(ascii: ">") else { break }
                let attribute = word()
                guard !attribute.isEmpty else {
                    index += 1
                    continue
                }
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                skipSpaces()
                let value = self.value()
                if !value.isEmpty, spells(attribute, "id") || (isAnchor && spells(attribute, "name")) {
                    found.append(XMLText.unescape(String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)))
                }
            }
            return found
        }

        /// A tag's or attribute's name: up to a space, `=`, `/` or `>`.
        mutating func word() -> Range<Int> {
            let start = index
            while index < bytes.count, !isSpace(bytes[index]), ![UInt8(ascii: "="), UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[index]) {
                index += 1
            }
            return start..<index
        }

        /// An attribute's value, quoted (without its quotes) or not.
        mutating func value() -> Range<Int> {
            guard index < bytes.count else { return index..<index }
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                let start = index
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                return start..<index
            }
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            defer { index = min(index + 1, bytes.count) }
            return start..<index
        }

        mutating func skipSpaces() {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        }

        mutating func skipComment() {
            while index < bytes.count, !starts(with: "-->") { index += 1 }
        }

        func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
        }

        /// Whether the bytes of `range` are `name`, in any case.
        func spells(_ range: Range<Int>, _ name: StaticString) -> Bool {
            range.count == name.utf8CodeUnitCount && (0..<range.count).allSatisfy { bytes[range.lowerBound + $0] | 0x20 == name.utf8Start[$0] }
        }

        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }

        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
        }
    }
}
