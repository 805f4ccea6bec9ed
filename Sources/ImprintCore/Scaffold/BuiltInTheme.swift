/// The default theme, built into imprint: what a site's `templates/` overrides file by file.
package enum BuiltInTheme {
    /// Each file by its path in a theme: `partials/head.mustache`, `assets/css/style.css`.
    package static let files: [String: String] = Dictionary(
        uniqueKeysWithValues: BundledFiles.all.map { (String($0.path.dropFirst(folder.count)), $0.contents) })

    /// Where a site keeps its own theme files.
    package static let folder = "templates/"

    /// `templates/README.md` of a new site: how overriding works, and every file that can be overridden.
    static var readme: String {
        let names = files.keys.sorted()
        func list(_ include: (String) -> Bool) -> String { names.filter(include).map { "- `\($0)`" }.joined(separator: "\n") }
        return """
            # Theme files

            This site uses Imprint's built-in theme. A file you put in this folder, at the same
            path as one of the theme's, is used instead of the theme's: `templates/post.mustache`
            changes the post page, and every other page keeps the built-in theme's. Your own
            partials, shortcodes and assets go here too.

            `imprint theme eject post.mustache` copies a file of the theme here to start from;
            `imprint theme eject` copies them all (a file already here is never replaced).
            `imprint help templates` lists every variable a template gets.

            Pages:

            \(list { !$0.contains("/") })

            Partials (`{{> head}}`):

            \(list { $0.hasPrefix("partials/") })

            Shortcodes (`{{< youtube id >}}` in Markdown):

            \(list { $0.hasPrefix("shortcodes/") })

            Assets (published under `/assets/`):

            \(list { $0.hasPrefix("assets/") })

            """
    }
}
