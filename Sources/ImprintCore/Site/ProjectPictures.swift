/// A project's icon and screenshots as its pages show them: each rendered as Markdown renders an
/// image (sized, with its copies' `srcset` and WebP `<picture>`, or a problem at its line of the
/// front matter), the icon and the screenshots at the sizes the default theme shows them.
struct ProjectPictures: Sendable, Equatable {
    struct Screenshot: Sendable, Equatable {
        let html: String
        let caption: String?
    }

    var icon: String?
    var screenshots: [Screenshot] = []
    /// The local images with copies to publish, and the files looked at.
    var images: [ImageUse] = []
    var filesRead: [String] = []

    /// How wide the icon shows, and a screenshot in the default theme's gallery, for their `sizes`.
    static let iconSize = "4rem"
    static let screenshotSizes = "(min-width: 46rem) 14rem, 100vw"

    /// The pictures of `project`, whose page is `page`, and the problems of those that cannot be shown.
    static func render(_ project: Project, page: MarkdownPage, with renderer: MarkdownRenderer, sizes: String) -> (ProjectPictures, [Diagnostic]) {
        var pictures = ProjectPictures(), problems: [Diagnostic] = []
        func html(_ picture: ProjectPicture, alt: String) -> String? {
            guard !picture.src.contains(where: \.isNewline) else {
                problems.append(Diagnostic(.error, file: project.sourcePath, line: picture.line, column: picture.column, message: "a picture's path has a line break: write it on one line"))
                return nil
            }
            // Angle brackets allow spaces in the path; the text is put in after, never read as Markdown.
            let destination = picture.src.reduce(into: "") { path, character in
                if "<>\\".contains(character) { path.append("\\") }
                path.append(character)
            }
            let rendered = renderer.render("![](<\(destination)>)", page: page)
            problems += rendered.problems.map { Diagnostic(.error, file: project.sourcePath, line: picture.line, column: picture.column, message: $0.message) }
            pictures.images += rendered.images
            pictures.filesRead += rendered.filesRead
            guard rendered.problems.isEmpty, rendered.html.hasPrefix("<p>"), rendered.html.hasSuffix("</p>\n") else { return nil }
            return String(rendered.html.dropFirst(3).dropLast(5)).replacingOccurrences(of: " alt=\"\"", with: " alt=\"\(XMLText.escape(alt))\"")
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
