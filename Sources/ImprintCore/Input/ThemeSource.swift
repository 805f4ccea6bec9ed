import Foundation

/// Where the files of a theme come from: the site's own folder (`templates/`, or `--theme`),
/// whose files win one at a time, over the built-in theme, as Hugo's and Zola's lookup does. A
/// site without `templates/` uses the built-in theme whole.
struct ThemeSource: Sendable {
    /// The site's folder of theme files.
    let directory: URL
    /// Whether the folder must be there: it was named with `--theme`.
    let isRequired: Bool
    /// The built-in theme's files, by their path in a theme (`partials/head.mustache`).
    let builtIn: [String: String]

    /// Where messages show a built-in file: `built-in theme: post.mustache`.
    static let builtInLabel = "built-in theme: "

    /// Whether the site's folder is there.
    var hasDirectory: Bool { POSIXFiles.kind(of: directory.path) != .missing }

    /// The built-in files in `folder` (`partials/`, or "" for the top), by name in it.
    func builtInNames(in folder: String) -> [String] {
        builtIn.keys.filter { $0.hasPrefix(folder) && !$0.dropFirst(folder.count).contains("/") }.map { String($0.dropFirst(folder.count)) }
    }

    /// The text of the theme file at `path`: the site's, else the built-in one; nil when neither has it.
    func text(of path: String) -> String? {
        (try? POSIXFiles.read(directory.appendingPathComponent(path).path)).map { String(decoding: $0, as: UTF8.self) } ?? builtIn[path]
    }
}
