import Mustache

/// An entry of `groups` on `/projects/`: the projects of one status.
struct ProjectGroupView: TemplateView {
    let status: Project.Status
    let projects: [TemplateValue]

    static let schema = TemplateSchema(
        "Project group", about: "An entry of `groups` on `/projects/`, for each status that has projects: active, maintained, archived.", [
            .init("status", .text, "`active`, `maintained` or `archived`"),
            .init("label", .text, "`Active`, `Maintained` or `Archived`"),
            .init("projects", .list(.object(ProjectView.schema)), "its projects"),
        ])

    var templateValue: TemplateValue {
        Self.schema.object([
            ("status", .string(status.rawValue)), ("label", .string(status.rawValue.capitalized)), ("projects", .array(projects)),
        ])
    }
}
