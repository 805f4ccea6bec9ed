import Foundation
import ImprintCore
import Mustache

/// The `imprint` command line. `main.swift` hands it the arguments and exits with its status;
/// tests call `run` directly with their own streams.
public enum CLI {
    public static var version: String { Imprint.version }

    /// Exit statuses.
    public enum Status {
        public static let success: Int32 = 0
        public static let failure: Int32 = 1
        public static let usage: Int32 = 64
    }

    /// Runs `arguments` (the program name first) and returns the exit status.
    public static func run(_ arguments: [String], console: Console, now: Date = Date()) -> Int32 {
        let rest = arguments.dropFirst()
        guard let command = rest.first else {
            console.print(HelpText.main)
            return Status.success
        }
        switch command {
        case "-h", "--help":
            console.print(HelpText.main)
            return Status.success
        case "-v", "--version", "version":
            console.print("imprint \(version)")
            return Status.success
        case "help":
            return help(topic: rest.dropFirst().first, console: console)
        default:
            guard let found = commands.first(where: { $0.name == command }) else {
                return usageError(UsageError(message: "unknown \(command.hasPrefix("-") ? "option" : "command") \"\(command)\"" + suggestion(for: command)), command: nil, console: console)
            }
            return found.start(rest.dropFirst(), console: console, now: now)
        }
    }

    /// The names `imprint` itself takes: its commands, `help` and `version`.
    static var commandNames: [String] { commands.map { $0.name } + ["help", "version"] }

    /// ": did you mean `build`?" for a misspelt command, or the list of them.
    static func suggestion(for typed: String) -> String {
        let bare = String(typed.drop { $0 == "-" })
        if let near = EditDistance.nearest(commandNames, to: bare) {
            return ": did you mean `\(near)`?"
        }
        return ": the commands are " + commandNames.joined(separator: ", ")
    }

    /// Every subcommand.
    static let commands: [any Command.Type] = [
        BuildCommand.self, ServeCommand.self, CheckCommand.self, NewCommand.self, InitCommand.self, ThemeCommand.self, CSSCommand.self, ImportCommand.self,
    ]

    static func help(topic: String?, console: Console) -> Int32 {
        guard let topic, topic != "help", topic != "version" else {
            console.print(HelpText.main)
            return Status.success
        }
        guard topic != "--man" else {
            console.print(ManPage.render())
            return Status.success
        }
        guard let command = commands.first(where: { $0.name == topic }) else {
            return usageError(UsageError(message: "no help for \"\(topic)\"" + suggestion(for: topic)), command: nil, console: console)
        }
        console.print(command.help)
        return Status.success
    }

    /// A usage mistake: its message, and where the right usage is (not the whole help).
    static func usageError(_ error: UsageError, command: String?, console: Console) -> Int32 {
        console.error("imprint: \(error.message)\n" + (command.map { "See `imprint help \($0)` for its usage and options." } ?? "See `imprint help` for the commands."))
        return Status.usage
    }
}
