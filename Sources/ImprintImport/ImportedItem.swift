import Foundation
import ImprintCore

/// A post or page read from another blog's export, before it becomes a content file.
struct ImportedItem: Sendable {
    enum Kind: String, Sendable {
        case post
        case page
        /// A project of `content/projects/`, its facts in `project`.
        case project
    }

    let kind: Kind
    /// The export's own id for it (`wordpress:` and its guid, `feed:` and the entry's id or
    /// link), which the imported file keeps as `import_id`: a second import skips it.
    let id: String
    let title: String
    /// The old site's slug for it, when it had one.
    let slug: String?
    /// With the offset it was written with, which the imported file keeps.
    let date: PostDate?
    let updated: PostDate?
    /// Categories and tags, in the order the export lists them.
    let tags: [String]
    let summary: String?
    /// The old permalink.
    let link: String?
    /// Why it becomes a draft (private, password-protected, pending, a draft), or nil.
    let draftReason: String?
    /// The body as HTML, shortcodes already expanded (exports and feeds); or, from a site's
    /// folder, as Markdown in Imprint's syntax already.
    let html: String
    var isMarkdown = false
    /// From a site's folder, the body as its file wrote it, before any conversion (Liquid and
    /// shortcodes as written), which the report's count of words kept compares the page with;
    /// nil for exports, whose `html` is what the old site showed.
    var sourceMarkdown: String?
    /// Scheduled on the old blog (WordPress's `future`): published when its date comes.
    var isScheduled = false
    /// Where it comes from, for the report, when not a line of an export: a file of a site's folder.
    var origin: String?
    /// The files of its bundle (a Hugo page bundle's images), by their paths in it: the item
    /// becomes a bundle too, `…/name/index.md` with these beside it.
    var bundleFiles: [(source: URL, path: String)] = []
    /// More old paths that must lead here (Jekyll's `redirect_from`, Hugo's `aliases`).
    var redirects: [String] = []
    /// Its comments that everyone could read, in the order they were written, for the
    /// comments file beside it; and how many others the export holds for it, by why they are not kept.
    var comments: [ImportedComment] = []
    var commentsLeftOut: [ImportedComment.LeftOut: Int] = [:]
    /// A project's facts (repository, homepage…), for an item of kind `project`.
    var project: ImportedProject?
    /// Where it starts in the export.
    let line: Int
    /// The picture of its previews (Jekyll's `image`, Publish's `image`, Ghost's `feature_image`):
    /// a path of the new site, or a URL; front matter `image`.
    var image: String?
    /// More front matter to write, each key a line of YAML: keys Imprint does not know, for
    /// templates (`page.params.<key>`: `subtitle: "Notes"`), and keys that mean there what they
    /// meant in the source (`toc: true`).
    var keptFrontMatter: [String] = []
}

extension ImportedItem {
    var isDraft: Bool { draftReason != nil }

    /// Tags as the export lists them, blanks and repeats left out.
    static func uniqueTags(_ tags: [String]) -> [String] {
        tags.map { $0.trimmingWhitespace() }.reduce(into: []) { unique, tag in if !tag.isEmpty, !unique.contains(tag) { unique.append(tag) } }
    }
}
