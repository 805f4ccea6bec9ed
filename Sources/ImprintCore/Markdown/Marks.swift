/// The marks the Markdown stages leave in cmark's HTML for what they fill in afterwards
/// (`IMPRINTIMAGE0X`, `IMPRINTLINK2X`): each is a prefix, a number and `X`, and is replaced in
/// one pass over the bytes, with its context.
enum Marks {
    /// `text` with every `before` + `prefix` + N + `X` + `after` replaced by `values[N]`.
    static func replacing(in text: String, before: String = "", prefix: String, after: String = "", with values: [String]) -> String {
        let bytes = Array(text.utf8), opening = Array((before + prefix).utf8), closing = Array(("X" + after).utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == opening[0], starts(bytes, with: opening, at: index) {
                var end = index + opening.count, number = 0
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]), number < values.count {
                    number = number * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                    end += 1
                }
                if end > index + opening.count, number < values.count, starts(bytes, with: closing, at: end) {
                    output += values[number].utf8
                    index = end + closing.count
                    continue
                }
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `text` holds `{{<` or `{{%`: a byte search, since most bodies hold neither.
    static func holdsShortcodeOpening(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 2
            while index < bytes.count {
                // Looking at every other byte: a `{{` pair has one of its braces there.
                if bytes[index - 1] == UInt8(ascii: "{") {
                    if bytes[index - 2] == UInt8(ascii: "{"), bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: "%") { return true }
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "<") || bytes[index + 1] == UInt8(ascii: "%") {
                        return true
                    }
                }
                index += 2
            }
            return false
        }
    }

    private static func starts(_ bytes: [UInt8], with part: [UInt8], at index: Int) -> Bool {
        index + part.count <= bytes.count && bytes[index..<(index + part.count)].elementsEqual(part)
    }
}
