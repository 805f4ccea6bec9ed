import Foundation

/// A path or pattern that names files by their path from a folder, as people write them in
/// lists like Jekyll's `exclude` or Imprint's `static.publish`: a file (`notes.txt`), a folder and
/// all it holds (`private/`), or a shell pattern (`*.log`) matched against the whole path and
/// against the file's name.
package struct PathPattern: Sendable, Equatable {
    package let text: String

    package init(_ text: String) {
        self.text = text
    }

    /// Whether `path` (from the folder the patterns are written for) is one this names.
    package func matches(_ path: String) -> Bool {
        let pattern = text.hasSuffix("/") ? String(text.dropLast()) : text
        return path == pattern || path.hasPrefix(pattern + "/") || fnmatch(pattern, path, 0) == 0
            || fnmatch(pattern, String(path.split(separator: "/").last ?? ""), 0) == 0
    }
}
