/// The template a partial or parent tag names, fixed or looked up in the data (`{{>*name}}`).
struct TemplateReference: Sendable {
    let name: String
    /// The template the tag is written in, for errors found while rendering.
    let templateName: String
    let isDynamic: Bool
    let line: Int
    let column: Int

    /// The name as written in the tag, for messages.
    var spelled: String { isDynamic ? "*" + name : name }
}
