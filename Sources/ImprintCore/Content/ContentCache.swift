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
    }

    let posts = BuildScopedCache<Entry<Post>>()
    let pages = BuildScopedCache<Entry<Page>>()
    let projects = BuildScopedCache<Entry<Project>>()
    /// The Markdown file names of each content folder, as the last build found them.
    private let listings = Locked<[String: [String]]>([:])

    init() {}

    /// The file names the last build found in `folder` (`posts`), if it looked.
    func listing(of folder: String) -> [String]? {
        listings.withLock { $0[folder] }
    }

    func setListing(_ names: [String], of folder: String) {
        listings.withLock { $0[folder] = names }
    }

    /// Ends a build: forgets files that are gone (when it looked at every file).
    func finishBuild(forgettingUnused: Bool = true) {
        _ = posts.finishBuild(forgettingUnused: forgettingUnused)
        _ = pages.finishBuild(forgettingUnused: forgettingUnused)
        _ = projects.finishBuild(forgettingUnused: forgettingUnused)
    }

    /// Ends a build that failed: keeps everything.
    func discardBuild() {
        posts.discardBuild()
        pages.discardBuild()
        projects.discardBuild()
    }
}
