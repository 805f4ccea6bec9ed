import Foundation
import Mustache

/// Reads typed fields from a YAML mapping, collecting an error for each field that is wrong
/// instead of stopping at the first, and remembering which keys were read.
package struct FieldReader {
    private(set) var fields: YAMLNode
    package let path: String
    private(set) var errors: [ContentError] = []
    /// Warnings about how something was read (`Title` as `title`), beside those `warnings` adds.
    private var readingWarnings: [ContentError] = []
    private var readKeys: Set<String> = []
    /// The other files the item is read from (a project's `license_file`), by path, with their
    /// signatures when read (empty for a file that was not there), so that a rebuild sees them change.
    private(set) var otherFiles: [String: String] = [:]

    package init(_ fields: YAMLNode, path: String) {
        self.fields = fields
        self.path = path
    }

    /// Notes that the item is read from the file at `path` too.
    mutating func noteOtherFile(_ path: String) {
        otherFiles[path] = POSIXFiles.signature(of: path) ?? ""
    }

    /// The node at `key`, marking the key as known. Null values count as absent. A key written
    /// in another case (`Title`, as Hugo accepts) is read as `key`, with a warning.
    package mutating func node(_ key: String) -> YAMLNode? {
        readKeys.insert(key)
        if fields[key] == nil { takeOtherCase(of: key) }
        guard let node = fields[key], !node.isNull else { return nil }
        return node
    }

    /// A warning about the value at `node`.
    mutating func warn(_ reason: ContentError.Reason, at node: YAMLNode) {
        readingWarnings.append(ContentError(reason, path: path, line: node.line, column: node.column))
    }

    package mutating func string(_ key: String, required: Bool = false) -> String? {
        guard let node = node(key) else {
            if required { fail(.missingKey(key), at: fields) }
            return nil
        }
        guard case .scalar(let text, _) = node.kind else {
            return failType(key, "text", node)
        }
        return text
    }

    /// A list of strings, or a single string taken as a list of one.
    package mutating func stringList(_ key: String) -> [String] {
        guard let node = node(key) else { return [] }
        switch node.kind {
        case .scalar(let text, _):
            return [text]
        case .sequence(let items):
            return items.compactMap { item in
                guard case .scalar(let text, _) = item.kind else { return failType(key, "a list of text", item) }
                return text
            }
        case .mapping:
            return failType(key, "a list or a single value", node) ?? []
        }
    }

    /// A list of text, or one text split at its spaces as Jekyll splits `tags: swift ios`, with
    /// a warning that says so.
    package mutating func words(_ key: String) -> [String] {
        let list = stringList(key)
        guard list.count == 1, let node = fields[key], case .scalar = node.kind else { return list }
        let words = list[0].split(whereSeparator: \.isWhitespace).map(String.init)
        if words.count > 1 { warn(.spaceSeparatedTags(key: key, tags: words), at: node) }
        return words
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let node = node(key) else { return nil }
        if case .scalar(let text, true) = node.kind, let value = Self.booleans[text.lowercased()] { return value }
        return failType(key, "true or false", node)
    }

    mutating func int(_ key: String) -> Int? {
        guard let node = node(key) else { return nil }
        if case .scalar(let text, true) = node.kind, let value = Int(text) { return value }
        return failType(key, "a whole number", node)
    }

    /// A whole number above zero.
    mutating func positiveInt(_ key: String) -> Int? {
        guard let value = int(key) else { return nil }
        guard value > 0 else {
            fail(.notPositive(key: key, value: value), at: fields[key]!)
            return nil
        }
        return value
    }

    /// An absolute http(s) URL.
    package mutating func url(_ key: String) -> String? {
        guard let text = string(key) else { return nil }
        guard WebURL.isAbsoluteHTTP(text) else {
            fail(.invalidURL(key: key, value: text), at: fields[key]!)
            return nil
        }
        return text
    }

    package mutating func date(_ key: String, defaultTimeZone: TimeZone, required: Bool = false) -> PostDate? {
        guard let text = string(key, required: required) else { return nil }
        guard let date = PostDate(parsing: text, defaultTimeZone: defaultTimeZone) else {
            fail(.invalidDate(key: key, value: text), at: fields[key]!)
            return nil
        }
        return date
    }

    mutating func fail(_ reason: ContentError.Reason, at node: YAMLNode) {
        errors.append(ContentError(reason, path: path, line: node.line, column: node.column))
    }

    /// An error about the file as a whole, with no position.
    mutating func fail(_ reason: ContentError.Reason) {
        errors.append(ContentError(reason, path: path))
    }

    /// Takes over problems found elsewhere, such as by a reader of a nested mapping: its errors
    /// as errors, its warnings as warnings.
    package mutating func add(_ more: [ContentError]) {
        for problem in more {
            if problem.severity == .warning { readingWarnings.append(problem) } else { errors.append(problem) }
        }
    }

    /// Keys no reader asked for, in the order written: they reach templates as `params`.
    var unreadFields: [(key: String, value: YAMLNode)] {
        guard case .mapping(let members) = fields.kind else { return [] }
        return members.filter { !readKeys.contains($0.key) }
    }

    /// The warnings of the reading, and one for each unread key that looks like a misspelt known key.
    var warnings: [ContentError] {
        readingWarnings + unreadFields.compactMap { key, value in
            guard let suggestion = readKeys.sorted().first(where: { EditDistance.isNear(key, $0) }) else { return nil }
            return ContentError(.unknownKey(key: key, suggestion: suggestion), path: path, line: value.line, column: 1)
        }
    }
}

private extension FieldReader {
    /// Renames the one member whose key is `key` in another case to `key`.
    mutating func takeOtherCase(of key: String) {
        guard case .mapping(var members) = fields.kind,
              let index = members.firstIndex(where: { $0.key != key && $0.key.lowercased() == key.lowercased() }),
              !members.contains(where: { $0.key == key })
        else { return }
        let written = members[index].key
        members[index].key = key
        fields = YAMLNode(kind: .mapping(members), line: fields.line, column: fields.column)
        readingWarnings.append(ContentError(.keyInOtherCase(written: written, key: key), path: path, line: members[index].value.line, column: 1))
    }

    static let booleans = ["true": true, "false": false, "yes": true, "no": false, "on": true, "off": false]

}

extension FieldReader {
    /// Fails for a value of the wrong type: nil, for the value that is not read.
    mutating func failType<T>(_ key: String, _ expected: String, _ node: YAMLNode) -> T? {
        fail(.wrongType(key: key, expected: expected, found: node.kindDescription), at: node)
        return nil
    }
}
