/// What an item's pages show of its front matter besides its body, with the body's smart
/// punctuation (`markdown.smart_punctuation`): a post's or page's title and summary, and a
/// project's summary beside its name, which keeps the project's own spelling. Made once a build,
/// with the body, because lists show each post many times; slugs, file names and links still
/// come from the words as they were typed.
struct ShownText: Sendable, Equatable {
    let title: String
    let summary: String?
}

extension ShownText {
    init(_ post: Post, with renderer: MarkdownRenderer) {
        self.init(title: renderer.punctuate(post.title), summary: post.summary.map(renderer.punctuate))
    }

    init(_ page: Page, with renderer: MarkdownRenderer) {
        self.init(title: renderer.punctuate(page.title), summary: page.summary.map(renderer.punctuate))
    }

    init(_ project: Project, with renderer: MarkdownRenderer) {
        self.init(title: project.name, summary: renderer.punctuate(project.summary))
    }
}
