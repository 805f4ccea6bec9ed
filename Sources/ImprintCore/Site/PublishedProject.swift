/// A project that will have a page at `/projects/<slug>/`.
struct PublishedProject: Sendable {
    let project: Project
    let path: String
    let content: RenderedMarkdown
    /// Its summary as readers see it (`ShownText`).
    let summary: String
    /// Its icon and screenshots, rendered.
    var pictures = ProjectPictures()
}

extension PublishedProject: Equatable {
    /// Whether both are made from the same revision of the same file into the same HTML, at the same place.
    static func == (lhs: PublishedProject, rhs: PublishedProject) -> Bool {
        !lhs.project.revision.isEmpty && lhs.project.revision == rhs.project.revision && lhs.path == rhs.path && lhs.content == rhs.content && lhs.pictures == rhs.pictures
            && lhs.summary == rhs.summary
    }
}
