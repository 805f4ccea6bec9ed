import Foundation
import ImprintCore
import Mustache

/// `imprint theme list`: the built-in theme's files; `imprint theme eject [FILE…]`: copies them
/// into the site's templates/, to change them there.
enum ThemeCommand: Command {
    static let name = "theme"
    static let options: [OptionSpec] = [.source, .help]

    static let help = """
        Usage: imprint theme list
               imprint theme eject [FILE…] [--source DIR]

        A site uses Imprint's built-in theme for every theme file its templates/ folder does not
        have: templates/post.mustache alone changes the post page and nothing else.

        list prints the built-in theme's files, by their path in templates/.

        eject copies the named files of the built-in theme (post.mustache, partials/head.mustache,
        assets/css/style.css), or all of them, into templates/ of the site, to change them
        there. A file already in templates/ is never replaced: it is named as kept.

        Options:
        \(ArgumentParser.describe(options))
        """

    static let maximumPositionals = 100

    /// What follows `imprint theme`.
    static let subcommands = ["list", "eject"]

    static func worksOnASite(_ parsed: ParsedArguments) -> Bool { parsed.positionals.first == "eject" }

    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32 {
        switch parsed.positionals.first {
        case "list":
            guard parsed.positionals.count == 1 else {
                return CLI.usageError(UsageError(message: "theme list takes no file names"), command: name, console: console)
            }
            Scaffold.builtInThemeFiles.forEach { console.print($0) }
            return CLI.Status.success
        case "eject":
            do {
                let result = try Scaffold.ejectTheme(Array(parsed.positionals.dropFirst()), siteFolder: parsed.folder("source"))
                result.kept.forEach { console.print("kept     \($0) (it exists)") }
                result.written.forEach { console.print("created  \($0)") }
                return CLI.Status.success
            } catch {
                console.error("error: \(error)")
                return CLI.Status.failure
            }
        case let other?:
            let advice = EditDistance.nearest(subcommands, to: other).map { "did you mean `\($0)`?" } ?? "say list or eject"
            return CLI.usageError(UsageError(message: "unknown theme command \"\(other)\": \(advice)"), command: name, console: console)
        case nil:
            return CLI.usageError(UsageError(message: "say list or eject"), command: name, console: console)
        }
    }
}
