import Foundation

/// A subcommand of `imprint`: its name, options and help, and what it does with its arguments.
/// `CLI` parses the arguments for it, prints the help for `-h`, and reports usage errors.
protocol Command: Sendable {
    static var name: String { get }
    static var options: [OptionSpec] { get }
    static var help: String { get }
    /// How many arguments without an option name it takes (`imprint new post "Title"`: 2).
    static var maximumPositionals: Int { get }
    /// Whether these arguments make it work on a site, whose folder must then be one.
    static func worksOnASite(_ parsed: ParsedArguments) -> Bool
    static func run(_ parsed: ParsedArguments, console: Console, now: Date) -> Int32
}

extension Command {
    static var maximumPositionals: Int { 0 }
    static func worksOnASite(_ parsed: ParsedArguments) -> Bool { false }

    /// Parses `arguments` and runs the command: `-h`/`--help` prints the help, a mistake the usage.
    static func start(_ arguments: some Collection<String>, console: Console, now: Date) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments, options: options, maximumPositionals: maximumPositionals)
        } catch {
            return CLI.usageError(error, command: name, console: console)
        }
        guard !parsed.has("help") else {
            console.print(help)
            return CLI.Status.success
        }
        if worksOnASite(parsed), let problem = SiteFolder.problem(parsed) {
            console.error("error: \(problem)")
            return CLI.Status.failure
        }
        return run(parsed, console: console, now: now)
    }
}
