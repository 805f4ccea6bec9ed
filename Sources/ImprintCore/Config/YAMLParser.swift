import CYAML

/// A YAML syntax error, with libyaml's description and position.
public struct YAMLSyntaxError: Error, Sendable, Equatable {
    public let line: Int
    public let column: Int
    public let problem: String
}

/// Parses YAML text into a `YAMLNode` tree through libyaml's event API.
///
/// The only file that imports CYAML. Every libyaml allocation is freed before returning.
public enum YAMLParser {
    /// The first document of `text`, or nil when the text holds no document (empty or only comments).
    /// Lines are numbered from `firstLine`, so that YAML embedded in a file reports file lines.
    public static func parse(_ text: String, firstLine: Int = 1) throws(YAMLSyntaxError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLSyntaxError(line: 1, column: 1, problem: "the YAML parser could not start")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(YAMLSyntaxError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder(lineOffset: firstLine - 1)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw syntaxError(parser, lineOffset: firstLine - 1)
                }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
                    return builder.root
                default:
                    try builder.handle(event)
                }
            }
        }
    }
}

private extension YAMLParser {
    static func syntaxError(_ parser: yaml_parser_t, lineOffset: Int) -> YAMLSyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let mark = parser.problem_mark
        guard let context = parser.context.map({ String(cString: $0) }) else {
            return YAMLSyntaxError(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1, problem: problem)
        }
        let start = parser.context_mark
        return YAMLSyntaxError(
            line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1,
            problem: "\(problem) \(context) that starts at line \(Int(start.line) + 1 + lineOffset), column \(Int(start.column) + 1)")
    }

    /// Folds the event stream into nested nodes.
    struct TreeBuilder {
        private enum Container {
            case sequence([YAMLNode], line: Int, column: Int, anchor: String?)
            case mapping([(key: String, value: YAMLNode)], pendingKey: String?, line: Int, column: Int, anchor: String?)
        }

        let lineOffset: Int
        private var stack: [Container] = []
        private var anchors: [String: YAMLNode] = [:]
        private(set) var root: YAMLNode?

        init(lineOffset: Int) {
            self.lineOffset = lineOffset
        }

        mutating func handle(_ event: yaml_event_t) throws(YAMLSyntaxError) {
            let line = Int(event.start_mark.line) + 1 + lineOffset
            let column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                let node = YAMLNode(kind: .scalar(text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE), line: line, column: column)
                remember(node, anchor: scalar.anchor)
                try add(node)
            case YAML_ALIAS_EVENT:
                let name = String(cString: event.data.alias.anchor)
                guard let node = anchors[name] else {
                    throw YAMLSyntaxError(line: line, column: column, problem: "unknown alias *\(name)")
                }
                try add(node)
            case YAML_SEQUENCE_START_EVENT:
                stack.append(.sequence([], line: line, column: column, anchor: event.data.sequence_start.anchor.map { String(cString: $0) }))
            case YAML_MAPPING_START_EVENT:
                stack.append(.mapping([], pendingKey: nil, line: line, column: column, anchor: event.data.mapping_start.anchor.map { String(cString: $0) }))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let node: YAMLNode
                let anchor: String?
                switch stack.removeLast() {
                case .sequence(let items, let line, let column, let name):
                    node = YAMLNode(kind: .sequence(items), line: line, column: column)
                    anchor = name
                case .mapping(let members, _, let line, let column, let name):
                    node = YAMLNode(kind: .mapping(members), line: line, column: column)
                    anchor = name
                }
                if let anchor { anchors[anchor] = node }
                try add(node)
            default:
                break
            }
        }

        private mutating func remember(_ node: YAMLNode, anchor: UnsafeMutablePointer<yaml_char_t>?) {
            if let anchor { anchors[String(cString: anchor)] = node }
        }

        private mutating func add(_ node: YAMLNode) throws(YAMLSyntaxError) {
            guard let top = stack.popLast() else {
                root = node
                return
            }
            switch top {
            case .sequence(var items, let line, let column, let anchor):
                items.append(node)
                stack.append(.sequence(items, line: line, column: column, anchor: anchor))
            case .mapping(var members, let pendingKey?, let line, let column, let anchor):
                members.append((pendingKey, node))
                stack.append(.mapping(members, pendingKey: nil, line: line, column: column, anchor: anchor))
            case .mapping(let members, nil, let line, let column, let anchor):
                guard case .scalar(let key, _) = node.kind else {
                    throw YAMLSyntaxError(line: node.line, column: node.column, problem: "a mapping key must be a single value")
                }
                stack.append(.mapping(members, pendingKey: key, line: line, column: column, anchor: anchor))
            }
        }
    }
}
