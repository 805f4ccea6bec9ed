/// How code is embedded in a string.
enum Interpolation: Sendable, Equatable {
    /// An opener that ends with a bracket, and the code up to the matching bracket: `\(x)`, `${x}`, `#{x}`.
    case bracketed(String)
    /// `${x}` and `$name` (Kotlin, Scala).
    case dollar
    /// `{x}`, with `{{` and `}}` standing for braces (Python's f-strings).
    case braces
}
