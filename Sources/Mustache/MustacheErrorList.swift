/// Every error found while compiling a set of templates, in a stable order.
public struct MustacheErrorList: Error, Sendable, CustomStringConvertible {
    /// The errors, sorted by template name, line and column.
    public let errors: [MustacheError]

    /// Collects errors, sorting them so that reports do not depend on dictionary order.
    public init(_ errors: [MustacheError]) {
        self.errors = errors.sorted {
            ($0.templateName, $0.line, $0.column) < ($1.templateName, $1.line, $1.column)
        }
    }

    /// One error per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
