import CYAML

/// A YAML syntax error, with libyaml's description and position.
public struct YAMLSyntaxError: Error, Sendable, Equatable {
    public let line: Int
    public let column: Int
    public let problem: String
    /// The text is valid YAML but past one of the parser's limits.
    public var exceedsLimit = false
}
