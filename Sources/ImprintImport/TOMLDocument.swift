import Foundation
import ImprintCore
import TOMLBridge

/// A TOML document (Hugo's `+++` front matter and `hugo.toml`), read by toml++ into the same
/// tree YAML gives, so that one reader takes both. Keys come in alphabetical order, as toml++
/// keeps them. A document may hold as many values as YAML's (`YAMLParser.maximumNodes`).
enum TOMLDocument {
    struct Failure: Error, Equatable {
        let message: String
        let line: Int
        let column: Int
    }

    /// The document's table; `firstLine` is the line of the file it starts on.
    static func parse(_ text: String, firstLine: Int = 1) throws(Failure) -> YAMLNode {
        // toml++ reads (and frees) a dotted key's tables by recursion: a key of thousands of parts
        // would take the stack with it. Front matter and configuration have a handful.
        if let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { $0.count { $0 == "." } > maximumDots }) {
            throw Failure(message: "a line with more than \(maximumDots) dots, more than a key or value of front matter has", line: firstLine + line, column: 1)
        }
        // Every byte, a NUL too (toml++ says where it is), and a terminator for an empty text.
        let bytes = Array(text.utf8) + [0]
        let result = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { imprint_toml_parse($0, buffer.count - 1, YAMLParser.maximumNodes) }
        }
        defer { imprint_toml_free(result) }
        guard let json = result.json else {
            let message = result.error.map { String(cString: $0) } ?? "not TOML"
            throw Failure(message: message, line: result.line + firstLine - 1, column: result.column)
        }
        guard let value = try? JSONSerialization.jsonObject(with: Data(bytes: json, count: strlen(json))),
              let node = node(value, lineOffset: firstLine - 1)
        else { throw Failure(message: "toml++ gave no document", line: firstLine, column: 1) }
        return node
    }

    static let maximumDots = 200

    /// A value of the bridge's JSON: `{"l", "c", "v" or "p"}`.
    private static func node(_ value: Any, lineOffset: Int) -> YAMLNode? {
        guard let object = value as? [String: Any], let line = (object["l"] as? NSNumber)?.intValue,
              let column = (object["c"] as? NSNumber)?.intValue
        else { return nil }
        let kind: YAMLNode.Kind
        if let plain = object["p"] as? String {
            kind = .scalar(plain, isPlain: true)
        } else if let text = object["v"] as? String {
            kind = .scalar(text, isPlain: false)
        } else if let list = object["v"] as? [Any] {
            kind = .sequence(list.compactMap { node($0, lineOffset: lineOffset) })
        } else if let table = object["v"] as? [String: Any] {
            kind = .mapping(table.keys.sorted().compactMap { key in node(table[key]!, lineOffset: lineOffset).map { (key, $0) } })
        } else {
            return nil
        }
        return YAMLNode(kind: kind, line: line + lineOffset, column: column)
    }
}
