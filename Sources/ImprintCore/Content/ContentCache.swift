import Foundation

/// Parsed content files kept between builds of one process (`imprint serve`): a file whose
/// inode, size and modification time are unchanged, read under the same settings, is not read
/// or parsed again. Each item's `revision` names that version, so that what is derived from it
/// (template data, feed entries) can be kept too.
public final class ContentCache: Sendable {
    struct Entry<Item> {
        /// The file's signature and the settings it was read under.
        let revision: String
        let item: Item?
        let problems: [ContentError]
    }

    let posts = BuildScopedCache<Entry<Post>>()
    let pages = BuildScopedCache<Entry<Page>>()
    let projects = BuildScopedCache<Entry<Project>>()

    public init() {}

    /// Ends a build: forgets files that are gone.
    public func finishBuild() {
        _ = posts.finishBuild()
        _ = pages.finishBuild()
        _ = projects.finishBuild()
    }

    /// Ends a build that failed: keeps everything.
    public func discardBuild() {
        posts.discardBuild()
        pages.discardBuild()
        projects.discardBuild()
    }
}
