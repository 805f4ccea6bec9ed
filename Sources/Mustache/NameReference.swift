/// A name a template looks up, as rendering reaches it: where it is written, and the sections
/// around it at that moment, across partials and parents.
///
/// With the shape of the data a template is given, this is enough to tell whether a name can
/// ever resolve: the first component is looked up in each enclosing section's value, innermost
/// first, then in the data itself; the other components strictly inside it.
public struct NameReference: Sendable, Equatable {
    /// What the tag does with the value.
    public enum Kind: Sendable, Equatable {
        /// `{{name}}`, `{{{name}}}` or `{{&name}}`: prints it.
        case variable
        /// `{{#name}}`: renders its content with the value pushed on the context stack.
        case section
        /// `{{^name}}`: renders its content when the value is falsey, pushing nothing.
        case invertedSection
        /// `{{>*name}}` or `{{<*name}}`: the value names the template to include.
        case dynamicName
    }

    /// The dotted components; none for `.`, the current value.
    public let components: [String]
    /// What the tag does with the value.
    public let kind: Kind
    /// The template the tag is written in.
    public let templateName: String
    /// The 1-based line of the tag.
    public let line: Int
    /// The 1-based column of the tag, in characters.
    public let column: Int
    /// The sections open around the tag when it renders, outermost first.
    public let sections: [NameReference]
    /// The partial and parent tags followed to reach the tag, outermost first.
    public let includes: [Include]

    /// A partial or parent tag followed on the way to a name: where it is written, and what it includes.
    public struct Include: Sendable, Equatable {
        /// The template the tag is written in.
        public let templateName: String
        /// The 1-based line of the tag.
        public let line: Int
        /// The 1-based column of the tag, in characters.
        public let column: Int
        /// The template the tag includes.
        public let included: String
    }

    /// The name as written: `page.title`, or `.`.
    public var name: String { components.isEmpty ? "." : components.joined(separator: ".") }

    /// Creates a reference; the engine makes them while following a template.
    public init(
        components: [String], kind: Kind, templateName: String, line: Int, column: Int,
        sections: [NameReference], includes: [Include] = []
    ) {
        self.components = components
        self.kind = kind
        self.templateName = templateName
        self.line = line
        self.column = column
        self.sections = sections
        self.includes = includes
    }
}
