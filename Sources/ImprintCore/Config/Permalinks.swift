import Foundation

/// URL patterns for posts and pages: `/:year/:month/:slug/`.
package struct Permalinks: Sendable, Equatable {
    package var post: String
    package var page: String

    static let defaults = Permalinks(post: "/:year/:month/:slug/", page: "/:slug/")

    /// The placeholders a pattern may use.
    static let placeholders = [":year", ":month", ":day", ":slug"]

    /// Why `pattern` cannot be used, or nil when it can.
    package static func problem(with pattern: String) -> String? {
        guard pattern.hasPrefix("/") else { return "must start with `/`" }
        guard pattern.hasSuffix("/") || pattern.hasSuffix(".html") else { return "must end with `/` or `.html`" }
        guard pattern.contains(":slug") else { return "must contain `:slug`, or every item would get the same URL" }
        let unknown = pattern.split(separator: "/").flatMap { $0.split(separator: ".") }.filter {
            $0.hasPrefix(":") && !placeholders.contains(String($0))
        }
        if let first = unknown.first { return "uses unknown placeholder `\(first)` (use \(placeholders.joined(separator: ", ")))" }
        if pattern.contains("//") || pattern.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) {
            return "must not contain empty, `.` or `..` segments"
        }
        return nil
    }

    /// `pattern` with its placeholders filled in.
    package static func expand(_ pattern: String, slug: String, date: PostDate?) -> String {
        let components = date?.components
        let values = [":slug": slug, ":year": components.map { padded($0.year!, 4) }, ":month": components.map { padded($0.month!) },
                      ":day": components.map { padded($0.day!) }]
        // Placeholders are usually whole segments (or before `.html`), which a lookup fills; others
        // (`/post-:slug/`) are replaced within the segment.
        return pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.split(separator: ".", omittingEmptySubsequences: false).map { part in
                if let value = values[String(part)] { return value ?? String(part) }
                guard part.contains(":") else { return String(part) }
                return values.keys.sorted().reduce(String(part)) { text, key in
                    values[key]!.map { text.replacingOccurrences(of: key, with: $0) } ?? text
                }
            }.joined(separator: ".")
        }.joined(separator: "/")
    }
}
