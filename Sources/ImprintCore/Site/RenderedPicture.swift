/// A picture of front matter rendered as Markdown renders an image: sized, with its copies'
/// `srcset` and WebP `<picture>`, or the problems of an image that cannot be shown, at the
/// picture's line of the front matter.
struct RenderedPicture {
    /// The `<img>` or `<picture>`, with an empty `alt`; nil when the picture cannot be shown.
    let html: String?
    /// Where the page shows it, and its size.
    let lead: LeadImage?
    let images: [ImageUse]
    let problems: [Diagnostic]

    init(_ picture: Picture, of file: String, page: MarkdownPage, with renderer: MarkdownRenderer) {
        guard !picture.src.contains(where: \.isNewline) else {
            let problem = Diagnostic(.error, file: file, line: picture.line, column: picture.column, message: "a picture's path has a line break: write it on one line")
            self.init(html: nil, lead: nil, images: [], problems: [problem])
            return
        }
        // Angle brackets allow spaces in the path; the text is put in after, never read as Markdown.
        let destination = picture.src.reduce(into: "") { path, character in
            if "<>\\".contains(character) { path.append("\\") }
            path.append(character)
        }
        let rendered = renderer.render("![](<\(destination)>)", page: page)
        let problems = rendered.problems.map { Diagnostic(.error, file: file, line: picture.line, column: picture.column, message: $0.message) }
        let shown = problems.isEmpty && rendered.html.hasPrefix("<p>") && rendered.html.hasSuffix("</p>\n")
        self.init(
            html: shown ? String(rendered.html.dropFirst(3).dropLast(5)) : nil, lead: shown ? rendered.leadImage : nil,
            images: rendered.images, problems: problems)
    }

    private init(html: String?, lead: LeadImage?, images: [ImageUse], problems: [Diagnostic]) {
        self.html = html
        self.lead = lead
        self.images = images
        self.problems = problems
    }
}
