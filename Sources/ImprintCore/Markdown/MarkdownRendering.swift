import Foundation

/// The rendering of a Markdown body: made from its text, the page that shows it and the
/// renderer's settings, and from the files the render looked at (shortcodes' files, images).
/// Comparing the text is far cheaper than hashing it.
struct MarkdownRendering: Derivation {
    struct Input {
        /// The body's file, which identifies its rendering from one build to the next.
        let path: String
        let text: String
        let page: MarkdownPage?
        let renderer: MarkdownRenderer
    }

    var name: String { Self.name }
    /// What `ServeSession` finds its counts under.
    static let name = "markdown"

    func key(of input: Input) -> String { input.path }

    func reuses(_ kept: Input, for input: Input) -> Bool {
        kept.renderer == input.renderer && kept.text == input.text && kept.page == input.page
    }

    func files(of value: RenderedMarkdown) -> [String: String] {
        Dictionary(value.filesRead.map { ($0, POSIXFiles.signature(of: $0) ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    func make(_ input: Input) -> RenderedMarkdown {
        input.renderer.render(input.text, page: input.page)
    }
}

extension MarkdownRendering: LastingDerivation {
    func digest(of input: Input) -> StableDigest {
        var hasher = StableHasher()
        hasher.combine(input.path)
        hasher.combine(input.text)
        hasher.combine(input.page != nil)
        if let page = input.page {
            hasher.combine(page.reservedIDs.count)
            for part in [page.title, page.url, page.source] + page.reservedIDs.sorted() { hasher.combine(part) }
        }
        let renderer = input.renderer
        for flag in [renderer.smartPunctuation, renderer.highlightsCode, renderer.filtersTags, renderer.emoji, renderer.files?.images != nil] {
            hasher.combine(flag)
        }
        hasher.combine(renderer.reservedIDs.count)
        for part in [renderer.basePath, renderer.shortcodes?.fingerprint ?? "", renderer.files?.content.path ?? ""] + renderer.reservedIDs.sorted() {
            hasher.combine(part)
        }
        return hasher.finalize()
    }

    func filesRead(by value: RenderedMarkdown) -> [String] { value.filesRead }

    /// The rendering with the copies of its images, which the image library finds or makes
    /// again for this build (and so keeps in its cache): nil when an image's copies are no longer
    /// those the rendering shows.
    func revived(_ value: RenderedMarkdown, for input: Input) -> RenderedMarkdown? {
        for use in value.images {
            guard case .success(let found)? = input.renderer.files?.processedImage(of: URL(fileURLWithPath: use.source)),
                  found.key == use.key, found.image == use.image
            else { return nil }
        }
        return value
    }
}

extension Reuse {
    /// The rendering of `text`, the body of the file at `path`, which `page` shows.
    func render(_ text: String, of path: String, page: MarkdownPage? = nil, with renderer: MarkdownRenderer) -> RenderedMarkdown {
        lastingValue(MarkdownRendering(), for: MarkdownRendering.Input(path: path, text: text, page: page, renderer: renderer))
    }
}
