/// A project's icon and screenshots as its pages show them, each a `RenderedPicture`, the icon
/// and the screenshots at the sizes the default theme shows them.
struct ProjectPictures: Sendable, Equatable {
    struct Screenshot: Sendable, Equatable {
        let html: String
        /// The image at its full size, as the page writes its address.
        let url: String
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
        func html(_ picture: Picture, alt: String) -> (html: String, url: String)? {
            let rendered = RenderedPicture(picture, of: project.sourcePath, page: page, with: renderer)
            problems += rendered.problems
            pictures.images += rendered.images
            guard let html = rendered.html else { return nil }
            let described = html.replacingOccurrences(of: " alt=\"\"", with: " alt=\"\(XMLText.escape(alt))\"")
            return (described, HTMLAttribute.text("src", in: html) ?? picture.src)
        }
        // Beside the project's name: decorative, so its text is empty.
        pictures.icon = project.icon.flatMap { html($0, alt: "") }?.html
            .replacingOccurrences(of: " sizes=\"\(XMLText.escape(sizes))\"", with: " sizes=\"\(iconSize)\"")
        for (number, screenshot) in project.screenshots.enumerated() {
            // Text beside the body's, with the body's curly quotes and dashes.
            let alt = renderer.punctuate(screenshot.alt ?? "\(project.name), screenshot \(number + 1)")
            guard let shown = html(screenshot, alt: alt) else { continue }
            pictures.screenshots.append(Screenshot(
                html: shown.html.replacingOccurrences(of: " sizes=\"\(XMLText.escape(sizes))\"", with: " sizes=\"\(screenshotSizes)\""),
                url: shown.url, caption: screenshot.caption.map(renderer.punctuate)))
        }
        return (pictures, problems)
    }
}
