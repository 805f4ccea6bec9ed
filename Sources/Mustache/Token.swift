/// One piece of template source: a run of literal text, or a tag.
struct Token: Sendable {
    enum Kind: Equatable, Sendable {
        case text
        case variable(escaped: Bool)
        case section
        case invertedSection
        case close
        case comment
        case partial
        case parent
        case block
        case setDelimiters

        /// Tags that vanish with their line when they stand alone on it.
        var canStandAlone: Bool {
            switch self {
            case .text, .variable: false
            case .section, .invertedSection, .close, .comment, .partial, .parent, .block, .setDelimiters: true
            }
        }
    }

    let kind: Kind
    /// Byte offsets in the template source, delimiters included.
    let range: Range<Int>
    /// The tag's name with surrounding spaces trimmed; for text, the text itself.
    let content: String
    /// A `{{>*name}}` or `{{<*name}}` tag, whose template name is looked up in the data.
    let isDynamic: Bool

    var isText: Bool { kind == .text }

    /// The name as written, with the `*` of a dynamic name.
    var spelled: String { isDynamic ? "*" + content : content }
}
