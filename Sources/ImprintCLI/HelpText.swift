import Foundation

/// The top-level help, pinned by a test.
enum HelpText {
    /// What Imprint is, in a line: the help's first line and the man page's NAME.
    static let summary = "a static-site generator for developer blogs with open-source project pages"

    static let main = """
        imprint \(CLI.version): \(summary)

        Usage: imprint <command> [options]

        Commands:
          init       Create a new site to start from
          theme      List the built-in theme's files, or copy them into templates/ to change them
          new        Start a post, project or page: imprint new post "Title"
          build      Build the site from content/ and templates/ into public/
          serve      Preview the site locally, rebuilding and reloading on every save
          check      Find broken links in the built site
          css        Print the backgrounds stylesheet, or a highlighting style
          import     Bring in a blog: imprint import wordpress export.xml
          help       Show the help of a command: imprint help build
          version    Show the version

        Documentation:
        \(topics)

        Options:
          -h, --help  Show this help
          --version   Show the version
        """

    /// `imprint help content` and the other topics this build has, a line each.
    private static var topics: String {
        HelpTopic.all.map { "  imprint help " + $0.name.padding(toLength: 12, withPad: " ", startingAt: 0) + $0.summary }
            .joined(separator: "\n")
    }
}
