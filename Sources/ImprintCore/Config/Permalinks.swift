import Foundation

/// URL patterns for posts and pages: `/:year/:month/:slug/`.
public struct Permalinks: Sendable, Equatable {
    public var post: String
    public var page: String

    public static let defaults = Permalinks(post: "/:year/:month/:slug/", page: "/:slug/")

    /// The placeholders a pattern may use.
    static let placeholders = [":year", ":month", ":day", ":slug"]

    /// Why `pattern` cannot be used, or nil when it can.
    static func problem(with pattern: String) -> String? {
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
    static func expand(_ pattern: String, slug: String, date: PostDate?) -> String {
        var path = pattern.replacingOccurrences(of: ":slug", with: slug)
        if let components = date?.components {
            path = path
                .replacingOccurrences(of: ":year", with: String(format: "%04d", components.year!))
                .replacingOccurrences(of: ":month", with: String(format: "%02d", components.month!))
                .replacingOccurrences(of: ":day", with: String(format: "%02d", components.day!))
        }
        return path
    }
}
