import Foundation

/// Files that editors write while saving, which are no change to the site.
enum IgnoredFiles {
    static func contains(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".swo") || name.hasSuffix("~")
            || name.hasPrefix(".#") || name == "4913" || name == ".DS_Store" || name.hasSuffix(".tmp")
    }
}
