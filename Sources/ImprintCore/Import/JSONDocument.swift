import Foundation

/// A JSON document (Hugo's `{`…`}` front matter, `hugo.json`), read into the tree YAML gives.
/// JSON keeps no positions: every value is placed at the document's first line.
enum JSONDocument {
    static func parse(_ text: String, line: Int = 1) -> YAMLNode? {
        (try? JSONDecoder().decode(Value.self, from: Data(text.utf8))).map { $0.node(line: line) }
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
