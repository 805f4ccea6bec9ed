import Foundation
import ImprintCore

/// `imprint css`: prints the stylesheet generated from site.yml's `backgrounds`, for use elsewhere.
enum CSSCommand {
    static let options: [OptionSpec] = [
        .value("source", "DIR", "The site folder, holding content/ and templates/ (default: the current folder)"),
        .flag("help", short: "h", "Show this help"),
    ]

    static let help = """
        Usage: imprint css [options]

        Prints the stylesheet generated from the backgrounds declared in content/site.yml, the
        same as the build writes to css/backgrounds.css.

        Options:
        \(ArgumentParser.describe(options))
        """

    static func run(_ arguments: some Collection<String>, console: Console) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments, options: options)
        } catch {
            return CLI.usageError(error, help: help, console: console)
        }
        if parsed.has("help") {
            console.print(help)
            return CLI.Status.success
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            let css = try BackgroundStylesheet.css(siteRoot: URL(fileURLWithPath: parsed.value("source") ?? ".", relativeTo: current).standardizedFileURL)
            console.print(css.hasSuffix("\n") ? String(css.dropLast()) : css)
            return CLI.Status.success
        } catch {
            BuildCommand.report(error, console: console)
            return CLI.Status.failure
        }
    }
}
