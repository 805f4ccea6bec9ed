import Foundation
import ImprintCore

/// A JSON document (Hugo's `{`…`}` front matter, `hugo.json`), read into the tree YAML gives.
/// JSON keeps no positions: every value is placed at the document's first line.
/// A document may hold as many values as YAML's (`YAMLParser.maximumNodes`).
enum JSONDocument {
    /// A document of more values than the limit, which is refused before it is decoded.
    struct TooManyValues: Error {
        let limit: Int
        var message: String { "more than \(limit) values: use a smaller value" }
    }

    /// The document, or nil when `text` is not JSON.
    static func parse(_ text: String, line: Int = 1) throws(TooManyValues) -> YAMLNode? {
        // Counted first: a million-item array, decoded, took gigabytes.
        guard valueCount(text) <= YAMLParser.maximumNodes else { throw TooManyValues(limit: YAMLParser.maximumNodes) }
        return (try? JSONDecoder().decode(Value.self, from: Data(text.utf8))).map { $0.node(line: line) }
    }

    /// How many values `text` holds, within one: one for the document and one for each bracket
    /// and comma outside strings (an empty list counts two, keys count nothing).
    private static func valueCount(_ text: String) -> Int {
        var count = 1, inString = false, escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                count += 1
            }
        }
        return count
    }

    private indirect enum Value: Decodable {
        case text(String, isPlain: Bool)
        case list([Value])
        case table([String: Value])

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .text("", isPlain: true)
            } else if let flag = try? single.decode(Bool.self) {
                self = .text(flag ? "true" : "false", isPlain: true)
            } else if let number = try? single.decode(Double.self) {
                self = .text(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number), isPlain: true)
            } else if let text = try? single.decode(String.self) {
                self = .text(text, isPlain: false)
            } else if let list = try? single.decode([Value].self) {
                self = .list(list)
            } else {
                self = .table(try single.decode([String: Value].self))
            }
        }

        func node(line: Int) -> YAMLNode {
            switch self {
            case .text(let text, let isPlain): YAMLNode(kind: .scalar(text, isPlain: isPlain), line: line, column: 1)
            case .list(let items): YAMLNode(kind: .sequence(items.map { $0.node(line: line) }), line: line, column: 1)
            case .table(let members):
                YAMLNode(kind: .mapping(members.keys.sorted().map { ($0, members[$0]!.node(line: line)) }), line: line, column: 1)
            }
        }
    }
}
