import Foundation
import TOMLBridge

/// A TOML document (Hugo's `+++` front matter and `hugo.toml`), read by toml++ into the same
/// tree YAML gives, so that one reader takes both. Keys come in alphabetical order, as toml++
/// keeps them.
enum TOMLDocument {
    struct Failure: Error, Equatable {
        let message: String
        let line: Int
        let column: Int
    }

    /// The document's table; `firstLine` is the line of the file it starts on.
    static func parse(_ text: String, firstLine: Int = 1) throws(Failure) -> YAMLNode {
        let result = text.withCString { imprint_toml_parse($0, strlen($0)) }
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
