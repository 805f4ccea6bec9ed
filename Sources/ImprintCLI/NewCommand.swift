import Foundation
import ImprintCore

/// `imprint new post|project|page "Title"`: starts a content file.
enum NewCommand: Command {
    static let name = "new"
    static let options: [OptionSpec] = [
        .value("tags", "A,B", "Tags of a new post, separated by commas"),
        .value("project", "SLUG", "The project a new post is about"),
        .value("source", short: "s", "DIR", "The site folder (default: the current folder)"),
        .flag("edit", short: "e", "Open the new file in $VISUAL, else $EDITOR"),
        .help,
    ]

    static let help = """
        Usage: imprint new post "Title" [--tags a,b] [--project slug] [--edit]
               imprint new project "Name" [--edit]
               imprint new page "Title" [--edit]

        Writes content/posts/YYYY-MM-DD-title.md (dated now in the site's time zone, a draft),
        content/projects/name.md or content/pages/title.md. An existing file is never replaced.

        Options:
        \(ArgumentParser.describe(options))
        """

    static let maximumPositionals = 2

    static func worksOnASite(_ parsed: ParsedArguments) -> Bool { true }

    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32 {
        guard parsed.positionals.count == 2, let kind = Scaffold.Kind(rawValue: parsed.positionals[0]) else {
            return CLI.usageError(UsageError(message: "say what to create and its title: imprint new post \"Title\""), command: name, console: console)
        }
        if kind != .post, parsed.value("tags") != nil || parsed.value("project") != nil {
            return CLI.usageError(UsageError(message: "--tags and --project are for posts"), command: name, console: console)
        }
        let tags = (parsed.value("tags") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        do {
            let path = try Scaffold.newItem(
                kind, title: parsed.positionals[1], tags: tags, project: parsed.value("project"),
                siteFolder: parsed.folder("source"), now: now)
            console.print("Created \(path)")
            guard parsed.has("edit") else { return CLI.Status.success }
            guard let editor = EditorOpener.command() else {
                console.error("error: --edit opens the file in $VISUAL or $EDITOR, and neither is set: set one (export EDITOR=vim), or open \(path) yourself")
                return CLI.Status.failure
            }
            guard let status = EditorOpener.open(parsed.folder("source").appendingPathComponent(path), with: editor) else {
                console.error("error: cannot start the editor `\(editor)`: set $VISUAL or $EDITOR to a command that starts one")
                return CLI.Status.failure
            }
            return status == 0 ? CLI.Status.success : CLI.Status.failure
        } catch {
            console.error("error: \(error)")
            return CLI.Status.failure
        }
    }
}
