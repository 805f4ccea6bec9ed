import Foundation
import ImprintCore

/// `imprint css`: prints the stylesheet generated from site.yml's `backgrounds`, for use elsewhere.
enum CSSCommand: Command {
    static let name = "css"
    static let options: [OptionSpec] = [
        .source,
        .help,
    ]

    static let help = """
        Usage: imprint css [options]

        Prints the stylesheet generated from the backgrounds declared in content/site.yml, the
        same as the build writes to css/backgrounds.css.

        Options:
        \(ArgumentParser.describe(options))
        """

    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32 {
        do {
            let css = try BackgroundStylesheet.css(siteRoot: parsed.folder("source"))
            console.print(css.hasSuffix("\n") ? String(css.dropLast()) : css)
            return CLI.Status.success
        } catch {
            BuildCommand.report(error, console: console)
            return CLI.Status.failure
        }
    }
}
