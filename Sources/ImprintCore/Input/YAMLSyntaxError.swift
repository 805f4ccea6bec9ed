/// A YAML syntax error, with libyaml's description and position.
struct YAMLSyntaxError: Error, Sendable, Equatable {
    let line: Int
    let column: Int
    let problem: String
    /// The text is valid YAML but past one of the parser's limits.
    var exceedsLimit = false
}
