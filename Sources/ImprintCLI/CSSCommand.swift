import Foundation
import Highlight
import ImprintCore
import Mustache

/// `imprint css [backgrounds]`: prints the stylesheet generated from site.yml's `backgrounds`;
/// `imprint css highlight [--style NAME] [--dark NAME]`: prints a syntax-highlighting theme.
enum CSSCommand: Command {
    static let name = "css"
    static let options: [OptionSpec] = [
        .value("style", "NAME", "The highlighting style (default: github)"),
        .value("dark", "NAME", "A second style, for dark mode: the system's, or the one the theme switch chose"),
        .source,
        .help,
    ]

    static let help = """
        Usage: imprint css [backgrounds] [--source DIR]
               imprint css highlight [--style NAME] [--dark NAME]

        backgrounds (the default) prints the stylesheet generated from the backgrounds declared
        in content/site.yml, the same as the build writes to css/backgrounds.css.

        highlight prints the CSS of a syntax-highlighting style for the code blocks Imprint
        highlights at build time; with --dark, a second style applies in dark mode. Save it as
        templates/assets/css/highlight.css to change the default theme's colours.
        Styles: \(Style.all.map(\.name).joined(separator: ", ")).

        Options:
        \(ArgumentParser.describe(options))
        """

    static let maximumPositionals = 1

    static func worksOnASite(_ parsed: ParsedArguments) -> Bool { parsed.positionals.first != "highlight" }

    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32 {
        switch parsed.positionals.first ?? "backgrounds" {
        case "backgrounds":
            guard parsed.value("style") == nil, parsed.value("dark") == nil else {
                return CLI.usageError(UsageError(message: "--style and --dark are for imprint css highlight"), command: name, console: console)
            }
            return printBackgrounds(parsed, console: console)
        case "highlight":
            return printHighlightStyle(parsed, console: console)
        case let other:
            return CLI.usageError(UsageError(message: "unknown stylesheet \"\(other)\": say backgrounds or highlight"), command: name, console: console)
        }
    }
}

private extension CSSCommand {
    static func printBackgrounds(_ parsed: ParsedArguments, console: Console) -> Int32 {
        do {
            let css = try BackgroundStylesheet.css(siteFolder: parsed.folder("source"))
            console.print(css.hasSuffix("\n") ? String(css.dropLast()) : css)
            return CLI.Status.success
        } catch {
            BuildCommand.report(error, site: parsed.folder("source"), console: console)
            return CLI.Status.failure
        }
    }

    static func printHighlightStyle(_ parsed: ParsedArguments, console: Console) -> Int32 {
        var styles: [Style] = []
        for wanted in [parsed.value("style") ?? "github", parsed.value("dark")].compactMap(\.self) {
            guard let style = Style.named(wanted) else {
                let known = EditDistance.nearestFirst(Style.all.map(\.name), to: wanted).joined(separator: ", ")
                let message = "no style is called \"\(wanted)\"; the styles, nearest first: \(known)"
                return CLI.usageError(UsageError(message: message), command: name, console: console)
            }
            styles.append(style)
        }
        console.print(String(Style.css(light: styles[0], dark: styles.dropFirst().first).dropLast()))
        return CLI.Status.success
    }
}
