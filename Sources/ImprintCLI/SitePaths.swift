import Foundation
import ImprintCore

/// Paths in messages as the person who typed the command can click them: a site's files from
/// the current folder (`../blog/content/posts/x.md:3:7`), not from the site.
struct SitePaths {
    /// Where the site is from the current folder, ending in `/`, or "" when it is the current
    /// folder; its absolute path when the two share nothing but `/`.
    let prefix: String

    init(site: URL, from current: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        let target = site.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let here = current.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let shared = zip(target, here).prefix { $0 == $1 }.count
        guard shared > 1 else {
            prefix = site.standardizedFileURL.path + "/"
            return
        }
        let parts = Array(repeating: "..", count: here.count - shared) + target.dropFirst(shared)
        prefix = parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }

    func line(_ diagnostic: Diagnostic) -> String {
        diagnostic.description(sitePrefix: prefix)
    }
}
