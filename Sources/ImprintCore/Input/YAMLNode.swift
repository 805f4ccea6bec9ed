/// A parsed YAML value that remembers where it was written, so that typed reads can report
/// `file:line:column` for a value of the wrong kind.
package struct YAMLNode: Sendable, Equatable {
    /// The shape of a YAML value.
    package enum Kind: Sendable, Equatable {
        /// A scalar; `isPlain` is false for quoted or block scalars, which are always strings.
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        /// Keys in the order written.
        case mapping([(key: String, value: YAMLNode)])

        package static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case let (.scalar(a, plainA), .scalar(b, plainB)): a == b && plainA == plainB
            case let (.sequence(a), .sequence(b)): a == b
            case let (.mapping(a), .mapping(b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            default: false
            }
        }
    }

    package let kind: Kind
    /// 1-based line of the value's first character.
    package let line: Int
    /// 1-based column of the value's first character.
    package let column: Int

    package init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// A plain scalar that YAML reads as null: empty, `~` or `null`.
    package var isNull: Bool {
        if case .scalar(let text, true) = kind { return text.isEmpty || text == "~" || text.lowercased() == "null" }
        return false
    }

    /// The member named `key` of a mapping.
    package subscript(key: String) -> YAMLNode? {
        guard case .mapping(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A scalar's text.
    package var text: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// What the value is, in words, for messages: `"maybe"`, "a list", "a mapping".
    package var kindDescription: String {
        switch kind {
        // A whole file that is not YAML reads as one long scalar: quote its start only.
        case .scalar(let text, _): text.count > 60 ? "\"\(text.prefix(60))…\"" : "\"\(text)\""
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
