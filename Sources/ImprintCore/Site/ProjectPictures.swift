/// A project's icon and screenshots as its pages show them, each a `RenderedPicture`, the icon
/// and the screenshots at the sizes the default theme shows them.
struct ProjectPictures: Sendable, Equatable {
    struct Screenshot: Sendable, Equatable {
        let html: String
        let caption: String?
    }

    var icon: String?
    var screenshots: [Screenshot] = []
    /// The local images with copies to publish.
    var images: [ImageUse] = []

    /// How wide the icon shows, and a screenshot in the default theme's gallery, for their `sizes`.
    static let iconSize = "4rem"
    static let screenshotSizes = "(min-width: 46rem) 14rem, 100vw"

    /// The pictures of `project`, whose page is `page`, and the problems of those that cannot be shown.
    static func render(_ project: Project, page: MarkdownPage, with renderer: MarkdownRenderer, sizes: String) -> (ProjectPictures, [Diagnostic]) {
        var pictures = ProjectPictures(), problems: [Diagnostic] = []
        func html(_ picture: Picture, alt: String) -> String? {
            let rendered = RenderedPicture(picture, of: project.sourcePath, page: page, with: renderer)
            problems += rendered.problems
            pictures.images += rendered.images
            return rendered.html?.replacingOccurrences(of: " alt=\"\"", with: " alt=\"\(XMLText.escape(alt))\"")
        }
        // Beside the project's name: decorative, so its text is empty.
        pictures.icon = project.icon.flatMap { html($0, alt: "") }?.replacingOccurrences(of: " sizes=\"\(XMLText.escape(sizes))\"", with: " sizes=\"\(iconSize)\"")
        for (number, screenshot) in project.screenshots.enumerated() {
            guard let shown = html(screenshot, alt: screenshot.alt ?? "\(project.name), screenshot \(number + 1)")?
                .replacingOccurrences(of: " sizes=\"\(XMLText.escape(sizes))\"", with: " sizes=\"\(screenshotSizes)\"")
            else { continue }
            pictures.screenshots.append(Screenshot(html: shown, caption: screenshot.caption))
        }
        return (pictures, problems)
    }
}
