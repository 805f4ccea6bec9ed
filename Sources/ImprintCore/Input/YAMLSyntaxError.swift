/// A YAML syntax error, with libyaml's description and position.
package struct YAMLSyntaxError: Error, Sendable, Equatable {
    package let line: Int
    package let column: Int
    package let problem: String
    /// The text is valid YAML but past one of the parser's limits.
    package var exceedsLimit = false
}
