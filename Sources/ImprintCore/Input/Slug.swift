import Foundation

/// Rules for the names that become URL path segments.
package enum Slug {
    /// Why `slug` cannot be a URL segment, or nil when it can.
    package static func problem(with slug: String) -> String? {
        if slug.isEmpty { return "is empty" }
        if slug.hasPrefix(".") { return "must not start with `.`" }
        guard slug.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }) else {
            return "may only contain letters, digits, `-`, `_` and `.` (no `/`, spaces or other punctuation)"
        }
        return nil
    }

    /// Why `alias` cannot be an old URL path, or nil when it can.
    package static func problem(withAlias alias: String) -> String? {
        guard alias.hasPrefix("/") else { return "must be a path starting with `/`, like /2009/05/old-name/" }
        // One query parameter, as WordPress's short links have: `/?p=12`.
        let parts = alias.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, parts[1].wholeMatch(of: /[A-Za-z0-9_]+=[A-Za-z0-9_\-][A-Za-z0-9_.\-]*/) == nil {
            return "may have one query parameter, `?name=value` of letters, digits, `_`, `-` and `.` (not first), like /?p=12"
        }
        let alias = String(parts[0])
        if alias.contains(where: { $0.isWhitespace || $0 == "\\" || $0 == "?" || $0 == "#" }) {
            return "must not contain spaces, `\\`, `?` or `#`"
        }
        let segments = alias.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        if segments.dropLast().contains(where: \.isEmpty) || segments.contains(where: { $0 == "." || $0 == ".." }) {
            return "must not contain empty, `.` or `..` segments"
        }
        return nil
    }

    /// The name a content file gives its item: `2015-04-02-x` for `2015-04-02-x.md`, and for a
    /// bundle, `2015-04-02-x/index.md`, its folder's name.
    static func stem(of fileName: String) -> String {
        if fileName.hasSuffix("/" + bundleIndex) { return String(fileName.dropLast(bundleIndex.count + 1)) }
        return (fileName as NSString).deletingPathExtension
    }

    /// The Markdown file of a bundle: a folder that holds an item and the files it shows.
    package static let bundleIndex = "index.md"
}
