import CYAML

/// Parses YAML text into a `YAMLNode` tree through libyaml's event API.
///
/// The only file that imports CYAML. Every libyaml allocation is freed before returning.
/// Two limits, far past any honest front matter or site.yml, keep hostile input from crashing
/// the build or exhausting memory: how deep values nest, and how many values the document holds
/// once every alias is counted as a copy of its anchor (a 600-byte "billion laughs" holds 10⁹).
package enum YAMLParser {
    /// The deepest nesting of lists and mappings accepted.
    static let maximumDepth = 64
    /// The most values a document may hold, counting each alias as a copy of what it names.
    package static let maximumNodes = 100_000

    /// The first document of `text`, or nil when the text holds no document (empty or only comments).
    /// Lines are numbered from `firstLine`, so that YAML embedded in a file reports file lines.
    /// A document of more than `maximumNodes` values (aliases counted as copies) is refused.
    package static func parse(_ text: String, firstLine: Int = 1, maximumNodes: Int = maximumNodes) throws(YAMLSyntaxError) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLSyntaxError(line: 1, column: 1, problem: "the YAML parser could not start")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(YAMLSyntaxError) -> YAMLNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = TreeBuilder(lineOffset: firstLine - 1, maximumNodes: maximumNodes)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw syntaxError(parser, lineOffset: firstLine - 1, text: text)
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
    static func syntaxError(_ parser: yaml_parser_t, lineOffset: Int, text: String) -> YAMLSyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let mark = parser.problem_mark
        let line = Int(mark.line) + 1, column = Int(mark.column) + 1
        let advice = YAMLAdvice.advice(
            problem: problem, lines: text.split(separator: "\n", omittingEmptySubsequences: false), line: line, shownLine: line + lineOffset).map { ": " + $0 } ?? ""
        guard let context = parser.context.map({ String(cString: $0) }) else {
            return YAMLSyntaxError(line: line + lineOffset, column: column, problem: problem + advice)
        }
        let start = parser.context_mark
        return YAMLSyntaxError(
            line: line + lineOffset, column: column,
            problem: "\(problem) \(context) that starts at line \(Int(start.line) + 1 + lineOffset), column \(Int(start.column) + 1)" + advice)
    }

    /// Folds the event stream into nested nodes.
    struct TreeBuilder {
        /// An open list or mapping. Kept in `stack` and changed in place there: an enum's payload
        /// taken out to append to is a copy while the stack still holds it, which made every
        /// item cost as much as the list so far (99,000 items took a minute).
        private struct Container {
            let isMapping: Bool
            var items: [YAMLNode] = []
            var members: [(key: String, value: YAMLNode)] = []
            var pendingKey: String?
            let line: Int
            let column: Int
            let anchor: String?
            /// The node count when the container started, to size it when it is anchored.
            let countAtStart: Int

            var node: YAMLNode {
                YAMLNode(kind: isMapping ? .mapping(members) : .sequence(items), line: line, column: column)
            }
        }

        /// An anchored value and how many values it stands for.
        private struct Anchor {
            let node: YAMLNode
            let size: Int
        }

        let lineOffset: Int
        let maximumNodes: Int
        private var stack: [Container] = []
        private var anchors: [String: Anchor] = [:]
        /// Values so far, aliases counted as copies.
        private var nodeCount = 0
        private(set) var root: YAMLNode?

        init(lineOffset: Int, maximumNodes: Int) {
            self.lineOffset = lineOffset
            self.maximumNodes = maximumNodes
        }

        mutating func handle(_ event: yaml_event_t) throws(YAMLSyntaxError) {
            let line = Int(event.start_mark.line) + 1 + lineOffset
            let column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                // Escapes (`"\x01"`) make characters that the file itself could not hold.
                let text = ControlCharacters.replacing(
                    in: String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self))
                let node = YAMLNode(kind: .scalar(text, isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE), line: line, column: column)
                try count(1, line: line, column: column)
                if let anchor = scalar.anchor { anchors[String(cString: anchor)] = Anchor(node: node, size: 1) }
                try add(node)
            case YAML_ALIAS_EVENT:
                let name = String(cString: event.data.alias.anchor)
                guard let anchor = anchors[name] else {
                    throw YAMLSyntaxError(line: line, column: column, problem: "unknown alias *\(name)")
                }
                try count(anchor.size, line: line, column: column)
                try add(anchor.node)
            case YAML_SEQUENCE_START_EVENT:
                try open(isMapping: false, anchor: event.data.sequence_start.anchor, line: line, column: column)
            case YAML_MAPPING_START_EVENT:
                try open(isMapping: true, anchor: event.data.mapping_start.anchor, line: line, column: column)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                let container = stack.removeLast()
                let node = container.node
                if let anchor = container.anchor { anchors[anchor] = Anchor(node: node, size: nodeCount - container.countAtStart) }
                try add(node)
            default:
                break
            }
        }

        /// Starts a list or mapping, unless it nests too deep.
        private mutating func open(isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, line: Int, column: Int) throws(YAMLSyntaxError) {
            guard stack.count < YAMLParser.maximumDepth else {
                throw YAMLSyntaxError(
                    line: line, column: column,
                    problem: "lists and mappings nest more than \(YAMLParser.maximumDepth) levels deep here: flatten the value",
                    exceedsLimit: true)
            }
            let start = nodeCount
            try count(1, line: line, column: column)
            stack.append(Container(
                isMapping: isMapping, line: line, column: column, anchor: anchor.map { String(cString: $0) }, countAtStart: start))
        }

        /// Counts `size` more values, unless the document grows past the limit.
        private mutating func count(_ size: Int, line: Int, column: Int) throws(YAMLSyntaxError) {
            nodeCount += size
            guard nodeCount <= maximumNodes else {
                throw YAMLSyntaxError(
                    line: line, column: column,
                    problem: "more than \(maximumNodes) values by here (each alias counts as a copy of its anchor): "
                        + "use fewer aliases or a smaller value",
                    exceedsLimit: true)
            }
        }

        private mutating func add(_ node: YAMLNode) throws(YAMLSyntaxError) {
            guard let top = stack.indices.last else {
                root = node
                return
            }
            guard stack[top].isMapping else {
                stack[top].items.append(node)
                return
            }
            if let key = stack[top].pendingKey {
                stack[top].members.append((key, node))
                stack[top].pendingKey = nil
                return
            }
            guard case .scalar(let key, _) = node.kind else {
                throw YAMLSyntaxError(line: node.line, column: node.column, problem: "a mapping key must be a single value")
            }
            stack[top].pendingKey = key
        }
    }
}
