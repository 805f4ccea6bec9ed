/// What `SiteModelBuilder.renderBodies` makes of the content: each body and each picture of
/// front matter rendered, by source path.
struct RenderedBodies {
    let bodies: [String: RenderedMarkdown]
    /// The icon and screenshots of each project that has any.
    let pictures: [String: ProjectPictures]
    /// The front matter `image` of each post that has one, where its pages show it and its size.
    let previews: [String: LeadImage]
    /// What each published post, each page and each project shows of its front matter (`ShownText`).
    let texts: [String: ShownText]
    /// What could not be rendered, located in its file.
    let problems: [Diagnostic]
    /// Where links to each file lead.
    let targets: [String: LinkTarget]
}
