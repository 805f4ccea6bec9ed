import Foundation
import ImprintCore

/// `imprint init [DIR]`: creates a new site to start from.
enum InitCommand: Command {
    static let name = "init"
    static let options: [OptionSpec] = [
        .flag("force", "Add the missing files to a folder that is not empty (no existing file is changed)"),
        .value("host", "HOST", "Where the site is published: github (default) or gitlab"),
        .help,
    ]

    static let help = """
        Usage: imprint init [DIR] [--force] [--host github|gitlab]

        Creates a site in DIR (default: the current folder): content/site.yml with comments, a
        post, a project, an about page, the CI file that publishes it (a GitHub Pages workflow,
        or .gitlab-ci.yml for GitLab Pages with --host gitlab), and templates/ with a README:
        the site uses the built-in theme, and a file put in templates/ overrides just that file
        of it (`imprint theme eject post.mustache` copies one to start from). A folder that is not empty needs --force, and even then no existing file
        is changed.

        Options:
        \(ArgumentParser.describe(options))
        """

    static let maximumPositionals = 1

    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32 {
        let folder = ParsedArguments.resolve(parsed.positionals.first ?? ".")
        let hostName = parsed.value("host") ?? CIHost.github.rawValue
        guard let host = CIHost(rawValue: hostName) else {
            let hosts = CIHost.allCases.map(\.rawValue).joined(separator: " or ")
            let error = UsageError(message: "--host \"\(hostName)\" is not a host Imprint knows: say \(hosts)")
            return CLI.usageError(error, command: name, console: console)
        }
        do {
            let result = try Scaffold.initSite(at: folder, force: parsed.has("force"), host: host, now: now)
            result.kept.forEach { console.print("kept     \($0) (it exists)") }
            result.written.forEach { console.print("created  \($0)") }
            console.print("""

                Next: edit content/site.yml, then preview with `imprint serve --source \(parsed.positionals.first ?? ".")`.
                """)
            result.notice.map { console.print("Before publishing: \($0).") }
            return CLI.Status.success
        } catch {
            console.error("error: \(error)")
            return CLI.Status.failure
        }
    }
}
