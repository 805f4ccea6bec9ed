import Foundation

/// Parsed content files kept between builds of one process (`imprint serve`): a file whose
/// inode, size and modification time are unchanged, read under the same settings, is not read
/// or parsed again. Each item's `revision` names that version, so that what is derived from it
/// (template data, feed entries) can be kept too.
final class ContentCache: Sendable {
    struct Entry<Item> {
        /// The file's signature and the settings it was read under.
        let revision: String
        let item: Item?
        let problems: [ContentError]
        /// The other files it was read from, with their signatures then (`FieldReader.otherFiles`).
        let otherFiles: [String: String]

        /// Whether the other files it was read from are as they were.
        var hasCurrentOtherFiles: Bool {
            otherFiles.allSatisfy { path, signature in (POSIXFiles.signature(of: path) ?? "") == signature }
        }
    }

    let posts: MemoTable<Entry<Post>>
    let pages: MemoTable<Entry<Page>>
    let projects: MemoTable<Entry<Project>>
    /// The Markdown file names of each content folder, as the last build found them.
    private let listings: MemoTable<[String]>

    init(_ store: MemoStore) {
        posts = store.table("content: posts")
        pages = store.table("content: pages")
        projects = store.table("content: projects")
        listings = store.table("content: listings")
    }

    /// The file names the last build found in `folder` (`posts`), if it looked.
    func listing(of folder: String) -> [String]? {
        listings.value(for: folder) { _ in true }
    }

    func setListing(_ names: [String], of folder: String) {
        listings.store(names, for: folder)
    }
}
